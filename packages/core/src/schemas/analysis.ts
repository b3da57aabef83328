import { z } from 'zod';
import { OBSTACLE_SIZES, OBSTACLE_TYPES } from '../enums.ts';
import { MAP_IMAGE_VARIANTS } from '../mapImage.ts';
import { frequencySchema, priceBasisSchema, volumeTierSchema } from './services.ts';
import { idSchema, lonLatSchema, multiPolygonSchema, polygonSchema } from './fields.ts';
import { ANALYSIS_MESSAGES } from '../analysisMessages.ts';
import { quotesUnavailableMessage } from '../callback.ts';

export { ANALYSIS_MESSAGES };

/**
 * What a homeowner is told when the company's account cannot take estimates (trial over,
 * no plan, estimates used up): never the owner's billing state, which is the owner's business.
 */
export function instantQuotesUnavailableMessage(companyName: string): string {
  return quotesUnavailableMessage(companyName);
}

export const analyzeRequestSchema = z.object({
  address: z
    .string({ error: ANALYSIS_MESSAGES.addressRequired })
    .trim()
    .min(1, ANALYSIS_MESSAGES.addressRequired)
    .max(300, 'That address is too long.'),
  storefrontSubdomain: z.string().trim().toLowerCase().max(63).optional(),
});
export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;

/** GET /api/green-overlay-image: the full map image, or a named variant of it. */
export const mapImageQuerySchema = z.object({
  analysisId: z.string({ error: 'analysisId is required' }).min(1, 'analysisId is required'),
  variant: z
    .enum(MAP_IMAGE_VARIANTS, { error: `variant must be one of: ${MAP_IMAGE_VARIANTS.join(', ')}` })
    .optional(),
});

export const obstacleSchema = z.object({
  type: z.enum(OBSTACLE_TYPES),
  confidence: z.number().min(0).max(1),
  description: z.string(),
  estimatedSize: z.enum(OBSTACLE_SIZES),
});
export type Obstacle = z.infer<typeof obstacleSchema>;

export const parcelInfoSchema = z.object({
  parcelId: z.string(),
  county: z.string().nullable(),
  owner: z.string().nullable(),
  marketValueLand: z.number().nullable(),
  marketValueImprovements: z.number().nullable(),
  marketValueTotal: z.number().nullable(),
  buildingSqFt: z.number().nullable(),
  yearBuilt: z.number().int().nullable(),
  landUse: z.string().nullable(),
  acreage: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  geometry: polygonSchema,
  /** True when no parcel source covered the address and the lot was estimated around the house. */
  estimated: z.boolean().default(false),
});
export type ParcelInfo = z.infer<typeof parcelInfoSchema>;

export const imageryInfoSchema = z.object({
  source: z.string(),
  attribution: z.string(),
  captureDate: z.string().nullable(),
  metresPerPixel: z.number(),
});
export type ImageryInfo = z.infer<typeof imageryInfoSchema>;

/** How sure the measurement is, and what it rests on (the engine README gives the formula). */
export const measurementInfoSchema = z.object({
  /** 0–1; below the owner's review threshold the price is confirmed after a review. */
  confidence: z.number().min(0).max(1),
  /** ISO date the imagery was captured, when the source says. */
  imageryDate: z.string().nullable(),
  imagerySource: z.string(),
  /** `parcel`: a surveyed lot from a parcel source; `estimated`: a lot drawn around the house. */
  parcelSource: z.enum(['parcel', 'estimated']),
  resolutionM: z.number().positive(),
  /**
   * The owner's correction, opted in from their verified jobs, applied to the mowable area
   * priced here; `measuredSqFt` is the area as measured before it. Absent when none.
   */
  correction: z.object({ percent: z.number(), measuredSqFt: z.number() }).nullish(),
});
export type MeasurementInfo = z.infer<typeof measurementInfoSchema>;

/** An obstacle where the map shows it: its box in lon/lat, with what it is. */
export const mappedObstacleSchema = z.object({
  type: z.enum(OBSTACLE_TYPES),
  description: z.string(),
  areaSqFt: z.number(),
  geometry: polygonSchema,
});
export type MappedObstacle = z.infer<typeof mappedObstacleSchema>;

/**
 * The analysis imagery for an interactive map: one north-up photo of the lot and its
 * surroundings, served by the product. `coordinates` are its corners as [lon, lat], clockwise
 * from the top left (the order map image sources take).
 */
