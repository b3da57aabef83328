/** `<yardstick-estimator>`: the Estimator as a custom element in an open shadow root. */
import r2wc from '@r2wc/react-to-web-component';
import { useEffect, useMemo, useState } from 'react';
import { Estimator } from './Estimator.tsx';
import { ELEMENT_ATTRIBUTES, propsFromAttributes } from './element/attributes.ts';
import { ELEMENT_CSS } from './element/elementCss.ts';
import { estimatorEventBridge } from './element/events.ts';
import { WIDGET_VERSION } from './version.ts';

export const ELEMENT_TAG = 'yardstick-estimator';

/**
 * The origin this script was loaded from: the API lives there (DESIGN §7), so the same file
 * works from a CDN or another site. Read while the script runs; currentScript is null later.
 */
function scriptOrigin(): string {
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement && script.src)
    return new URL(script.src, document.baseURI).origin;
  return '';
}

const SCRIPT_ORIGIN = scriptOrigin();

/** r2wc hands the component its shadow root as `container`; the host is the element. */
function hostOf(container: HTMLElement | undefined): HTMLElement | null {
  if (container instanceof ShadowRoot && container.host instanceof HTMLElement)
    return container.host;
  return container ?? null;
}

function readHostProps(host: HTMLElement | null) {
  return propsFromAttributes((name) => host?.getAttribute(name) ?? null, SCRIPT_ORIGIN);
}

/**
 * Attributes are read from the element itself rather than through r2wc's props, which skip
 * empty values (`<yardstick-estimator demo>`) and removals.
 */
function useHostAttributes(host: HTMLElement | null) {
  const [props, setProps] = useState(() => readHostProps(host));
  useEffect(() => {
    if (!host) return;
    const observer = new MutationObserver(() => setProps(readHostProps(host)));
    observer.observe(host, { attributes: true, attributeFilter: [...ELEMENT_ATTRIBUTES] });
    return () => observer.disconnect();
  }, [host]);
  return props;
}

function ElementEstimator({ container }: { container?: HTMLElement }) {
  const host = hostOf(container);
  const props = useHostAttributes(host);
  const events = useMemo(() => (host ? estimatorEventBridge(host) : null), [host]);

  return (
    <>
      <style>{ELEMENT_CSS}</style>
      <div className="ys-host-root">
        <Estimator
          {...props}
          onAnalysisComplete={events?.onAnalysisComplete}
          onQuoteAccepted={events?.onQuoteAccepted}
        />
      </div>
    </>
  );
}

/** Defines the element once; a second copy of the script finds it and leaves it alone. */
export function defineEstimatorElement(
  registry: CustomElementRegistry = customElements,
): CustomElementConstructor {
  const existing = registry.get(ELEMENT_TAG);
  if (existing) return existing;

  class YardstickEstimatorElement extends r2wc(ElementEstimator, { shadow: 'open' }) {
    static readonly version = WIDGET_VERSION;
  }
  registry.define(ELEMENT_TAG, YardstickEstimatorElement);
  return YardstickEstimatorElement;
}
