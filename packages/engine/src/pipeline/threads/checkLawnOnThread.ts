import type { Worker } from 'node:worker_threads';
import type { LotPolygon } from '@yardstick/core/lawnGeometry';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import { startEngineThread } from './engineThread.ts';
import type { LawnReply, LawnVerdict } from './lawnThreadMessages.ts';

export type { LawnVerdict } from './lawnThreadMessages.ts';

interface Waiting {
  resolve: (verdict: LawnVerdict) => void;
  reject: (error: Error) => void;
}

/** One thread for the process, started on the first lawn; checks queue on it in turn. */
let thread: Worker | undefined;
const waiting = new Map<number, Waiting>();
let nextId = 1;

function failAll(error: Error): void {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
}

function lawnThread(): Worker {
  if (thread) return thread;
  const worker = startEngineThread('lawnThread');
  worker.on('message', (reply: LawnReply) => {
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('verdict' in reply) pending?.resolve(reply.verdict);
    else pending?.reject(new Error(reply.error));
    // An idle thread does not keep the process alive.
    if (waiting.size === 0) worker.unref();
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => {
    if (thread === worker) thread = undefined;
    failAll(new Error(`The lawn thread stopped (${code})`));
  });
  worker.unref();
  thread = worker;
  return worker;
}

/**
 * Checks a lawn drawn on the map against its lot and measures it on a worker thread, so the
 * event loop goes on serving other requests meanwhile (`lawnGeometryProblem`, `lawnAreaSqFt`).
 */
export function checkLawnOnThread(
  geometry: LawnGeometry,
  lot: LotPolygon | null,
): Promise<LawnVerdict> {
  const worker = lawnThread();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.ref();
    worker.postMessage({ id, geometry, lot });
  });
}
