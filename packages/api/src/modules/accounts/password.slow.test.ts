import { PASSWORD_RESET_MESSAGES, REGISTRATION_MESSAGES } from '@yardstick/core/schemas/account';
import { describe, expect, it } from 'vitest';
import { RESET_ANSWER_MS, RESET_LINK_MINUTES, RESET_LINKS_PER_HOUR } from './passwordReset.ts';
import { fixedClock } from '../../platform/clock.ts';
import { ownerRepository } from './ownerRepository.ts';
import { mailOutboxRepository, PASSWORD_RESET_MAIL } from '../notifications/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, TEST_PASSWORD } from '../../testing/factories.ts';

const clock = fixedClock(new Date());
const app = useTestApp({ clock });
/** The same app with a sign-in limit of two attempts per client. */
const strict = useTestApp({ env: { RATE_LIMIT_AUTH_MAX: '2' } });

async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.anonymous().post('/api/login', { email, password });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const me = (cookie: string) => app.anonymous().with({ cookie }).get('/api/me');

/** The reset links e-mailed to the owner, newest first, as the token in each link. */
async function resetTokens(ownerId: string): Promise<string[]> {
  const mails = await mailOutboxRepository(app.db).listForOwner(ownerId, 20);
  return mails
    .filter((mail) => mail.kind === PASSWORD_RESET_MAIL)
    .map((mail) => {
      const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
      if (!link) throw new Error(`no reset link in: ${mail.text}`);
      return new URL(link).searchParams.get('token') ?? '';
    });
}

describe('POST /api/password-reset/request', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const owner = await buildOwner();
    const known = await app.anonymous().post('/api/password-reset/request', { email: owner.email });
    const unknown = await app
      .anonymous()
      .post('/api/password-reset/request', { email: 'nobody@nowhere.example' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
    expect(unknown.body).toEqual(known.body);
    const mails = await mailOutboxRepository(app.db).listForOwner(owner.id, 5);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: owner.email,
      subject: 'Reset your Yardstick password',
    });
    expect(mails[0]?.text).toContain(`${app.config.publicUrl.origin}/reset-password?token=`);
    expect(mails[0]?.text).toContain(`for ${RESET_LINK_MINUTES} minutes`);
  });

  it(`sends at most ${RESET_LINKS_PER_HOUR} links an hour to one address, answering the same`, async () => {
    const owner = await buildOwner();
    for (let i = 0; i < RESET_LINKS_PER_HOUR + 2; i++) {
      const res = await app.anonymous().post('/api/password-reset/request', { email: owner.email });
      expect(res.body).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
    }
    expect(await resetTokens(owner.id)).toHaveLength(RESET_LINKS_PER_HOUR);
  });

  it('answers a known and an unknown address after the same wait', async () => {
    const owner = await buildOwner();
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await app.anonymous().post('/api/password-reset/request', { email });
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    // Both wait for the fixed moment, however little work the unknown address takes.
    for (const email of [owner.email, 'nobody-at-all@nowhere.example']) {
      expect(await timed(email)).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    }
  });

  it('refuses an address that is not one', async () => {
    const res = await app.anonymous().post('/api/password-reset/request', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: REGISTRATION_MESSAGES.emailInvalid });
  });

  it('is rate limited per client, like sign-in', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await strict
        .anonymous()
        .post('/api/password-reset/request', { email: 'a@b.example' });
      expect(res.status).toBe(200);
    }
    const res = await strict
      .anonymous()
      .post('/api/password-reset/request', { email: 'a@b.example' });
    expect(res.status).toBe(429);
  });
});

