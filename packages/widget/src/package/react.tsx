/**
 * `@yardstick/widget/react`: the estimator as a React component for React 18 and 19 sites.
 * It renders with the site's own React into a shadow root on its host element, so the site's
 * CSS stays out and only the `--yardstick-*` properties and `::part()` names reach in.
 */
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { Estimator } from '../Estimator.tsx';
import { useShadowStyles } from '../element.tsx';
import { ELEMENT_CSS } from '../element/elementCss.ts';
import { announceVersion } from '../version.ts';
import type { YardstickEstimatorComponent, YardstickEstimatorProps } from './types.ts';

export type * from './types.ts';

announceVersion();

function ShadowEstimator({ host, ...props }: YardstickEstimatorProps & { host: HTMLElement }) {
  const adopted = useShadowStyles(host);
  return (
    <>
      {adopted ? null : <style>{ELEMENT_CSS}</style>}
      <div className="ys-host-root">
        <Estimator {...props} stylesAdopted={adopted} />
      </div>
    </>
  );
}

export const YardstickEstimator: YardstickEstimatorComponent = function YardstickEstimator({
  className,
  style,
  ...props
}) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const hostRef = useCallback((node: HTMLDivElement | null) => {
    if (node && !node.shadowRoot) node.attachShadow({ mode: 'open' });
    setHost(node);
  }, []);
  return (
    <div ref={hostRef} className={className} style={style} data-yardstick-estimator="">
      {host?.shadowRoot &&
        createPortal(<ShadowEstimator host={host} {...props} />, host.shadowRoot)}
    </div>
  );
};
