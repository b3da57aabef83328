/**
 * The body of an analysis thread: builds the providers from their recipe (once per recipe)
 * and runs the pixel work of one parcel at a time, so the server's event loop stays free.
 */
import { installSourceMappedStacks } from '../../sourceMappedStacks.ts';
import { parentPort } from 'node:worker_threads';
import { createProviders, type ProviderOptions } from '../../providers/registry.ts';
import type { Providers } from '../../providers/types.ts';
import { analyzeParcel } from '../analyzeParcel.ts';
import type { ParcelJob, ThreadFailure, ThreadReply } from './threadMessages.ts';

installSourceMappedStacks(import.meta.url);

const port = parentPort;
if (!port) throw new Error('analysisThread runs only as a worker thread');

const providersByRecipe = new Map<string, Providers>();

/** Provider warnings go to the server's logger on the main thread. */
const logger = {
  warn(details: object, message: string): void {
    post({ kind: 'log', details: cloneable(details), message });
  },
};

function providersFor(recipe: ProviderOptions): Providers {
  const key = JSON.stringify(recipe);
  let providers = providersByRecipe.get(key);
  if (!providers) {
    providers = createProviders(recipe, { logger });
    providersByRecipe.set(key, providers);
  }
  return providers;
}

function post(reply: ThreadReply): void {
  port!.postMessage(reply);
}

/** Errors and other odd values become plain data, so posting a log line never throws. */
function cloneable(details: object): object {
  return JSON.parse(
    JSON.stringify(details, (_key, value: unknown) =>
      value instanceof Error ? { type: value.name, message: value.message } : value,
    ),
  ) as object;
}

function failureOf(error: unknown): ThreadFailure {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

port.on('message', (job: ParcelJob) => {
  analyzeParcel(job.parcel, providersFor(job.recipe)).then(
    (geography) => post({ kind: 'done', id: job.id, geography }),
    (error: unknown) => post({ kind: 'failed', id: job.id, failure: failureOf(error) }),
  );
});
