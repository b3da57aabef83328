import { useRef, useState } from 'react';
import { createEstimatorStore, Estimator } from '@yardstick/widget';
import { DEMO_API_KEY, DEMO_SECTION_ID } from './demoConfig.ts';
import { LandingSection } from './LandingSection.tsx';
import { usePresetDemo } from './usePresetDemo.ts';

/** The live demo (SPEC §4.8): the real estimator on the demo region, with the demo key. */
export function DemoSection() {
  const sectionRef = useRef<HTMLElement>(null);
  const [store] = useState(() => createEstimatorStore());
  usePresetDemo(sectionRef, store);

  return (
    <LandingSection
      id={DEMO_SECTION_ID}
      sectionRef={sectionRef}
      name="demo"
      eyebrow="Live demo"
      title="Try the property analyzer"
      intro="Type an address from our demo neighbourhood or pick an example. A sample analysis loads by itself in a few seconds."
      alt
    >
      <div className="landing-demo__frame">
        <Estimator apiKey={DEMO_API_KEY} demo showTrialCta allowAccept={false} store={store} />
      </div>
    </LandingSection>
  );
}
