import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { Badge } from '../../ui/Badge.tsx';

/** A quote accepted below the owner's review threshold: check the measurement before confirming. */
export function ReviewBadge({ quote }: { quote: AcceptedQuote }) {
  if (!quote.reviewRequired) return null;
  const confidence =
    quote.measurementConfidence === null
      ? ''
      : ` · ${Math.round(quote.measurementConfidence * 100)}% confidence`;
  return <Badge tone="yellow">{`Review measurement${confidence}`}</Badge>;
}
