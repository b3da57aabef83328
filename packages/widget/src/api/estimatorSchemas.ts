/**
 * The estimator's entries of the endpoint table, whose schemas parse its answers, and the
 * quote request's schema: a chunk of its own,
 * zod included, fetched once the address field is usable (see lazyChunks.ts).
 */
export { estimatorEndpoints } from '@yardstick/core/endpoints/estimator';
export {
  acceptQuoteRequestSchema,
  pricesChangedAnswerSchema,
} from '@yardstick/core/schemas/quotes';
