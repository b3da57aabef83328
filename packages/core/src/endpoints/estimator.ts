/**
 * The estimator's part of the endpoint table (SPEC §7): what the widget calls with a key, a
 * storefront or the owner's session. Its own module so the widget's lazily fetched schema chunk
 * carries these schemas alone.
 */
import { verifyApiKeyResponseSchema } from '../schemas/account.ts';
import {
  analyzeRequestSchema,
  demoAddressesResponseSchema,
  demoStatusSchema,
  geocodeQuerySchema,
  geocodeResponseSchema,
  mapImageQuerySchema,
  propertyAnalysisResultSchema,
} from '../schemas/analysis.ts';
import { acceptQuoteRequestSchema, acceptQuoteResponseSchema } from '../schemas/quotes.ts';
import { callbackRequestResponseSchema, callbackRequestSchema } from '../schemas/contact.ts';
import { MAP_IMAGE_ROUTE } from '../mapImage.ts';
import { endpoint } from './endpoint.ts';

export const estimatorEndpoints = {
  analyzeProperty: endpoint({
    method: 'POST',
    path: '/api/analyze-property',
    body: analyzeRequestSchema,
    answer: propertyAnalysisResultSchema,
  }),
  acceptQuote: endpoint({
    method: 'POST',
    path: '/api/accept-quote',
    body: acceptQuoteRequestSchema,
    answer: acceptQuoteResponseSchema,
  }),
  /** A homeowner asks to be called back (storefront subdomain or widget key): a lead. */
  callbackRequest: endpoint({
    method: 'POST',
    path: '/api/callback-request',
    body: callbackRequestSchema,
    answer: callbackRequestResponseSchema,
  }),
  geocode: endpoint({
    method: 'GET',
    path: '/api/geocode',
    query: geocodeQuerySchema,
    answer: geocodeResponseSchema,
  }),
  demo: endpoint({ method: 'GET', path: '/api/demo', answer: demoStatusSchema }),
  demoAddresses: endpoint({
    method: 'GET',
    path: '/api/demo/addresses',
    answer: demoAddressesResponseSchema,
  }),
  verifyApiKey: endpoint({
    method: 'GET',
    path: '/api/verify-api-key',
    answer: verifyApiKeyResponseSchema,
  }),
  /** An image (PNG, or WebP for the small variant), not JSON. */
  mapImage: endpoint({
    method: 'GET',
    path: MAP_IMAGE_ROUTE,
    query: mapImageQuerySchema,
  }),
  /** The plain photo under the lawn editor's map (JPEG). */
  analysisImagery: endpoint({
    method: 'GET',
    path: '/api/analysis-imagery',
    query: mapImageQuerySchema,
  }),
} as const;
