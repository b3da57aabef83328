/** `<yardstick-estimator>`: the Estimator as a custom element in an open shadow root. */
import r2wc from '@r2wc/react-to-web-component';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Estimator } from './Estimator.tsx';
import { ELEMENT_ATTRIBUTES, propsFromAttributes } from './element/attributes.ts';
import { ELEMENT_CSS } from './element/elementCss.ts';
import { estimatorEventBridge } from './element/events.ts';
import type { EstimatorStore } from './store/createEstimatorStore.ts';
import { ELEMENT_TAG } from './loader/constants.ts';
import { ESTIMATOR_CSS } from './styles.ts';
import { WIDGET_VERSION } from './version.ts';

export { ELEMENT_TAG };

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
function hostOf(container: HTMLElement | ShadowRoot | undefined): HTMLElement | null {
  if (container instanceof ShadowRoot)
    return container.host instanceof HTMLElement ? container.host : null;
  return container ?? null;
}

function readHostProps(host: HTMLElement | null, defaultApiBase: string) {
  return propsFromAttributes((name) => host?.getAttribute(name) ?? null, defaultApiBase);
}

/** Adds `css` to the shadow root's adopted stylesheets; returns how to take it back out. */
function adoptStyleSheet(shadow: ShadowRoot, css: string): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  return () => {
    shadow.adoptedStyleSheets = shadow.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}

/**
 * The element's rules as a constructable stylesheet where the browser has them: a host page
 * whose CSP forbids inline styles still applies these, where a <style> element is blocked.
 */
export function useShadowStyles(host: HTMLElement | null): boolean {
  const shadow = host?.shadowRoot;
  const adopted = Boolean(shadow && 'adoptedStyleSheets' in shadow);
  // Before paint, so the estimator never shows unstyled.
  useLayoutEffect(() => {
    if (!shadow || !adopted) return;
    return adoptStyleSheet(shadow, ELEMENT_CSS + ESTIMATOR_CSS);
  }, [shadow, adopted]);
  return adopted;
}

function useHostAttributes(host: HTMLElement | null, defaultApiBase: string) {
  const [props, setProps] = useState(() => readHostProps(host, defaultApiBase));
  useEffect(() => {
    if (!host) return;
    const observer = new MutationObserver(() => setProps(readHostProps(host, defaultApiBase)));
    observer.observe(host, { attributes: true, attributeFilter: [...ELEMENT_ATTRIBUTES] });
    return () => observer.disconnect();
  }, [host, defaultApiBase]);
  return props;
}

export function ElementEstimator({
  container,
  defaultApiBase = SCRIPT_ORIGIN,
  store,
}: {
  container?: HTMLElement | ShadowRoot;
  defaultApiBase?: string;
  /** Set by the loader's chunk to carry over what was typed on its first screen. */
  store?: EstimatorStore;
}) {
  const host = hostOf(container);
  const props = useHostAttributes(host, defaultApiBase);
  const events = useMemo(() => (host ? estimatorEventBridge(host) : null), [host]);
  const adopted = useShadowStyles(host);

  return (
    <>
      {adopted ? null : <style>{ELEMENT_CSS}</style>}
      <div className="ys-host-root">
        <Estimator
          {...props}
          onAnalysisComplete={events?.onAnalysisComplete}
          onQuoteAccepted={events?.onQuoteAccepted}
          onDone={events?.onDone}
          stylesAdopted={adopted}
          store={store}
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
