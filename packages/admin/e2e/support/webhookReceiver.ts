import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from '@playwright/test';

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on this machine for the spec that calls it: started before its tests,
 * closed after them. It keeps every request it gets and answers each with the next status of
 * `replies`, 200 once they are used up.
 */
export function webhookReceiver() {
  const hooks: ReceivedHook[] = [];
  const replies: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      hooks.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(replies.shift() ?? 200).end();
    });
  });
  test.beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  test.afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    hooks,
    replies,
    /** The endpoint URL an owner registers. */
    url: () => `http://localhost:${(server.address() as AddressInfo).port}/yardstick`,
  };
}
