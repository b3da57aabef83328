/**
 * The analysis engine: address → parcel → imagery → classification → measurement,
 * obstacles, complexity and map image. Domain code: it throws the AnalysisError family and
 * knows nothing of HTTP or the database.
 */
export {
  analyzeAddress,
  analyzeParcel,
  clearAnalysisCache,
  listDemoAddresses,
  searchAddresses,
} from './pipeline/analyze-address.ts';
export type { GeoAnalysis, MappedObstacle, ParcelGeography } from './pipeline/geo-analysis.ts';
export {
  availableProviders,
  createProviders,
  providerOptionsSchema,
  type ProviderOptions,
} from './providers/registry.ts';
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
export { DEFAULT_DEMO_SEED, getDemoRegion } from './demo-region/demo-region.ts';
export { LAND_CLASSES, type LandClass } from './land-classes.ts';
