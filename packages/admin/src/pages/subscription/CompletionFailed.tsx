import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';

interface CompletionFailedProps {
  message: string;
  /** What happened to the card, so the owner knows whether paying again would charge twice. */
  cardNote: string | null;
  onRetry: () => void;
  onBack: () => void;
}

/**
 * A completion that failed after the payment step: what went wrong, what happened to the card,
 * Retry, and a way back.
 */
export function CompletionFailed({ message, cardNote, onRetry, onBack }: CompletionFailedProps) {
  return (
    <div className="stack" role="alert">
      <Notice tone="danger">
        <strong>Your subscription could not be completed.</strong> {message}
        {cardNote && <p className="completion-failed__card">{cardNote}</p>}
      </Notice>
      <div className="row">
        <Button onClick={onRetry}>Retry</Button>
        <Button variant="secondary" onClick={onBack}>
          Back to Plans
        </Button>
      </div>
    </div>
  );
}
