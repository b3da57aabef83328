import type { PaidPlanId } from '@yardstick/core/enums';
import { PLAN_LIST } from '@yardstick/core/plans';
import { Card, CardHeader } from '../../ui/Card.tsx';

interface PlanChooserProps {
  plan: PaidPlanId;
  onChange: (plan: PaidPlanId) => void;
  disabled?: boolean;
}

/** The four plans of SPEC §9 (core's PLAN_LIST), one to choose. */
export function PlanChooser({ plan, onChange, disabled }: PlanChooserProps) {
  return (
    <Card aria-labelledby="plan-chooser-title">
      <CardHeader titleId="plan-chooser-title" title="Choose Your Plan" />
      <fieldset className="plan-options" disabled={disabled}>
        <legend className="visually-hidden">Plan</legend>
        {PLAN_LIST.map((option) => (
          <label key={option.id} className="plan-option">
            <input
              type="radio"
              name="plan"
              value={option.id}
              className="visually-hidden"
              checked={plan === option.id}
              onChange={() => onChange(option.id)}
            />
            <span className="plan-option__name">{option.name}</span>
            <p className="plan-option__price">{option.price}</p>
            <span className="small muted">{option.description}</span>
            <ul className="small plain-list">
              {option.features.slice(0, 2).map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </label>
        ))}
      </fieldset>
    </Card>
  );
}