describe('POST /api/password-reset/confirm', () => {
  it('sets the new password once, ends every session and retires the other links', async () => {
    const owner = await buildOwner();
    const session = await signIn(owner.email);
    await app.anonymous().post('/api/password-reset/request', { email: owner.email });
    await app.anonymous().post('/api/password-reset/request', { email: owner.email });
    const [newest, older] = await resetTokens(owner.id);

    const res = await app
      .anonymous()
      .post('/api/password-reset/confirm', { token: newest, password: 'a-brand-new-pass' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await me(session)).status).toBe(401);
    const oldLogin = await app
      .anonymous()
      .post('/api/login', { email: owner.email, password: TEST_PASSWORD });
    expect(oldLogin.status).toBe(401);
    await signIn(owner.email, 'a-brand-new-pass');

    for (const token of [newest, older]) {
      const again = await app
        .anonymous()
        .post('/api/password-reset/confirm', { token, password: 'yet-another-pass' });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ error: PASSWORD_RESET_MESSAGES.invalidLink });
    }
  });

  it('refuses a link older than 30 minutes', async () => {
    const owner = await buildOwner();
    const start = clock.now();
    await app.anonymous().post('/api/password-reset/request', { email: owner.email });
    const [token] = await resetTokens(owner.id);
    clock.set(new Date(start.getTime() + (RESET_LINK_MINUTES + 1) * 60 * 1000));
    try {
      const res = await app
        .anonymous()
        .post('/api/password-reset/confirm', { token, password: 'a-brand-new-pass' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: PASSWORD_RESET_MESSAGES.invalidLink });
    } finally {
      clock.set(start);
    }
    await signIn(owner.email);
  });

  it('refuses a made-up token and a short password', async () => {
    const forged = await app
      .anonymous()
      .post('/api/password-reset/confirm', { token: 'x'.repeat(43), password: 'long-enough-1' });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ error: PASSWORD_RESET_MESSAGES.invalidLink });
    const short = await app
      .anonymous()
      .post('/api/password-reset/confirm', { token: 'x'.repeat(43), password: 'short' });
    expect(short.body).toEqual({ error: REGISTRATION_MESSAGES.passwordTooShort });
  });
});

describe('POST /api/change-password', () => {
  it('checks the current password, keeps this session and ends the others', async () => {
    const owner = await buildOwner();
    const laptop = await signIn(owner.email);
    const phone = await signIn(owner.email);
    const wrong = await app.anonymous().with({ cookie: laptop }).post('/api/change-password', {
      currentPassword: 'not-it-at-all',
      newPassword: 'fresh-pass-1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: PASSWORD_RESET_MESSAGES.currentPasswordWrong });
    expect((await me(phone)).status).toBe(200);

    const res = await app.anonymous().with({ cookie: laptop }).post('/api/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'fresh-pass-1',
    });
    expect(res.status).toBe(200);
    expect((await me(laptop)).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    await signIn(owner.email, 'fresh-pass-1');
  });

  it('answers 401 when signed out', async () => {
    const res = await app
      .anonymous()
      .post('/api/change-password', { currentPassword: 'a', newPassword: 'fresh-pass-1' });
    expect(res.status).toBe(401);
  });
});

describe('PATCH /api/account', () => {
  it('changes the company name at once', async () => {
    const owner = await buildOwner();
    const res = await app
      .as(owner)
      .patch('/api/account', { companyName: 'Greener Lawns', email: owner.email });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ companyName: 'Greener Lawns', email: owner.email });
    expect((await ownerRepository(app.db).get(owner.id))?.companyName).toBe('Greener Lawns');
  });

  it("refuses another account's e-mail and a short name", async () => {
    const owner = await buildOwner();
    const other = await buildOwner();
    const taken = await app.as(owner).patch('/api/account', {
      companyName: 'Mine',
      email: other.email,
      currentPassword: TEST_PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: 'An account with this email already exists.' });
    const short = await app
      .as(owner)
      .patch('/api/account', { companyName: 'M', email: owner.email });
    expect(short.body).toEqual({ error: REGISTRATION_MESSAGES.companyNameTooShort });
    expect((await ownerRepository(app.db).get(owner.id))?.email).toBe(owner.email);
  });

  it('keeps the time zone the owner chose, and refuses one that does not exist', async () => {
    const owner = await buildOwner();
    const profile = { companyName: 'Greener Lawns', email: owner.email };
    const set = await app
      .as(owner)
      .patch('/api/account', { ...profile, timeZone: 'America/Chicago' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ timeZone: 'America/Chicago' });
    // Left out, it stays as it was.
    const kept = await app.as(owner).patch('/api/account', profile);
    expect(kept.body).toMatchObject({ timeZone: 'America/Chicago' });
    const refused = await app
      .as(owner)
      .patch('/api/account', { ...profile, timeZone: 'Central Time' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'Please choose a time zone from the list' });
    expect((await ownerRepository(app.db).get(owner.id))?.timeZone).toBe('America/Chicago');
  });
});
