import type { PaidPlanId } from '@yardstick/core/enums';
import { previewPlanChange } from '@yardstick/core/planChange';
import { PLAN_LIST, PLANS } from '@yardstick/core/plans';
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Notice } from '../../ui/Notice.tsx';

interface PlanChangeDialogProps {
  open: boolean;
  currentPlan: PaidPlanId;
  /** A downgrade already waiting for the period's end: choosing the current plan drops it. */
  pendingPlan: PaidPlanId | null;
  /** When the paid period ends (a downgrade takes effect then). */
  periodEnd: Date | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (plan: PaidPlanId) => void;
}

/**
 * Change Plan: the current plan is preselected, so nothing changes by accident. Another choice
 * shows current → new, the monthly difference, what happens to included estimates, and when
 * it takes effect: an upgrade now (the prorated difference charged), a downgrade at the end
 * of the paid period.
 */
export function PlanChangeDialog(props: PlanChangeDialogProps) {
  // Mounted only while open, so every opening starts from the current plan.
  if (!props.open) return null;
  return <PlanChangeDialogBody {...props} />;
}

function PlanChangeDialogBody({
  currentPlan,
  pendingPlan,
  periodEnd,
  busy,
  onClose,
  onConfirm,
}: PlanChangeDialogProps) {
  const [choice, setChoice] = useState<PaidPlanId>(currentPlan);
  const keepsCurrent = choice === currentPlan;
  const preview = keepsCurrent ? null : previewPlanChange(currentPlan, choice, periodEnd);
  const dropsPending = keepsCurrent && pendingPlan !== null;
  const confirmLabel = dropsPending
    ? `Keep ${PLANS[currentPlan].name}`
    : preview?.isDowngrade
      ? `Switch to ${PLANS[choice].name} at Period End`
      : 'Confirm Plan Change';

  return (
    <Dialog
      open
      wide
      onClose={onClose}
      title="Change Plan"
      description={`You are on ${PLANS[currentPlan].name} (${PLANS[currentPlan].price}).`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={busy}
            disabled={keepsCurrent && !dropsPending}
            onClick={() => onConfirm(choice)}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <fieldset className="plan-options">
        <legend className="visually-hidden">Plan</legend>
        {PLAN_LIST.map((plan) => (
          <label key={plan.id} className="plan-option">
            <input
              type="radio"
              className="visually-hidden"
              name="new-plan"
              checked={choice === plan.id}
              onChange={() => setChoice(plan.id)}
            />
            <span className="plan-option__name">
              {plan.name}
              {plan.id === currentPlan ? ' (current)' : ''}
            </span>
            <span className="plan-option__price" style={{ display: 'block' }}>
              {plan.price}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="plan-change-summary" aria-live="polite">
        {preview ? (
          <>
            <p className="plan-change-summary__route">
              <strong>{PLANS[currentPlan].name}</strong> → <strong>{PLANS[choice].name}</strong>
              <span className="plan-change-summary__difference">{preview.differenceText}</span>
            </p>
            <p>{preview.estimatesText}</p>
            <Notice tone={preview.isDowngrade ? 'info' : 'warning'}>{preview.timingText}</Notice>
          </>
        ) : dropsPending && pendingPlan ? (
          <p>
            Your move to {PLANS[pendingPlan].name} is scheduled. Keep {PLANS[currentPlan].name} to
            cancel that change.
          </p>
        ) : (
          <p className="muted">Choose another plan to see what changes.</p>
        )}
      </div>
    </Dialog>
  );
}
