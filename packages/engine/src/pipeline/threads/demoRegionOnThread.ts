import { isDemoRegionStored } from '../../demoRegion/demoRegionStore.ts';
import { startEngineThread } from './engineThread.ts';

/**
 * Stores the seed's demo region under `root` when it is not there yet, painting it on a thread
 * of its own so that none of the painting's memory stays with the caller.
 */
export async function prepareDemoRegionOnThread(
  root: string,
  seed: number,
): Promise<{ generated: boolean }> {
  if (isDemoRegionStored(root, seed)) return { generated: false };
  const worker = startEngineThread('demoRegionThread', { workerData: { root, seed } });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: { generated: boolean }) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The demo region thread stopped (${code}) before storing the region`)),
    );
  });
}
