import { reviewNoteFor } from '@yardstick/core/priceReview';
import { REVIEW_PRICE_NOTE } from '@yardstick/core/quotes';
import { useEstimator } from '../context.ts';

/**
 * A price on a measure below the owner's review threshold is provisional: said wherever the
 * price is, while a selected service rests on such a measure (naming it when others are firm),
 * or, once accepted, as the quote says.
 */
export function ReviewNote({ reviewRequired }: { reviewRequired?: boolean }) {
  const selectionNote = useEstimator((state) =>
    state.result
      ? reviewNoteFor(
          state.result,
          state.serviceLines.filter((line) => line.isSelected),
        )
      : null,
  );
  const note = reviewRequired === undefined ? selectionNote : reviewRequired && REVIEW_PRICE_NOTE;
  if (!note) return null;
  return (
    <p className="ys-review-note" part="review-note" data-testid="ys-review-note">
      {note}
    </p>
  );
}
