/**
 * The analysis engine: address → parcel → imagery → classification → measurement,
 * obstacles, complexity and map image. Domain code: it throws the AnalysisError family and
 * knows nothing of HTTP or the database.
 */
export {
  createEngine,
  DEFAULT_CACHED_PARCELS,
  type Engine,
  type EngineOptions,
  type ProviderNames,
} from './engine.ts';
export { AnalysisQueueFullError } from './pipeline/threads/analysisThreads.ts';
export { listDemoAddresses } from './pipeline/analyzeParcel.ts';
export {
  encodeMapSketch,
  packMapSketch,
  unpackMapSketch,
  type MapSketch,
} from './render/mapImage.ts';
export type { LotImagery } from './pipeline/lotImagery.ts';
export { measureImage, type MeasureOptions, type MeasureReport } from './cli/measureImage.ts';
export { prepareDemoRegionOnThread } from './pipeline/threads/demoRegionOnThread.ts';
export { checkLawnOnThread, type LawnVerdict } from './pipeline/threads/checkLawnOnThread.ts';
export type { GeoAnalysis, MappedObstacle, ParcelGeography } from './pipeline/geoAnalysis.ts';
export type { ServiceMeasures } from './measure/services/serviceMeasures.ts';
export type { HardscapeKind } from './measure/services/hardscape.ts';
export {
  availableProviders,
  createProviders,
  providerOptionsSchema,
  type ProviderDeps,
  type ProviderOptions,
} from './providers/registry.ts';
export { providerOptionsFor, type ProviderSettings } from './providers/providerOptionsFor.ts';
export { ESTIMATED_LOT_NOTE } from './providers/estimated/estimatedParcelSource.ts';
export type {
  AddressSuggestion,
  BuildingFootprint,
  BuildingSource,
  Geocoder,
  ImagerySource,
  ImageryTile,
  ParcelRecord,
  ParcelSource,
  Providers,
  ResolvedAddress,
  VisionProvider,
} from './providers/types.ts';
export {
  AddressNotFoundError,
  AnalysisError,
  ImageryUnavailableError,
  ParcelNotFoundError,
  ProviderTimeoutError,
  UnreadableImageError,
} from './errors.ts';
export { DEFAULT_DEMO_SEED, getDemoRegion } from './demoRegion/demoRegion.ts';
export { CLASS_COLOURS, LAND_CLASSES, type LandClass } from './landClasses.ts';
