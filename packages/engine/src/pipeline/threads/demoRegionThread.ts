/**
 * A short-lived thread that paints the demo region into its folder: painting takes a few
 * seconds and ~100 MB of scratch rasters, which leave with the thread instead of staying in the
 * server's heap.
 */
import { installSourceMappedStacks } from '../../sourceMappedStacks.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { prepareStoredDemoRegion } from '../../demoRegion/demoRegionStore.ts';
import { engineThreadData } from './engineThread.ts';

installSourceMappedStacks(import.meta.url);

const { root, seed } = engineThreadData(workerData) as { root: string; seed: number };
parentPort?.postMessage(prepareStoredDemoRegion(root, seed));
