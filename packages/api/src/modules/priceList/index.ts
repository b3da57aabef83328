/**
 * The price list: an owner's services, their frequency prices and the quote review threshold.
 * Other modules and the app use it only through this file.
 */
export { ownerOffersPricing } from './ownerOffersPricing.ts';
export { presentService } from './presenter.ts';
export { priceListRouter, type PriceListDeps } from './router.ts';
export {
  serviceRepository,
  type FrequencyRow,
  type ServiceWithFrequencies,
} from './serviceRepository.ts';