export const imageryOverlaySchema = z.object({
  url: z.string(),
  coordinates: z.tuple([lonLatSchema, lonLatSchema, lonLatSchema, lonLatSchema]),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageryOverlay = z.infer<typeof imageryOverlaySchema>;

export const mapDataSchema = z.object({
  status: z.string(),
  parcel: parcelInfoSchema.nullable(),
  /** [longitude, latitude] */
  center: lonLatSchema,
  zoom: z.number(),
  propertyPolygon: polygonSchema.nullable(),
  mowablePolygons: multiPolygonSchema,
  /**
   * The beds and the paving to clear as the map shows them, each adding up to its measure
   * (`serviceMeasures.bedsSqFt`, `hardscape.totalSqFt`); absent on analyses made before.
   */
  bedPolygons: multiPolygonSchema.optional(),
  pavingPolygons: multiPolygonSchema.optional(),
  greenPercentage: z.number(),
  address: z.string(),
  greenAreaImagePath: z.string().nullable(),
  imagery: imageryInfoSchema.optional(),
  /** The obstacles on the map; absent on analyses made before they were kept. */
  obstacles: z.array(mappedObstacleSchema).optional(),
  /** The lot's main building, to name lawn patches by ("Front lawn"); absent when not known. */
  house: polygonSchema.nullish(),
  /** [lon, lat] of the middle of the lot line along the street; absent when not known. */
  frontage: lonLatSchema.nullish(),
  /** The photo under the lawn editor's map; absent on analyses made before it was kept. */
  imageryOverlay: imageryOverlaySchema.optional(),
});
export type MapData = z.infer<typeof mapDataSchema>;

/**
 * What services beyond mowing are priced on, for one lot, as the engine measures them
 * (engine `ServiceMeasures`): beds, paving in the lot (the public sidewalk apart), the lawn's
 * edge along paving and along beds, trees; each with a 0–1 confidence.
 */
export const serviceMeasuresSchema = z.object({
  bedsSqFt: z.number().nonnegative(),
  hardscape: z.object({
    totalSqFt: z.number().nonnegative(),
    pieces: z.array(
      z.object({
        kind: z.enum(['driveway', 'walk', 'patio', 'other']),
        sqFt: z.number().nonnegative(),
      }),
    ),
    sidewalkSqFt: z.number().nonnegative(),
  }),
  edges: z.object({ hardFt: z.number().nonnegative(), bedFt: z.number().nonnegative() }),
  trees: z.object({
    count: z.number().int().nonnegative(),
    canopyOverLawnSqFt: z.number().nonnegative(),
  }),
  confidence: z.object({
    beds: z.number().min(0).max(1),
    hardscape: z.number().min(0).max(1),
    edges: z.number().min(0).max(1),
    trees: z.number().min(0).max(1),
  }),
});
export type ServiceMeasures = z.infer<typeof serviceMeasuresSchema>;

export const frequencyOptionSchema = z.object({
  id: idSchema,
  frequency: frequencySchema,
  pricePerSqFt: z.number(),
  minimumPrice: z.number().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** Absent from analyses stored before volume pricing: those were priced without tiers. */
  volumeTiers: z.array(volumeTierSchema).optional(),
  /** Absent: lawn area (every analysis stored before other bases existed). */
  basis: priceBasisSchema.optional(),
  /**
   * How many units of its basis the option is priced on (sq ft, ft, trees, 1 visit); absent
   * for lawn area, which is the line's areaSqFt (so an adjusted lawn prices it).
   */
  quantity: z.number().nonnegative().optional(),
});
export type FrequencyOption = z.infer<typeof frequencyOptionSchema>;

export const analysisServiceLineSchema = z.object({
  serviceId: idSchema,
  serviceName: z.string(),
  areaSqFt: z.number(),
  isSelected: z.boolean(),
  selectedFrequency: frequencySchema.nullable(),
  pricePerSqFt: z.number(),
  totalCost: z.number(),
  minimumApplied: z.boolean(),
  availableFrequencies: z.array(frequencyOptionSchema),
  /** The selected frequency's basis; absent: lawn area. */
  basis: priceBasisSchema.optional(),
  /** Units of the basis priced (pricePerSqFt is the price per unit); absent: areaSqFt. */
  quantity: z.number().nonnegative().optional(),
});
export type AnalysisServiceLine = z.infer<typeof analysisServiceLineSchema>;

/** A service's price left out of an offer, and why (core priceBasis.ts basisQuantity). */
export const notOfferedSchema = z.object({
  serviceId: idSchema,
  serviceName: z.string(),
  frequency: frequencySchema,
  reason: z.string(),
});
export type NotOffered = z.infer<typeof notOfferedSchema>;

/** A service the owner offers in another season, with the day it next opens ('2026-11-01'). */
export const outOfSeasonSchema = z.object({
  serviceId: idSchema,
  serviceName: z.string(),
  opensOn: z.iso.date(),
});
export type OutOfSeason = z.infer<typeof outOfSeasonSchema>;

export const aiPricingResultSchema = z.object({
  obstacles: z.array(obstacleSchema),
  complexityScore: z.number().nullable(),
  explanation: z.string(),
  primaryObstacleTypes: z.array(z.enum(OBSTACLE_TYPES)),
});

export const propertyAnalysisResultSchema = z.object({
  analysisId: idSchema,
  address: z.string(),
  success: z.boolean(),
  /** Total lot area in acres. */
  propertySize: z.number(),
  /** Mowable area in acres. */
  mowableArea: z.number(),
  totalAreaSqFt: z.number(),
  mowableAreaSqFt: z.number(),
  totalCost: z.number(),
  /** Estimated minutes to mow the lawn once. */
  totalTime: z.number(),
  baseMowingCost: z.number(),
  mapData: mapDataSchema,
  services: z.array(analysisServiceLineSchema),
  aiObstacles: z.array(obstacleSchema),
  aiComplexityScore: z.number().nullable(),
  aiPricingExplanation: z.string(),
  aiAdjustedCost: z.number(),
  aiPricingResult: aiPricingResultSchema,
  aiBasePrice: z.number(),
  aiAdjustedPrice: z.number(),
  measurement: measurementInfoSchema,
  /** The lawn's confidence is below the owner's review threshold: its prices are confirmed after a review. */
  reviewRequired: z.boolean().default(false),
  /**
   * The price bases whose measure (the lawn, beds, paving, edges, trees) is below the owner's
   * review threshold: a selected price on one of them is confirmed after a review (see
   * core priceReview.ts). Absent on analyses made before each measure was judged on its own,
   * where `reviewRequired` stands for every price.
   */
  reviewBases: z.array(priceBasisSchema).optional(),
  /** Said when a part of the analysis fell back (e.g. vision service unavailable). */
  notes: z.array(z.string()).default([]),
  /** Beds, paving, edges and trees; absent from analyses made before they were measured. */
  serviceMeasures: serviceMeasuresSchema.optional(),
  /**
   * Active prices not offered on this lot, and why (a measure they need is missing or 0);
   * absent on analyses made before prices had a basis, which left nothing out.
   */
  notOffered: z.array(notOfferedSchema).optional(),
  /**
   * Services out of season today, shown to the homeowner as not yet available; absent on
   * analyses made before services had seasons.
   */
  outOfSeason: z.array(outOfSeasonSchema).optional(),
});
export type PropertyAnalysisResult = z.infer<typeof propertyAnalysisResultSchema>;

/** `GET /api/property-analysis/{id}`: what a quote card needs. */
export const propertyAnalysisResponseSchema = z.object({
  propertyAnalysis: z.object({
    id: idSchema,
    mapData: mapDataSchema,
    propertySize: z.number(),
    /** The score the quote was priced with, so the quote card can show its breakdown. */
    complexityScore: z.number().nullable().default(null),
  }),
});

/** `GET /api/geocode?q=`: the Mapbox shape, so the token stays on the server. */
export const geocodeQuerySchema = z.object({
  q: z.string().trim().min(3, 'Type at least 3 characters to search for an address.').max(200),
});
export const geocodeResponseSchema = z.object({
  features: z.array(z.object({ place_name: z.string(), center: lonLatSchema })),
});
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

/** `GET /api/demo`: whether the landing page's live demo runs on this server. */
export const demoStatusSchema = z.object({ live: z.boolean() });
export type DemoStatus = z.infer<typeof demoStatusSchema>;

export const demoAddressesResponseSchema = z.object({
  addresses: z.array(z.object({ address: z.string(), center: lonLatSchema })),
  /**
   * True when the demo region is where addresses are measured (no real providers): only
   * these addresses can be measured, so estimators offer them as examples.
   */
  demoRegionIsDataSource: z.boolean().default(false),
});
