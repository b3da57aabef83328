/** DOM events the custom element sends to the host page (DESIGN §7). */
import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';

export const ESTIMATOR_EVENTS = {
  analysisComplete: 'yardstick:analysis-complete',
  quoteAccepted: 'yardstick:quote-accepted',
  done: 'yardstick:done',
} as const;

export interface EstimatorEventBridge {
  onAnalysisComplete(result: PropertyAnalysisResult): void;
  onQuoteAccepted(quote: AcceptedQuote): void;
  onDone(quote: AcceptedQuote | null): void;
}

/** Events bubble and cross the shadow boundary, so a listener on document hears them. */
export function estimatorEventBridge(host: EventTarget): EstimatorEventBridge {
  const send = (type: string, detail: unknown) =>
    host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  return {
    onAnalysisComplete: (result) => send(ESTIMATOR_EVENTS.analysisComplete, result),
    onQuoteAccepted: (quote) => send(ESTIMATOR_EVENTS.quoteAccepted, quote),
    onDone: (quote) => send(ESTIMATOR_EVENTS.done, { acceptedQuote: quote }),
  };
}
