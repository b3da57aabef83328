import { mapImagePath } from '@yardstick/core/mapImage';
import { mowingMinutes } from '@yardstick/core/mowingTime';
import type {
  ImageryOverlay,
  Obstacle,
  PropertyAnalysisResult,
} from '@yardstick/core/schemas/analysis';
import type { Service } from '@yardstick/core/schemas/services';
import type { GeoAnalysis } from '@yardstick/engine';
import { priceAnalysis, type PriceAnalysisInput } from './priceAnalysis.ts';

export function imageryImagePath(analysisId: string): string {
  return `/api/analysis-imagery?analysisId=${encodeURIComponent(analysisId)}`;
}

/** Where the analysis photo lies, for a map's image source: corners from the top left, clockwise. */
function imageryOverlay(analysisId: string, geo: GeoAnalysis): ImageryOverlay {
  const { width, height, bounds } = geo.imageryImage;
  const { west, south, east, north } = bounds;
  return {
    url: imageryImagePath(analysisId),
    coordinates: [
      [west, north],
      [east, north],
      [east, south],
      [west, south],
    ],
    width,
    height,
  };
}

function spreadObstacle({ type, confidence, description, estimatedSize }: Obstacle): Obstacle {
  return { type, confidence, description, estimatedSize };
}

/**
 * The SPEC §3 property analysis result: the engine's measurements priced with the owner's
 * active services through core. Every service is priced on its basis (the mowable lawn by
 * default, or the lot's beds, paving, edging or trees kept in `serviceMeasures`); below the
 * owner's review threshold the price is marked for review. With `demoRates` (the landing
 * page's demo) every rate is the demo's displayed rate (SPEC §9).
 */
export function buildAnalysisResult(
  analysisId: string,
  geo: GeoAnalysis,
  services: readonly Service[],
  options: Pick<PriceAnalysisInput, 'demoRates' | 'reviewThreshold' | 'today'>,
): PropertyAnalysisResult {
  const score = geo.complexityScore;
  const obstacles = geo.obstacles.map(spreadObstacle);
  const prices = priceAnalysis({
    services,
    mowableAreaSqFt: geo.mowableAreaSqFt,
    serviceMeasures: geo.services,
    complexityScore: score,
    confidence: geo.measurement.confidence,
    reviewThreshold: options.reviewThreshold,
    demoRates: options.demoRates,
    today: options.today,
  });

  return {
    analysisId,
    address: geo.address,
    success: true,
    propertySize: geo.totalAreaAcres,
    mowableArea: geo.mowableAreaAcres,
    totalAreaSqFt: geo.totalAreaSqFt,
    mowableAreaSqFt: geo.mowableAreaSqFt,
    ...prices,
    totalTime: mowingMinutes(geo.mowableAreaSqFt, score),
    mapData: {
      status: 'success',
      parcel: geo.parcel,
      center: geo.center,
      zoom: geo.zoom,
      propertyPolygon: geo.propertyPolygon,
      mowablePolygons: geo.mowablePolygons,
      ...(geo.bedPolygons ? { bedPolygons: geo.bedPolygons } : {}),
      ...(geo.pavingPolygons ? { pavingPolygons: geo.pavingPolygons } : {}),
      greenPercentage: geo.greenPercentage,
      address: geo.address,
      greenAreaImagePath: mapImagePath(analysisId),
      imagery: geo.imagery,
      obstacles: geo.obstacles.map((o) => ({
        type: o.type,
        description: o.description,
        areaSqFt: o.areaSqFt,
        geometry: o.outline,
      })),
      imageryOverlay: imageryOverlay(analysisId, geo),
      house: geo.house ?? null,
      frontage: geo.frontage ?? null,
    },
    aiObstacles: obstacles,
    aiComplexityScore: score,
    aiPricingExplanation: geo.complexityExplanation,
    aiPricingResult: {
      obstacles,
      complexityScore: score,
      explanation: geo.complexityExplanation,
      primaryObstacleTypes: geo.primaryObstacleTypes,
    },
    measurement: geo.measurement,
    notes: geo.notes,
    ...(geo.services ? { serviceMeasures: geo.services } : {}),
  };
}
