import {
  acceptedReviewNote,
  acceptedUnderReview,
  reviewNoteFor,
} from '@yardstick/core/priceReview';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { useEstimator } from '../context.ts';

/**
 * A price on a measure below the owner's review threshold is provisional: said wherever the
 * price is, while a selected service rests on such a measure (naming it when others are firm),
 * or, once accepted, as the accepted quote says (in the same words).
 */
export function ReviewNote({ accepted }: { accepted?: AcceptedQuote }) {
  const selectionNote = useEstimator((state) =>
    state.result
      ? reviewNoteFor(
          state.result,
          state.serviceLines.filter((line) => line.isSelected),
        )
      : null,
  );
  const note = accepted
    ? acceptedReviewNote(acceptedUnderReview(accepted), accepted.services)
    : selectionNote;
  if (!note) return null;
  return (
    <p className="ys-review-note" part="review-note" data-testid="ys-review-note">
      {note}
    </p>
  );
}
