import { Suspense, createElement, lazy, type ComponentType } from 'react';
import type { LazyModule } from '../lazyModule.ts';

/** Holds the screen's place in the rare case its chunk is still on its way. */
function ScreenLoading() {
  return (
    <div className="ys-card" aria-busy="true">
      <p className="ys-muted">Loading…</p>
    </div>
  );
}

/**
 * A screen from a chunk fetched after the first screen. Once the chunk has arrived (the usual
 * case: it is prefetched, and an analysis waits for it) the screen renders at once, with no
 * suspended frame; before that a loading card holds its place.
 */
export function lazyScreen<M, P extends object>(
  chunk: LazyModule<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Suspended = lazy(() => chunk.load().then((module) => ({ default: pick(module) })));
  return function LazyScreen(props: P) {
    const arrived = chunk.loaded();
    if (arrived) return createElement(pick(arrived), props);
    return <Suspense fallback={<ScreenLoading />}>{createElement(Suspended, props)}</Suspense>;
  };
}
