import { Agent, request } from 'node:http';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../platform/logger.ts';
import { createShutdown, listen, urlOf } from './server.ts';

describe('graceful shutdown', () => {
  /** Resolves with what `promise` gave, or 'still waiting' after `ms`. */
  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([
      promise,
      new Promise<'still waiting'>((r) => setTimeout(r, ms, 'still waiting')),
    ]);

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
    // A grace period longer than the test may wait: the stop must not need it.
    const shutdown = createShutdown({
      server,
      database,
      logger: createLogger('silent'),
      graceMs: 60_000,
    });

    const inFlight = fetch(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = shutdown();

    const res = await inFlight;
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ done: true });
    expect(await within(stopped, 3_000)).toBeUndefined();
    expect(events).toEqual(['request finished', 'database closed']);
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
    expect(shutdown()).toBe(stopped);
  });

  it('closes a kept connection once an answer already under way when the stop began is sent', async () => {
    const app = express();
    app.get('/stream', (_req, res) => {
      res.write('first ');
      setTimeout(() => res.end('last'), 300);
    });
    const server = await listen(app, 0, '127.0.0.1');
    const agent = new Agent({ keepAlive: true });
    const shutdown = createShutdown({
      server,
      database: { close: async () => {} },
      logger: createLogger('silent'),
      graceMs: 60_000,
    });
    try {
      const body = new Promise<string>((resolve, reject) => {
        const req = request(`${urlOf(server)}/stream`, { agent }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            if (text === 'first ') void shutdown();
          });
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
        req.end();
      });
      expect(await body).toBe('first last');
      expect(await within(shutdown(), 3_000)).toBeUndefined();
    } finally {
      agent.destroy();
    }
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
