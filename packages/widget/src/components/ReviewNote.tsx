import { selectionNeedsReview } from '@yardstick/core/priceReview';
import { REVIEW_PRICE_NOTE } from '@yardstick/core/quotes';
import { useEstimator } from '../context.ts';

/**
 * A price on a measure below the owner's review threshold is provisional: said wherever the
 * price is, while a selected service rests on such a measure (or, once accepted, as the quote says).
 */
export function ReviewNote({ reviewRequired }: { reviewRequired?: boolean }) {
  const selectionNeedsIt = useEstimator((state) =>
    state.result
      ? selectionNeedsReview(
          state.result,
          state.serviceLines.filter((line) => line.isSelected),
        )
      : false,
  );
  if (!(reviewRequired ?? selectionNeedsIt)) return null;
  return (
    <p className="ys-review-note" part="review-note" data-testid="ys-review-note">
      {REVIEW_PRICE_NOTE}
    </p>
  );
}
