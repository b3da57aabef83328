import { Agent, request } from 'node:http';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../platform/logger.ts';
import { createShutdown, listen, urlOf } from './server.ts';

describe('graceful shutdown', () => {
  it('lets a request in flight finish, then closes the database, then refuses new connections', async () => {
    const events: string[] = [];
    const app = express();
    app.get('/slow', (_req, res) => {
      setTimeout(() => {
        events.push('request finished');
        res.json({ done: true });
      }, 300);
    });
    const server = await listen(app, 0, '127.0.0.1');
    const url = urlOf(server);
    const database = { close: async () => void events.push('database closed') };
    const shutdown = createShutdown({ server, database, logger: createLogger('silent') });

    const inFlight = fetch(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = shutdown();

    const res = await inFlight;
    expect(await res.json()).toEqual({ done: true });
    await stopped;
    expect(events).toEqual(['request finished', 'database closed']);
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
    expect(shutdown()).toBe(stopped);
  });
});

describe('keep-alive', () => {
  it('keeps an idle connection open past Node’s 5 s (and the second it allows beyond), so a client reusing it is answered', async () => {
    const app = express();
    app.get('/ping', (_req, res) => res.send('pong'));
    const server = await listen(app, 0);
    const agent = new Agent({ keepAlive: true });
    const get = () =>
      new Promise<{ body: string; reused: boolean }>((resolve, reject) => {
        const req = request(`${urlOf(server)}/ping`, { agent }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ body, reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await get()).toEqual({ body: 'pong', reused: false });
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await get()).toEqual({ body: 'pong', reused: true });
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
