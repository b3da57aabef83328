/**
 * What the estimator needs only once a homeowner has typed: zod with the core schemas, and the
 * screens after an analysis. Left out of the first download, they are prefetched as soon as
 * the address field is usable, so they have arrived by the time an answer needs them.
 */
import { lazyModule } from './lazyModule.ts';

/**
 * zod is told not to probe for eval before any schema exists (zod probes as a schema is
 * built, and a strict CSP reports the probe). Chunks may run in another order than the imports
 * of their modules, so the other chunks are imported only once this one has run.
 */
const zodWithoutEval = lazyModule(() => import('./zodWithoutEval.ts'));

export const schemasChunk = lazyModule(() =>
  zodWithoutEval.load().then(() => import('./api/estimatorSchemas.ts')),
);

export const resultScreensChunk = lazyModule(() =>
  zodWithoutEval.load().then(() => import('./components/resultScreens.ts')),
);

export function prefetchLazyChunks(): void {
  // A failed prefetch is fetched again when it is needed, and reported then.
  for (const chunk of [schemasChunk, resultScreensChunk]) chunk.load().catch(() => undefined);
}
