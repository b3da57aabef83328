/**
 * The estimator proper, fetched by the loader (src/loader/loader.ts) as content-hashed
 * module chunks: it renders into the shadow root the loader has already attached, taking over
 * the first screen the loader drew (src/loader/firstScreen.ts).
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ElementEstimator } from './element.tsx';
import type { FirstScreenHandover } from './loader/firstScreen.ts';
import { createEstimatorStore } from './store/createEstimatorStore.ts';

/** Mounts the Estimator in `host`'s shadow root; returns the unmount for disconnection. */
export function mountEstimator(
  host: HTMLElement,
  defaultApiBase: string,
  firstScreen?: FirstScreenHandover,
): () => void {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const store = createEstimatorStore();
  if (firstScreen?.address) store.setState({ address: firstScreen.address });
  const root = createRoot(shadow);
  // The first screen in this task rather than a scheduled one: no frame shows neither screen,
  // and no keystroke lands between the loader's field and this one.
  flushSync(() =>
    root.render(
      <ElementEstimator container={shadow} defaultApiBase={defaultApiBase} store={store} />,
    ),
  );
  if (firstScreen) continueFrom(shadow, store, firstScreen);
  return () => root.unmount();
}

/** The caret where it was, suggestions for what was typed, and an Analyze that was pressed. */
function continueFrom(
  shadow: ShadowRoot,
  store: ReturnType<typeof createEstimatorStore>,
  { address, focus, submitted }: FirstScreenHandover,
): void {
  const field = shadow.querySelector<HTMLInputElement>('input[part~="address-input"]');
  if (field && focus) {
    field.focus();
    field.setSelectionRange(focus.start, focus.end);
  }
  const { setAddress, analyze } = store.getState();
  if (submitted) void analyze();
  else if (address) setAddress(address);
}
