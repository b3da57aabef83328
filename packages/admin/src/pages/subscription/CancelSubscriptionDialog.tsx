import { formatDate } from '@yardstick/core/format';
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';

interface CancelSubscriptionDialogProps {
  open: boolean;
  /** The end of the paid period, when a default cancellation takes effect. */
  periodEnd: Date | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (immediately: boolean) => void;
}

/** Cancelling keeps what was paid for by default; ending at once is an explicit second choice. */
export function CancelSubscriptionDialog(props: CancelSubscriptionDialogProps) {
  if (!props.open) return null;
  return <CancelSubscriptionBody {...props} />;
}

function CancelSubscriptionBody({
  periodEnd,
  busy,
  onClose,
  onConfirm,
}: CancelSubscriptionDialogProps) {
  const [immediately, setImmediately] = useState(false);
  const endText = periodEnd ? formatDate(periodEnd) : 'the end of your billing period';
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={onClose}
      title="Cancel Subscription"
      description="Choose when your subscription ends. Your accepted quotes stay readable either way."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep Subscription
          </Button>
          <Button variant="danger" loading={busy} onClick={() => onConfirm(immediately)}>
            Cancel Subscription
          </Button>
        </>
      }
    >
      <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="visually-hidden">When it ends</legend>
        <label className="row" style={{ alignItems: 'flex-start' }}>
          <input
            type="radio"
            name="cancel-when"
            checked={!immediately}
            onChange={() => setImmediately(false)}
          />
          <span>
            <strong>At the end of the billing period</strong> (recommended): full access until{' '}
            {endText}, and you can resume until then.
          </span>
        </label>
        <label className="row" style={{ alignItems: 'flex-start' }}>
          <input
            type="radio"
            name="cancel-when"
            checked={immediately}
            onChange={() => setImmediately(true)}
          />
          <span>
            <strong>Immediately</strong>: access ends now and the rest of the period is not
            refunded.
          </span>
        </label>
      </fieldset>
    </Dialog>
  );
}
