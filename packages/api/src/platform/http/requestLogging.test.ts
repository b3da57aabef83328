import type { Server } from 'node:http';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, urlOf } from '../../app/server.ts';
import { createLogger } from '../logger.ts';
import { API_KEY_HEADER } from './authenticate.ts';
import { errorHandler } from './errorHandler.ts';
import { requestLogging } from './requestLogging.ts';

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
});
