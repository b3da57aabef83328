import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { Benefits } from './Benefits.tsx';
import { ClosingCta } from './ClosingCta.tsx';
import { DemoSection } from './DemoSection.tsx';
import { Hero } from './Hero.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { LandingFooterLinks } from './LandingFooterLinks.tsx';
import { PricingGrid } from './PricingGrid.tsx';
import { useDemoLive } from './useDemoLive.ts';
import './landing.css';

/** SPEC §1, §2.4: the marketing page with the live demo. */
export function LandingPage() {
  useDocumentTitle('Instant Lawn-Care Quotes');
  const demoLive = useDemoLive();
  return (
    <>
      <Hero demoLive={demoLive} />
      <DemoSection live={demoLive} />
      <HowItWorks />
      <Benefits />
      <PricingGrid />
      <ClosingCta />
      <LandingFooterLinks />
    </>
  );
}
