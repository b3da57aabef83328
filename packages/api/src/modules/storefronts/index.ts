/**
 * Storefronts: an owner's branded quote page (subdomain or custom domain, colours, logo), and
 * how visitors find it. Other modules and the app use it only through this file.
 */
export { dnsResolver, type DomainResolver } from './domainResolver.ts';
export { EMPTY_LOGO_MESSAGE } from './processLogo.ts';
export {
  publicStorefront,
  STOREFRONT_NOT_FOUND_MESSAGE,
  type StorefrontAddress,
} from './publicStorefront.ts';
export { storefrontsRouter, type StorefrontsDeps } from './router.ts';
export { storefrontRepository, type StorefrontRow } from './storefrontRepository.ts';
