import { PLANS, TRIAL } from '@yardstick/core/plans';
import type { PaidPlanId } from '@yardstick/core/enums';

/** The free-trial card beside the registration form (SPEC §2.6, §9 "Trial"). */
export function TrialInfoCard({ plan }: { plan: PaidPlanId }) {
  return (
    <aside className="notice notice--success trial-info" aria-labelledby="trial-info-title">
      <h2 id="trial-info-title" className="trial-info__title">
        {TRIAL.days}-day free trial
      </h2>
      <ul className="trial-info__list">
        <li>{TRIAL.estimates} property estimates included</li>
        <li>No credit card required</li>
        <li>All features: services, embed, storefront and accepted quotes</li>
        <li>
          Selected plan after the trial: <strong>{PLANS[plan].name}</strong> ({PLANS[plan].price})
        </li>
      </ul>
    </aside>
  );
}
