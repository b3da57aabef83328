import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { useRef, useState, type RefObject } from 'react';
import { createEstimatorStore, Estimator } from '@yardstick/widget';
import { api } from '../../http/client.ts';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
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

/**
 * The live demo (SPEC §4.8) where the server runs it; elsewhere (DEMO off, or the server
 * cannot say) a static sample analysis, so the page never shows an error. The analyzer is
 * shown while the answer is on its way: it makes no request of its own for the first 5 s.
 */
export function DemoSection() {
  const sectionRef = useRef<HTMLElement>(null);
  const status = useAsyncData(() => api.call(endpoints.demo));
  const live = status.loading || status.data?.live === true;

  return (
    <LandingSection
      id={DEMO_SECTION_ID}
      sectionRef={sectionRef}
      name="demo"
      eyebrow={live ? 'Live demo' : 'Sample'}
      title="Try the property analyzer"
      intro={live ? LIVE_INTRO : SAMPLE_INTRO}
      alt
    >
      <div className="landing-demo__frame">
        {live ? <LiveDemo sectionRef={sectionRef} /> : <StaticDemoSample />}
      </div>
    </LandingSection>
  );
}
