import { useRef, useState, type RefObject } from 'react';
import { createEstimatorStore, Estimator } from '@yardstick/widget';
import { DEMO_API_KEY, DEMO_SECTION_ID } from './demoConfig.ts';
import { LandingSection } from './LandingSection.tsx';
import { StaticDemoSample } from './StaticDemoSample.tsx';
import { usePresetDemo } from './usePresetDemo.ts';

const LIVE_INTRO =
  'Type an address from our demo neighbourhood or pick an example. A sample analysis loads by itself in a few seconds.';
const SAMPLE_INTRO = 'What a homeowner sees a few seconds after typing an address.';

/** The real estimator on the demo region, with the demo key. */
function LiveDemo({ sectionRef }: { sectionRef: RefObject<HTMLElement | null> }) {
  const [store] = useState(() => createEstimatorStore());
  usePresetDemo(sectionRef, store);
  return <Estimator apiKey={DEMO_API_KEY} demo showTrialCta allowAccept={false} store={store} />;
}

/** The section's heading: an invitation only where there is an analyzer to try. */
export function demoSectionTitle(live: boolean): string {
  return live ? 'Try the property analyzer' : 'See a sample quote';
}

/**
 * The live demo (SPEC §4.8) where the server runs it; elsewhere (DEMO off, or the server
 * cannot say) a static sample analysis, so the page never shows an error, and its words
 * offer nothing to try. `live` comes from useDemoLive.
 */
export function DemoSection({ live }: { live: boolean }) {
  const sectionRef = useRef<HTMLElement>(null);

  return (
    <LandingSection
      id={DEMO_SECTION_ID}
      sectionRef={sectionRef}
      name="demo"
      eyebrow={live ? 'Live demo' : 'Sample'}
      title={demoSectionTitle(live)}
      intro={live ? LIVE_INTRO : SAMPLE_INTRO}
      alt
    >
      <div className="landing-demo__frame">
        {live ? <LiveDemo sectionRef={sectionRef} /> : <StaticDemoSample />}
      </div>
    </LandingSection>
  );
}
