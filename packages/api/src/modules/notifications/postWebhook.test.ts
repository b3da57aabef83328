import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { postWebhook } from './postWebhook.ts';

/** A receiver that answers `status` and then sends a body that never ends. */
async function endlessReceiver(status: number) {
  let written = 0;
  const closed: Promise<void>[] = [];
  const server = createServer((req, res: ServerResponse) => {
    req.resume();
    closed.push(once(res, 'close').then(() => undefined));
    res.writeHead(status, { 'Content-Type': 'application/octet-stream' });
    const chunk = Buffer.alloc(64 * 1024, 120);
    const pump = () => {
      while (!res.destroyed && res.write(chunk)) written += chunk.length;
      if (!res.destroyed) res.once('drain', pump);
    };
    pump();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/hook`,
    written: () => written,
    connectionsClosed: () => Promise.all(closed),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('postWebhook', () => {
  it('takes the status of an answer whose body never ends, and hangs up at once', async () => {
    const receiver = await endlessReceiver(200);
    try {
      const outcome = await postWebhook(
        receiver.url,
        '{"event":"quote.accepted"}',
        {},
        {
          development: true,
          timeoutMs: 10_000,
        },
      );
      expect(outcome).toEqual({ ok: true, statusCode: 200 });
      await receiver.connectionsClosed();
      const after = receiver.written();
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Nothing more is taken once the status is in: a few buffers at most went out.
      expect(receiver.written()).toBe(after);
      expect(after).toBeLessThan(16 * 1024 * 1024);
    } finally {
      await receiver.close();
    }
  });

  it('reports a refusal with an endless body as that status, without reading it', async () => {
    const receiver = await endlessReceiver(500);
    try {
      const outcome = await postWebhook(receiver.url, '{}', {}, { development: true });
      expect(outcome).toEqual({ ok: false, statusCode: 500, error: 'The endpoint answered 500' });
      await receiver.connectionsClosed();
    } finally {
      await receiver.close();
    }
  });
});
