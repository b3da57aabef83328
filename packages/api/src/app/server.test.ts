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
