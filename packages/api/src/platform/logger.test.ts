import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

describe('logging a failed query', () => {
  it('never logs its parameters or the row values, and keeps the line short', () => {
    const { logger, lines } = capture();
    const hugePng = 'iVBORw0KGgo'.repeat(500_000);
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(pat@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "owners" ("email", "password_hash", "notes") values ($1, $2, $3)',
      ['pat@example.com', '$argon2id$v=19$secret-hash', `line one\nline two ${hugePng}`],
      cause,
    );
    logger.error({ err: error }, 'Unhandled error');

    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    expect(line).toContain('Failed query: insert into \\"owners\\"');
    expect(line).toContain('duplicate key value');
    for (const secret of ['pat@example.com', 'secret-hash', 'line two', 'iVBORw0KGgo']) {
      expect(line).not.toContain(secret);
    }
    expect(line.length).toBeLessThan(20_000);
  });
});
