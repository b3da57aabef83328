import { randomUUID } from 'node:crypto';
import { currentUserSchema, REGISTRATION_MESSAGES } from '@yardstick/core/schemas/account';
import { TIME_ZONE_MESSAGE } from '@yardstick/core/timeZone';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, TEST_PASSWORD, uniqueEmail } from '../../testing/factories.ts';

const app = useTestApp();
const strictApp = useTestApp({ env: { RATE_LIMIT_AUTH_MAX: '3' } });
/** The same limit, for a test of its own (each app counts apart). */
const countingApp = useTestApp({ env: { RATE_LIMIT_AUTH_MAX: '3' } });
const httpsApp = useTestApp({ env: { PUBLIC_URL: 'https://yardstick.example.com' } });

function registration(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Fresh Cut Lawns',
    email: uniqueEmail(),
    password: 'long-enough-password',
    termsOfUseAccepted: true,
    privacyPolicyAccepted: true,
    ...overrides,
  };
}

function cookieFrom(res: { headers: Headers }): string {
  const setCookie = res.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0] ?? '';
}

describe('POST /api/register', () => {
  it('creates the account, signs the owner in and answers the user with its id', async () => {
    const body = registration({ email: `New.Owner.${randomUUID()}@Example.test` });
    const res = await app.anonymous().post('/api/register', body);
    expect(res.status).toBe(201);
    const user = currentUserSchema.parse(res.body);
    expect(user).toMatchObject({
      email: body.email.toLowerCase(),
      companyName: 'Fresh Cut Lawns',
      subscriptionStatus: 'none',
      plan: 'none',
      isSuperUser: false,
    });
    expect(res.body).not.toHaveProperty('passwordHash');

    const me = await app
      .anonymous()
      .with({ cookie: cookieFrom(res) })
      .get('/api/me');
    expect(me.status).toBe(200);
    expect(currentUserSchema.parse(me.body).id).toBe(user.id);
  });

  it('sets an httpOnly, SameSite=Lax session cookie, Secure only over https', async () => {
    const plain = await app.anonymous().post('/api/register', registration());
    const cookie = plain.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const secure = await httpsApp.anonymous().post('/api/register', registration());
    expect(secure.headers.get('set-cookie')).toMatch(/Secure/i);
  });

  it.each([
    ['companyName', { companyName: '' }, REGISTRATION_MESSAGES.companyNameRequired],
    ['companyName', { companyName: 'A' }, REGISTRATION_MESSAGES.companyNameTooShort],
    ['email', { email: 'not-an-email' }, REGISTRATION_MESSAGES.emailInvalid],
    ['password', { password: 'short' }, REGISTRATION_MESSAGES.passwordTooShort],
    ['termsOfUseAccepted', { termsOfUseAccepted: false }, REGISTRATION_MESSAGES.termsRequired],
    ['timeZone', { timeZone: 'Mars/Olympus_Mons' }, TIME_ZONE_MESSAGE],
    [
      'privacyPolicyAccepted',
      { privacyPolicyAccepted: false },
      REGISTRATION_MESSAGES.privacyRequired,
    ],
  ])('refuses a bad %s with the SPEC sentence', async (_field, override, message) => {
    const res = await app.anonymous().post('/api/register', registration(override));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it('keeps the zone the owner signed up in, and none when none was sent', async () => {
    const zoned = await app
      .anonymous()
      .post('/api/register', registration({ timeZone: 'America/Denver' }));
    expect(zoned.status).toBe(201);
    expect(currentUserSchema.parse(zoned.body).timeZone).toBe('America/Denver');
    const plain = await app.anonymous().post('/api/register', registration());
    expect(currentUserSchema.parse(plain.body).timeZone).toBeNull();
    const unset = await app.anonymous().post('/api/register', registration({ timeZone: null }));
    expect(currentUserSchema.parse(unset.body).timeZone).toBeNull();
  });

  it('refuses an email that already has an account with 409', async () => {
    const owner = await buildOwner();
    const res = await app
      .anonymous()
      .post('/api/register', registration({ email: owner.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'An account with this email already exists.' });
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password and answers the user', async () => {
    const owner = await buildOwner();
    const res = await app
      .anonymous()
      .post('/api/login', { email: owner.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(currentUserSchema.parse(res.body)).toMatchObject({ id: owner.id, plan: 'trial' });
    const me = await app
      .anonymous()
      .with({ cookie: cookieFrom(res) })
      .get('/api/me');
    expect(me.status).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same 401 sentence', async () => {
    const owner = await buildOwner();
    const wrong = await app
      .anonymous()
      .post('/api/login', { email: owner.email, password: 'not-the-password' });
    const unknown = await app
      .anonymous()
      .post('/api/login', { email: uniqueEmail(), password: TEST_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid email or password' });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('asks for the password when it is missing', async () => {
    const res = await app.anonymous().post('/api/login', { email: 'someone@example.test' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: REGISTRATION_MESSAGES.passwordRequired });
  });

  it('counts only failed sign-ins towards the limit', async () => {
    const owner = await buildOwner();
    const client = countingApp.anonymous();
    for (let i = 0; i < 5; i += 1) {
      const res = await client.post('/api/login', { email: owner.email, password: TEST_PASSWORD });
      expect(res.status, res.text).toBe(200);
    }
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await client.post('/api/login', { email: owner.email, password: 'wrong-pass-1' });
      statuses.push(res.status);
    }
    // Three failures are allowed; the fourth attempt is refused, even with the right password.
    expect(statuses).toEqual([401, 401, 401, 429]);
    const locked = await client.post('/api/login', { email: owner.email, password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
  });

  it('answers 429 after too many attempts from one address', async () => {
    const attempts = [];
    for (let i = 0; i < 4; i += 1) {
      attempts.push(
        await strictApp
          .anonymous()
          .post('/api/login', { email: uniqueEmail(), password: 'whatever-pass' }),
      );
    }
    expect(attempts.map((res) => res.status)).toEqual([401, 401, 401, 429]);
    expect(attempts[3]?.body).toEqual({
      error: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });
});

describe('POST /api/logout', () => {
  it('clears the session cookie', async () => {
    const owner = await buildOwner();
    const res = await app.as(owner).post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(res.headers.get('set-cookie')).toMatch(/ys_session=;/);
  });
});

describe('GET /api/me', () => {
  it('answers 401 when signed out', async () => {
    const res = await app.anonymous().get('/api/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Please sign in to continue.' });
  });

  it('answers 401 for a forged session cookie', async () => {
    const res = await app.anonymous().with({ cookie: 'ys_session=not.a.jwt' }).get('/api/me');
    expect(res.status).toBe(401);
  });

  it('answers the signed-in owner without secrets', async () => {
    const owner = await buildOwner({ isSuperUser: true });
    const res = await app.as(owner).get('/api/me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: owner.id,
      email: owner.email,
      companyName: owner.companyName,
      subscriptionStatus: 'none',
      plan: 'super',
      isSuperUser: true,
      isDemo: false,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      hasHadActiveSubscription: false,
      cancelAt: null,
      pendingPlan: null,
      pendingPlanAt: null,
      timeZone: null,
      paymentGraceEndsAt: null,
      pendingEmail: null,
    });
  });
});
