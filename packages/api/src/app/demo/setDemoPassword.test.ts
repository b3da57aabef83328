import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../modules/accounts/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { owners } from '../../platform/db/schema/index.ts';
import { holdTestDatabase, releaseTestDatabase } from '../../testing/database.ts';
import { demoSignInMessage, framed } from './demoSignInMessage.ts';
import { DEMO_EMAIL, seedDemoOwner } from './seedDemoOwner.ts';
import { NO_DEMO_OWNER_MESSAGE, setDemoPassword } from './setDemoPassword.ts';

let db: Db;
beforeAll(async () => {
  db = (await holdTestDatabase()).db;
  await db.delete(owners).where(eq(owners.email, DEMO_EMAIL));
});
afterAll(releaseTestDatabase);

describe('setDemoPassword', () => {
  it('says to start the server first when there is no demo owner', async () => {
    await expect(setDemoPassword(db)).rejects.toThrow(NO_DEMO_OWNER_MESSAGE);
  });

  it('gives the demo owner a new password that signs in, and the old one no longer does', async () => {
    const seeded = await seedDemoOwner(db);
    if (!seeded.created) throw new Error('expected the demo owner to be created');
    const password = await setDemoPassword(db);
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(password).not.toBe(seeded.password);
    await expect(signIn(db, { email: DEMO_EMAIL, password })).resolves.toMatchObject({
      id: seeded.ownerId,
    });
    await expect(signIn(db, { email: DEMO_EMAIL, password: seeded.password })).rejects.toThrow();
  });
});

describe('demoSignInMessage', () => {
  it('frames the sign-in with the password, the storefront and the command', () => {
    const message = demoSignInMessage(new URL('http://localhost:4100'), 'abcDEF123_-xyz12');
    const lines = message.split('\n');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[0]).toMatch(/^\+-+\+$/);
    expect(lines.at(-1)).toBe(lines[0]);
    expect(message).toContain('Sign in at http://localhost:4100/login');
    expect(message).toContain(`Email:     ${DEMO_EMAIL}`);
    expect(message).toContain('Password:  abcDEF123_-xyz12');
    expect(message).toContain('Demo storefront: http://demo.localhost:4100/');
    expect(message).toContain('pnpm demo:password sets a new password');
  });

  it('points to the command when the password is no longer known', () => {
    const message = demoSignInMessage(new URL('https://yardstick.example.com'));
    expect(message).toContain('shown at the first start only');
    expect(message).toContain('Demo storefront: https://demo.yardstick.example.com/');
    expect(framed(['a', 'abc'])).toBe('+-------+\n|  a    |\n|  abc  |\n+-------+');
  });
});
