/**
 * The estimator proper, fetched by the loader (src/loader/loader.ts) as content-hashed
 * module chunks: it renders into the shadow root the loader has already attached.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ElementEstimator } from './element.tsx';

/** Mounts the Estimator in `host`'s shadow root; returns the unmount for disconnection. */
export function mountEstimator(host: HTMLElement, defaultApiBase: string): () => void {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const root = createRoot(shadow);
  // The first screen in this task rather than a scheduled one: the field is usable sooner.
  flushSync(() =>
    root.render(<ElementEstimator container={shadow} defaultApiBase={defaultApiBase} />),
  );
  return () => root.unmount();
}
