import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionExpiry } from '../../platform/auth/session.ts';
import type { Db } from '../../platform/db/database.ts';
import { ConflictError, UnauthorizedError, ValidationError } from '../../platform/errors.ts';
import { holdTestDatabase, releaseTestDatabase } from '../../testing/database.ts';
import { buildOwner, TEST_PASSWORD, uniqueEmail } from '../../testing/factories.ts';
import { changePassword } from './changePassword.ts';
import { registerOwner } from './registerOwner.ts';
import { sessionRepository } from './sessionRepository.ts';
import { signIn } from './signIn.ts';
import { updateProfile } from './updateProfile.ts';
import { currentWidgetKey, refreshWidgetKey } from './widgetKey.ts';

// The accounts' commands against their repositories on the test database, without HTTP.
let db: Db;

beforeAll(async () => {
  db = (await holdTestDatabase()).db;
});

afterAll(async () => {
  await releaseTestDatabase();
});

const registration = (email: string) => ({
  companyName: 'Green Acres Lawn Care',
  email,
  password: 'a long enough password',
  termsOfUseAccepted: true as const,
  privacyPolicyAccepted: true as const,
});

describe('registerOwner and signIn', () => {
  it('registers an owner who can then sign in with that password, and no one twice', async () => {
    const email = uniqueEmail();
    const owner = await registerOwner(db, registration(email));
    const signedIn = await signIn(db, { email, password: 'a long enough password' });
    expect(signedIn.id).toBe(owner.id);
    await expect(registerOwner(db, registration(email))).rejects.toBeInstanceOf(ConflictError);
  });

  it('refuses a wrong password', async () => {
    const owner = await buildOwner();
    await expect(
      signIn(db, { email: owner.email, password: 'not the password' }),
    ).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe('changePassword', () => {
  it('keeps the session it was asked from and ends the others', async () => {
    const owner = await buildOwner();
    const sessions = sessionRepository(db);
    const here = await sessions.create(owner.id, sessionExpiry(new Date()));
    const elsewhere = await sessions.create(owner.id, sessionExpiry(new Date()));
    await changePassword(db, owner.id, here, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new password',
    });
    expect(await sessions.isLive(owner.id, here)).toBe(true);
    expect(await sessions.isLive(owner.id, elsewhere)).toBe(false);
    await expect(
      signIn(db, { email: owner.email, password: 'a brand new password' }),
    ).resolves.toMatchObject({ id: owner.id });
  });

  it('changes nothing when the current password is wrong', async () => {
    const owner = await buildOwner();
    await expect(
      changePassword(db, owner.id, undefined, {
        currentPassword: 'a wrong password',
        newPassword: 'a brand new password',
      }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      signIn(db, { email: owner.email, password: TEST_PASSWORD }),
    ).resolves.toBeDefined();
  });
});

describe('updateProfile', () => {
  const emailChange = () => {
    const mailed: string[] = [];
    return {
      mailed,
      context: {
        secret: 'test-secret',
        publicUrl: new URL('https://app.example.test'),
        now: new Date(),
        mailEmailChange: async (_tx: Db, change: { newEmail: string }) => {
          mailed.push(change.newEmail);
        },
      },
    };
  };

  it("refuses another owner's e-mail address, and mails nothing", async () => {
    const owner = await buildOwner();
    const other = await buildOwner();
    const { mailed, context } = emailChange();
    const update = { email: other.email, companyName: owner.companyName };
    await expect(
      updateProfile(db, owner.id, { ...update, currentPassword: TEST_PASSWORD }, context),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(mailed).toEqual([]);
  });

  it('asks for the current password before a new e-mail, and keeps the old one until the link', async () => {
    const owner = await buildOwner();
    const { mailed, context } = emailChange();
    const update = { email: uniqueEmail(), companyName: owner.companyName };
    await expect(updateProfile(db, owner.id, update, context)).rejects.toBeInstanceOf(
      ValidationError,
    );
    await expect(
      updateProfile(db, owner.id, { ...update, currentPassword: 'not it' }, context),
    ).rejects.toBeInstanceOf(ValidationError);
    const saved = await updateProfile(
      db,
      owner.id,
      { ...update, currentPassword: TEST_PASSWORD },
      context,
    );
    expect(saved).toMatchObject({ email: owner.email, pendingEmail: update.email });
    expect(mailed).toEqual([update.email]);
  });
});

describe('the widget key', () => {
  it('stays the same until refreshed, then changes', async () => {
    const owner = await buildOwner();
    const first = await currentWidgetKey(db, owner.id);
    expect(await currentWidgetKey(db, owner.id)).toBe(first);
    const refreshed = await refreshWidgetKey(db, owner.id, new Date());
    expect(refreshed).not.toBe(first);
    expect(await currentWidgetKey(db, owner.id)).toBe(refreshed);
  });
});
