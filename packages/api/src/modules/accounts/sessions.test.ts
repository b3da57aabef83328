import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../platform/auth/session.ts';
import { TEST_JWT_SECRET, useTestApp } from '../../testing/app.ts';
import { buildOwner, TEST_PASSWORD } from '../../testing/factories.ts';

const app = useTestApp();

/** Signs in with the password, as the login form does, and returns the session cookie. */
async function signIn(email: string): Promise<string> {
  const res = await app.anonymous().post('/api/login', { email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const me = (cookie: string) => app.anonymous().with({ cookie }).get('/api/me');

describe('revocable sessions', () => {
  it('refuses a copy of the cookie the moment its session signs out', async () => {
    const owner = await buildOwner();
    const cookie = await signIn(owner.email);
    expect((await me(cookie)).status).toBe(200);
    const out = await app.anonymous().with({ cookie }).post('/api/logout');
    expect(out.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });

  it('keeps other sessions of the owner when one signs out', async () => {
    const owner = await buildOwner();
    const laptop = await signIn(owner.email);
    const phone = await signIn(owner.email);
    await app.anonymous().with({ cookie: laptop }).post('/api/logout');
    expect((await me(phone)).status).toBe(200);
  });

  it('ends every session of the owner on "sign out everywhere", and no one else’s', async () => {
    const owner = await buildOwner();
    const other = await buildOwner();
    const laptop = await signIn(owner.email);
    const phone = await signIn(owner.email);
    const theirs = await signIn(other.email);
    const res = await app.anonymous().with({ cookie: laptop }).post('/api/logout-everywhere');
    expect(res.status).toBe(200);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await me(theirs)).status).toBe(200);
  });

  it('answers 401 for a correctly signed token whose subject or session is not an id', async () => {
    for (const claims of [
      { sub: 'not-a-uuid', jti: '00000000-0000-4000-8000-000000000000' },
      { sub: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const token = jwt.sign(claims, TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: '1h' });
      const res = await me(`${SESSION_COOKIE}=${token}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Please sign in to continue.' });
    }
  });
});
