/**
 * The body of the lawn thread: checks a lawn drawn on the map against its lot and measures it.
 * A 5,000-point outline takes a few hundred milliseconds of CPU, which would otherwise hold
 * the server's event loop (and every other request) for as long.
 */
import { installSourceMappedStacks } from '../../sourceMappedStacks.ts';
import { parentPort } from 'node:worker_threads';
import { lawnAreaSqFt, lawnGeometryProblem } from '@yardstick/core/lawnGeometry';
import type { LawnJob, LawnReply } from './lawnThreadMessages.ts';

installSourceMappedStacks(import.meta.url);

const port = parentPort;
if (!port) throw new Error('lawnThread runs only as a worker thread');

port.on('message', ({ id, geometry, lot }: LawnJob) => {
  let reply: LawnReply;
  try {
    const problem = lawnGeometryProblem(geometry, lot);
    reply = { id, verdict: { problem, areaSqFt: problem ? 0 : lawnAreaSqFt(geometry) } };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
