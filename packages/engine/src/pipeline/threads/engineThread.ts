import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * Starts one of the engine's thread entries in this folder by name. The bundled server ships
 * `<name>.js` beside its entry; from source, tsx compiles `<name>.ts` inside the thread.
 */
export function startEngineThread(
  name: 'analysisThread' | 'demoRegionThread' | 'lawnThread',
  options: { workerData?: unknown; resourceLimits?: ResourceLimits } = {},
): Worker {
  const compiled = [
    new URL(`./${name}.js`, import.meta.url),
    new URL(`../${name}.js`, import.meta.url),
  ].find((url) => existsSync(fileURLToPath(url)));
  if (compiled) return new Worker(compiled, options);
  const entry = pathToFileURL(fileURLToPath(new URL(`./${name}.ts`, import.meta.url)));
  return new Worker(new URL('./sourceThread.mjs', import.meta.url), {
    ...options,
    workerData: { entry: entry.href, data: options.workerData },
    execArgv: [],
  });
}

/** What the thread was started with, whether it runs bundled or from source. */
export function engineThreadData(workerData: unknown): unknown {
  const fromSource = typeof workerData === 'object' && workerData !== null && 'entry' in workerData;
  return fromSource ? (workerData as { data?: unknown }).data : workerData;
}
