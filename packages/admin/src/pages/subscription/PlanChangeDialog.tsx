import type { PaidPlanId } from '@yardstick/core/enums';
import { PLAN_LIST } from '@yardstick/core/plans';
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';

interface PlanChangeDialogProps {
  open: boolean;
  currentPlan: PaidPlanId;
  busy: boolean;
  onClose: () => void;
  onConfirm: (plan: PaidPlanId) => void;
}

/** The plan-change confirmation of SPEC §2.11: prorated, and charged immediately. */
export function PlanChangeDialog({
  open,
  currentPlan,
  busy,
  onClose,
  onConfirm,
}: PlanChangeDialogProps) {
  const others = PLAN_LIST.filter((plan) => plan.id !== currentPlan);
  const [choice, setChoice] = useState<PaidPlanId>(others[0]?.id ?? currentPlan);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Change Plan"
      description="The change is prorated: the difference for the rest of this billing period is charged immediately."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} onClick={() => onConfirm(choice)}>
            Confirm Plan Change
          </Button>
        </>
      }
    >
      <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="visually-hidden">New plan</legend>
        {others.map((plan) => (
          <label key={plan.id} className="row">
            <input
              type="radio"
              name="new-plan"
              checked={choice === plan.id}
              onChange={() => setChoice(plan.id)}
            />
            <span>
              <strong>{plan.name}</strong> — {plan.price}
            </span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
