import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';

interface CompletionFailedProps {
  message: string;
  onRetry: () => void;
  onBack: () => void;
}

/** A completion that failed after the payment step: what went wrong, Retry, and a way back. */
export function CompletionFailed({ message, onRetry, onBack }: CompletionFailedProps) {
  return (
    <div className="stack" role="alert">
      <Notice tone="danger">
        <strong>Your subscription could not be completed.</strong> {message}
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
