import { PLAN_LIST, registerPath, TRIAL, DEFAULT_REGISTER_PLAN } from '@yardstick/core/plans';
import { ButtonLink } from '../../ui/Button.tsx';
import { classNames } from '../../ui/classNames.ts';
import { LandingSection } from './LandingSection.tsx';

/** SPEC §2.4: the four plans from core, each with its free-trial link. */
export function PricingGrid() {
  return (
    <LandingSection
      name="pricing"
      eyebrow="Pricing"
      title="Simple plans that grow with you"
      intro={`Every plan starts with a ${TRIAL.days}-day free trial and ${TRIAL.estimates} estimates. No credit card needed.`}
    >
      <ul className="plans grid-auto list-reset">
        {PLAN_LIST.map((plan) => {
          const featured = plan.id === DEFAULT_REGISTER_PLAN;
          return (
            <li key={plan.id} className={classNames('plan', featured && 'plan--featured')}>
              {featured && <span className="plan__ribbon">Most popular</span>}
              <h3 className="plan__name">{plan.name}</h3>
              <p className="plan__price">{plan.price}</p>
              <p className="muted small">{plan.description}</p>
              <ul className="plan__features list-reset">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <ButtonLink
                to={registerPath(plan.id)}
                variant={featured ? 'primary' : 'secondary'}
                block
                aria-label={`Start Free ${TRIAL.days}-Day Trial of ${plan.name}`}
              >
                Start Free {TRIAL.days}-Day Trial
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
