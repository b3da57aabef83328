/**
 * The core schemas the estimator parses answers and the quote request with: a chunk of its own,
 * zod included, fetched once the address field is usable (see lazyChunks.ts).
 */
export { verifyApiKeyResponseSchema } from '@yardstick/core/schemas/account';
export {
  demoAddressesResponseSchema,
  geocodeResponseSchema,
  propertyAnalysisResultSchema,
} from '@yardstick/core/schemas/analysis';
export {
  acceptQuoteRequestSchema,
  acceptQuoteResponseSchema,
} from '@yardstick/core/schemas/quotes';
