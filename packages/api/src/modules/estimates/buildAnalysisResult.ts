import { withDemoRates } from '@yardstick/core/demoServices';
import { activeFrequenciesInOrder } from '@yardstick/core/frequencies';
import { mapImagePath } from '@yardstick/core/mapImage';
import { mowingMinutes } from '@yardstick/core/mowingTime';
import { priceServiceFrequency, priceServiceLine, quoteTotal } from '@yardstick/core/pricing';
import type {
  AnalysisServiceLine,
  ImageryOverlay,
  Obstacle,
  PropertyAnalysisResult,
} from '@yardstick/core/schemas/analysis';
import { DEFAULT_REVIEW_THRESHOLD, type Service } from '@yardstick/core/schemas/services';
import type { GeoAnalysis } from '@yardstick/engine';

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

/** One priced line per active service with an active frequency; the first frequency by sort order. */
function serviceLine(
  service: Service,
  areaSqFt: number,
  complexityScore: number,
  selected: boolean,
): AnalysisServiceLine | undefined {
  const frequencies = activeFrequenciesInOrder(service.frequencies);
  const first = frequencies[0];
  if (!first) return undefined;
  const price = priceServiceFrequency({
    areaSqFt,
    frequencies,
    frequency: first.frequency,
    complexityScore,
  });
  return {
    serviceId: service.id,
    serviceName: service.name,
    areaSqFt,
    isSelected: selected,
    selectedFrequency: first.frequency,
    pricePerSqFt: price.pricePerSqFt,
    totalCost: price.totalCost,
    minimumApplied: price.minimumApplied,
    availableFrequencies: frequencies.map((f) => ({
      id: f.id,
      frequency: f.frequency,
      pricePerSqFt: f.pricePerSqFt,
      minimumPrice: f.minimumPrice ?? null,
      isActive: f.isActive,
      sortOrder: f.sortOrder,
    })),
  };
}

/** The default service is pre-selected (mowing, for most owners); without one, the first. */
function preselectedServiceId(services: readonly Service[]): string | undefined {
  return (services.find((s) => s.isDefault) ?? services[0])?.id;
}

function spreadObstacle({ type, confidence, description, estimatedSize }: Obstacle): Obstacle {
  return { type, confidence, description, estimatedSize };
}

/**
 * The SPEC §3 property analysis result: the engine's measurements priced with the owner's
 * active services through core. Every service is priced on the mowable lawn area; below the
 * owner's review threshold the price is marked for review. With `demoRates` (the landing
 * page's demo) every rate is the demo's displayed rate (SPEC §9).
 */
export function buildAnalysisResult(
  analysisId: string,
  geo: GeoAnalysis,
  services: readonly Service[],
  options: { demoRates?: boolean; reviewThreshold?: number } = {},
): PropertyAnalysisResult {
  const activeServices = services
    .filter((s) => s.isActive)
    .map((s) => (options.demoRates ? { ...s, frequencies: withDemoRates(s.frequencies) } : s));
  const selectedId = preselectedServiceId(activeServices);
  const score = geo.complexityScore;
  const lines = activeServices
    .map((service) => serviceLine(service, geo.mowableAreaSqFt, score, service.id === selectedId))
    .filter((line): line is AnalysisServiceLine => line !== undefined);
  const baseLine = lines.find((line) => line.serviceId === selectedId) ?? lines[0];
  const basePrice = baseLine
    ? priceServiceLine({ areaSqFt: geo.mowableAreaSqFt, pricePerSqFt: baseLine.pricePerSqFt })
        .totalCost
    : 0;
  const adjustedPrice = baseLine?.totalCost ?? 0;
  const obstacles = geo.obstacles.map(spreadObstacle);

  return {
    analysisId,
    address: geo.address,
    success: true,
    propertySize: geo.totalAreaAcres,
    mowableArea: geo.mowableAreaAcres,
    totalAreaSqFt: geo.totalAreaSqFt,
    mowableAreaSqFt: geo.mowableAreaSqFt,
    totalCost: quoteTotal(lines),
    totalTime: mowingMinutes(geo.mowableAreaSqFt, score),
    baseMowingCost: basePrice,
    mapData: {
      status: 'success',
      parcel: geo.parcel,
      center: geo.center,
      zoom: geo.zoom,
      propertyPolygon: geo.propertyPolygon,
      mowablePolygons: geo.mowablePolygons,
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
    services: lines,
    aiObstacles: obstacles,
    aiComplexityScore: score,
    aiPricingExplanation: geo.complexityExplanation,
    aiAdjustedCost: adjustedPrice,
    aiPricingResult: {
      obstacles,
      complexityScore: score,
      explanation: geo.complexityExplanation,
      primaryObstacleTypes: geo.primaryObstacleTypes,
    },
    aiBasePrice: basePrice,
    aiAdjustedPrice: adjustedPrice,
    measurement: geo.measurement,
    reviewRequired:
      geo.measurement.confidence < (options.reviewThreshold ?? DEFAULT_REVIEW_THRESHOLD),
    notes: geo.notes,
  };
}
