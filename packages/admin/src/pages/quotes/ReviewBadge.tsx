import { acceptedUnderReview, reviewReasons } from '@yardstick/core/priceReview';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { Badge } from '../../ui/Badge.tsx';

/** Why a quote waits for the owner's review, a badge per reason: check these before confirming. */
export function ReviewBadge({ quote }: { quote: AcceptedQuote }) {
  return reviewReasons(acceptedUnderReview(quote)).map((reason) => (
    <Badge key={reason} tone="yellow">
      {reason}
    </Badge>
  ));
}
