import express from 'express';
import multer from 'multer';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConflictError, INTERNAL_ERROR_MESSAGE, NotFoundError } from '../errors.ts';
import { listen, urlOf } from '../../app/server.ts';
import { errorHandler } from './errorHandler.ts';

const logged: unknown[] = [];
const logger = pino(
  { level: 'error' },
  { write: (line: string) => void logged.push(JSON.parse(line)) },
);

class DriverError extends Error {
  constructor(
    readonly code: string,
    readonly constraint: string,
  ) {
    super('duplicate key value violates unique constraint');
  }
}

const failures: Record<string, () => unknown> = {
  'not-found': () => {
    throw new NotFoundError('Service not found');
  },
  conflict: () => {
    throw new ConflictError('The default service cannot be deleted.');
  },
  zod: () => z.object({ name: z.string({ error: 'Service name is required' }) }).parse({}),
  // What Drizzle throws: its own error with the driver's error as the cause.
  unique: () => {
    throw new Error('Failed query', {
      cause: new DriverError('23505', 'storefronts_subdomain_unique'),
    });
  },
  multer: () => {
    throw new multer.MulterError('LIMIT_FILE_SIZE', 'logo');
  },
  bug: () => {
    throw new TypeError('cannot read properties of undefined');
  },
};

let url = '';
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.get('/:failure', (req) => failures[req.params.failure]?.());
  app.use(errorHandler(logger));
  const server = await listen(app, 0, '127.0.0.1');
  url = urlOf(server);
  close = () => server.close();
});
afterAll(() => close());

describe('error middleware', () => {
  it.each([
    ['not-found', 404, 'Service not found'],
    ['conflict', 409, 'The default service cannot be deleted.'],
    ['zod', 400, 'Service name is required'],
    ['unique', 409, 'That subdomain is already taken. Please choose another.'],
    ['multer', 413, 'The logo must be 2 MB or smaller.'],
  ])('answers a %s error with %i and a sentence', async (failure, status, message) => {
    const res = await fetch(`${url}/${failure}`);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error: message });
  });

  it('answers an unexpected error with 500 and a generic sentence, and logs the cause', async () => {
    const res = await fetch(`${url}/bug`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: INTERNAL_ERROR_MESSAGE });
    expect(JSON.stringify(logged)).toContain('cannot read properties of undefined');
  });
});
