import type { Server } from 'node:http';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, urlOf } from '../../app/server.ts';
import { createLogger } from '../logger.ts';
import { API_KEY_HEADER } from './authenticate.ts';
import { errorHandler } from './errorHandler.ts';
import { accessLogLevel, requestLogging } from './requestLogging.ts';

const lines: string[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  const app = express();
  app.use(requestLogging(logger));
  app.get('/reset-password', (_req, res) => {
    res.send('the page');
  });
  app.get('/api/me', (_req, res) => {
    res.status(401).json({ error: 'Not signed in' });
  });
  app.get('/api/fails', () => {
    const cause = Object.assign(new Error('value too long for the column'), {
      detail: 'Failing row contains (pat@example.com).',
    });
    throw new DrizzleQueryError(
      'insert into "owners" ("email", "password_hash") values ($1, $2)',
      ['pat@example.com', '$argon2id$v=19$secret-hash'],
      cause,
    );
  });
  app.use(errorHandler(logger));
  server = await listen(app, 0, '127.0.0.1');
  base = urlOf(server);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The lines logged while `work` ran. */
async function loggedDuring(work: () => Promise<unknown>): Promise<string[]> {
  const from = lines.length;
  await work();
  // pino-http writes the access line once the response has finished.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return lines.slice(from);
}

describe('request logging', () => {
  it('logs an error met in a request without its query values, on every line', async () => {
    const logged = await loggedDuring(() => fetch(`${base}/api/fails`));
    expect(logged.length).toBeGreaterThan(0);
    const all = logged.join('\n');
    expect(all).toContain('Failed query: insert into');
    for (const secret of ['pat@example.com', 'secret-hash']) expect(all).not.toContain(secret);
  });

  it('keeps a 12 KB X-API-Key and other huge headers out, and every line short', async () => {
    const huge = `ys_pk_${'k'.repeat(12_000)}`;
    const logged = await loggedDuring(() =>
      fetch(`${base}/reset-password`, {
        headers: { [API_KEY_HEADER]: huge, 'user-agent': 'u'.repeat(3_000) },
      }),
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).not.toContain('kkkkkkkkkk');
    expect(logged[0]!.length).toBeLessThan(4_000);
  });

  it('never logs the password-reset token of a link', async () => {
    const token = 'reset-token-0123456789abcdef';
    const logged = await loggedDuring(() =>
      fetch(`${base}/reset-password?token=${token}&next=%2Fdashboard`),
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).not.toContain(token);
    expect(logged[0]).toContain('/reset-password?token=');
  });

  it('writes one short line per request at info: no headers either way, no warning for a 401', async () => {
    const logged = await loggedDuring(() =>
      fetch(`${base}/api/me`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } }),
    );
    expect(logged).toHaveLength(1);
    const line = JSON.parse(logged[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/me' } });
    expect(line.res).toEqual({ statusCode: 401 });
    expect(logged[0]).not.toContain('Mozilla');
    expect(logged[0]!.length).toBeLessThan(400);
  });
});

describe('request logging at debug', () => {
  it('adds the headers, still without credentials', async () => {
    const debugLines: string[] = [];
    const logger = createLogger('debug', { write: (line: string) => void debugLines.push(line) });
    const app = express();
    app.use(requestLogging(logger));
    app.get('/page', (_req, res) => {
      res.send('ok');
    });
    const debugServer = await listen(app, 0, '127.0.0.1');
    try {
      await fetch(`${urlOf(debugServer)}/page`, {
        headers: { 'user-agent': 'Mozilla/5.0', [API_KEY_HEADER]: 'ys_pk_secret_debug_key' },
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await new Promise<void>((resolve) => debugServer.close(() => resolve()));
    }
    const access = debugLines.find((line) => line.includes('"/page"')) ?? '';
    expect(access).toContain('Mozilla/5.0');
    expect(access).not.toContain('ys_pk_secret_debug_key');
  });
});

describe('accessLogLevel', () => {
  it('keeps warnings for rate limits and the database away, errors for server failures', () => {
    expect([200, 304, 400, 401, 404].map((status) => accessLogLevel(status, false))).toEqual([
      'info',
      'info',
      'info',
      'info',
      'info',
    ]);
    expect(accessLogLevel(429, false)).toBe('warn');
    expect(accessLogLevel(503, false)).toBe('warn');
    expect(accessLogLevel(500, false)).toBe('error');
    expect(accessLogLevel(200, true)).toBe('error');
  });
});
