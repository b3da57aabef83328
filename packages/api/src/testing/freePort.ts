import { once } from 'node:events';
import { createServer } from 'node:net';

/** Below the system's ephemeral range (32768–60999): 24 workers of 500 ports each. */
const FIRST_PORT = 20_000;
const PORTS_PER_WORKER = 500;
const WORKER_BLOCKS = 24;
let nextInBlock = 0;

async function canListen(port: number): Promise<boolean> {
  const server = createServer();
  try {
    server.listen(port);
    await once(server, 'listening');
    return true;
  } catch {
    return false;
  } finally {
    if (server.listening) {
      server.close();
      await once(server, 'close');
    }
  }
}

/**
 * A port for a server a test starts, free now and handed to no other test worker. A port the
 * system picks (listen on 0) is free only until closed: another worker could be handed the
 * same one, and a server then took the other's health answer for its own. Here each worker
 * takes ports from a block of its own, below the range the system hands out for connections.
 */
export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const block = FIRST_PORT + ((Math.max(worker, 1) - 1) % WORKER_BLOCKS) * PORTS_PER_WORKER;
  while (nextInBlock < PORTS_PER_WORKER) {
    const port = block + nextInBlock;
    nextInBlock += 1;
    if (await canListen(port)) return port;
  }
  throw new Error(`This test worker used all ${PORTS_PER_WORKER} ports of its block.`);
}
