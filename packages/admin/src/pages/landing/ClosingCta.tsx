import { registerPath } from '@yardstick/core/plans';
import { ButtonLink } from '../../ui/Button.tsx';

export function ClosingCta() {
  return (
    <section className="closing-cta" aria-labelledby="closing-title">
      <div className="container closing-cta__inner">
        <h2 id="closing-title">Ready to quote your next lawn in seconds?</h2>
        <p>Set up your services, add the estimator to your website and start winning jobs today.</p>
        <ButtonLink to={registerPath()} size="lg" className="closing-cta__button">
          Start Free Trial
        </ButtonLink>
      </div>
    </section>
  );
}
