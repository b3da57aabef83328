/**
 * Quotes: homeowners' acceptances, priced again on the server, and the owner's list, export,
 * status, price overrides and the owner's edits of the lawn, beds and paving on the map. It announces accepted and changed quotes
 * through `QuoteEvents`, which app/ wires to their listeners. Other modules and the app use it
 * only through this file.
 */
export { IDEMPOTENCY_MISMATCH_MESSAGE } from './acceptQuote.ts';
export { adjustedLawnAreaSqFt } from './adjustedLawn.ts';
export {
  ANALYSIS_GONE_MESSAGE,
  LAYER_NOT_MAPPED_MESSAGES,
  SERVICE_NOT_REPRICEABLE_MESSAGE,
} from './adjustMeasurement.ts';
export { historyEntry } from './historyEntry.ts';
export { QUOTE_NOT_FOUND_MESSAGE } from './overrideLinePrice.ts';
export { presentAcceptedQuote } from './presenter.ts';
export type { QuoteEventContext, QuoteEvents } from './quoteEvents.ts';
export { recomputeFromAnalysis, selectionOfLines } from './recomputeQuote.ts';
export { quotesRouter, type QuotesDeps } from './router.ts';
export { editedAreasOf, quoteRepository, type QuoteWithLines } from './quotesRepository.ts';
export { repricedLine, type NewQuoteLine, type RepricedLine } from './quoteLines.ts';
