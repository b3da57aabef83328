import { PASSWORD_RESET_MESSAGES } from '@yardstick/core/schemas/account';
import { describe, expect, it } from 'vitest';
import { mailOutboxRepository } from '../notifications/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, TEST_PASSWORD, uniqueEmail } from '../../testing/factories.ts';

const GUESSES_ALLOWED = 5;
// Behind a proxy, as in production: each request may claim another client IP.
const app = useTestApp({
  env: { RATE_LIMIT_AUTH_MAX: String(GUESSES_ALLOWED), TRUST_PROXY: 'true' },
});

/** The same stolen session cookie, sent from another address each time. */
const fromIp = (owner: Awaited<ReturnType<typeof buildOwner>>, n: number) =>
  app.as(owner).with({ 'x-forwarded-for': `203.0.113.${n}` });

describe('a stolen session trying to take the account', () => {
  it('cannot guess the password through the e-mail change from many addresses, and moves nothing', async () => {
    const owner = await buildOwner();
    const attacker = uniqueEmail('attacker');
    const guesses: number[] = [];
    for (let n = 0; n < GUESSES_ALLOWED; n += 1) {
      const answer = await fromIp(owner, n).patch('/api/account', {
        companyName: owner.companyName,
        email: attacker,
        currentPassword: `guess number ${n}`,
      });
      expect(answer.body).toEqual({ error: PASSWORD_RESET_MESSAGES.currentPasswordWrong });
      guesses.push(answer.status);
    }
    expect(guesses.every((status) => status === 400)).toBe(true);

    // From a fresh address, even the right password is refused now: the account is counted.
    const lucky = await fromIp(owner, 99).patch('/api/account', {
      companyName: owner.companyName,
      email: attacker,
      currentPassword: TEST_PASSWORD,
    });
    expect(lucky.status).toBe(429);
    const changePassword = await fromIp(owner, 98).post('/api/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'attacker-chosen-password-1',
    });
    expect(changePassword.status).toBe(429);

    // Nothing moved: no link to the attacker, the owner still signs in with their own address.
    expect(await mailOutboxRepository(app.db).listForOwner(owner.id, 20)).toEqual([]);
    const me = await app.as(owner).get('/api/me');
    expect(me.body).toMatchObject({ email: owner.email });
    expect(me.body).not.toMatchObject({ pendingEmail: attacker });
    const signIn = await app
      .anonymous()
      .with({ 'x-forwarded-for': '198.51.100.7' })
      .post('/api/login', { email: owner.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
  });

  it('leaves another account on the same addresses its own count', async () => {
    const victim = await buildOwner();
    for (let n = 0; n < GUESSES_ALLOWED; n += 1)
      await fromIp(victim, 50 + n).post('/api/change-password', {
        currentPassword: `guess number ${n}`,
        newPassword: 'attacker-chosen-password-1',
      });
    const neighbour = await buildOwner();
    const own = await fromIp(neighbour, 60).post('/api/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-new-password-of-my-own-1',
    });
    expect(own.status).toBe(200);
  });
});
