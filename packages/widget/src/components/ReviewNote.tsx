import { REVIEW_PRICE_NOTE } from '@yardstick/core/quotes';
import { useEstimator } from '../context.ts';

/** A price below the owner's review threshold is provisional: said wherever the price is. */
export function ReviewNote({ reviewRequired }: { reviewRequired?: boolean }) {
  const resultNeedsReview = useEstimator((state) => state.result?.reviewRequired ?? false);
  if (!(reviewRequired ?? resultNeedsReview)) return null;
  return (
    <p className="ys-review-note" part="review-note" data-testid="ys-review-note">
      {REVIEW_PRICE_NOTE}
    </p>
  );
}
