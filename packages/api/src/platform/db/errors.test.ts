import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';

describe('isDatabaseUnavailable', () => {
  it('knows every way node-postgres says a connection was lost, wrapped or not', () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Client has encountered a connection error and is not queryable',
      'Client was closed and is not queryable',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
      const wrapped = new Error('Failed query: begin', { cause: new Error(message) });
      expect(isDatabaseUnavailable(wrapped), message).toBe(true);
    }
    const terminated = Object.assign(new Error('terminating connection'), { code: '57P01' });
    expect(isDatabaseUnavailable(terminated)).toBe(true);
  });

  it('leaves a refused statement to the other answers', () => {
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(new Error('The client was not queryable'))).toBe(false);
  });
});
