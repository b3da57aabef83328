import { afterEach, describe, expect, it } from 'vitest';
import {
  hashPassword,
  PRODUCTION_HASH_COST,
  setPasswordHashCost,
  verifyPassword,
} from './password.ts';

describe('password hashing', () => {
  // The suite's own apps set the cheap test cost again when they start.
  afterEach(() => setPasswordHashCost(PRODUCTION_HASH_COST));

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('hashes at N = 2^15 in production', async () => {
    setPasswordHashCost(PRODUCTION_HASH_COST);
    expect(await hashPassword('correct horse')).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('checks every stored password at the cost it was made with', async () => {
    setPasswordHashCost(PRODUCTION_HASH_COST);
    const strong = await hashPassword('correct horse');
    setPasswordHashCost(10);
    const cheap = await hashPassword('correct horse');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse', strong)).toBe(true);
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('correct horsf', strong)).toBe(false);
  });

  it('refuses a stored value that is not one of our hashes', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
