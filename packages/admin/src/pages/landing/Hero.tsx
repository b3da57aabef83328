import { registerPath, TRIAL } from '@yardstick/core/plans';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { DEMO_SECTION_ID } from './demoConfig.ts';
import { HeroPreview } from './HeroPreview.tsx';

function scrollToDemo() {
  const section = document.getElementById(DEMO_SECTION_ID);
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // Move focus too, so keyboard and screen-reader users land where the page scrolled.
  section?.focus({ preventScroll: true });
}

/** `demoLive`: the live analyzer runs; else the demo section shows a sample quote. */
export function Hero({ demoLive }: { demoLive: boolean }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner grid-auto">
        <div className="hero__copy">
          <p className="eyebrow">Instant quotes for lawn-care businesses</p>
          <h1 id="hero-title" className="hero__title">
            Quote any lawn in seconds, from just an address
          </h1>
          <p className="hero__lead">
            Yardstick measures the mowable area from aerial imagery, spots trees, pools and beds,
            and prices your services automatically. Put it on your website and let customers accept
            quotes while you work.
          </p>
          <div className="row hero__actions">
            <ButtonLink to={registerPath()} size="lg">
              Start Free Trial
            </ButtonLink>
            <Button variant="secondary" size="lg" onClick={scrollToDemo}>
              {demoLive ? 'Try Demo' : 'See a sample quote'}
            </Button>
          </div>
          <p className="small muted">
            {TRIAL.days}-day free trial · {TRIAL.estimates} estimates · no credit card
          </p>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
