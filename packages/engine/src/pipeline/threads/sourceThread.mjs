// Starts an analysis thread from TypeScript source (development and tests): tsx compiles the
// engine inside the thread. The compiled server starts the bundled analysisThread.js instead.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
