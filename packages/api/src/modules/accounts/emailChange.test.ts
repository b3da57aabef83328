import { EMAIL_CHANGE_MESSAGES, PASSWORD_RESET_MESSAGES } from '@yardstick/core/schemas/account';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import {
  EMAIL_CHANGE_CONFIRM_MAIL,
  EMAIL_CHANGE_NOTICE_MAIL,
  mailOutboxRepository,
} from '../notifications/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, TEST_PASSWORD, uniqueEmail } from '../../testing/factories.ts';
import { EMAIL_CHANGE_LINK_HOURS } from './changeEmail.ts';

const clock = fixedClock(new Date());
const app = useTestApp({ clock });

async function mailsOf(ownerId: string) {
  return mailOutboxRepository(app.db).listForOwner(ownerId, 20);
}

/** The token of the confirmation link sent to the new address. */
async function confirmToken(ownerId: string): Promise<string> {
  const mail = (await mailsOf(ownerId)).find((each) => each.kind === EMAIL_CHANGE_CONFIRM_MAIL);
  const link = /https?:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error('no confirmation link was mailed');
  return new URL(link).searchParams.get('token') ?? '';
}

const signIn = (email: string) =>
  app.anonymous().post('/api/login', { email, password: TEST_PASSWORD });

describe('changing the sign-in e-mail', () => {
  it('asks for the current password and changes nothing without it', async () => {
    const owner = await buildOwner();
    const change = { companyName: owner.companyName, email: uniqueEmail() };
    const missing = await app.as(owner).patch('/api/account', change);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: EMAIL_CHANGE_MESSAGES.passwordNeeded });
    const wrong = await app
      .as(owner)
      .patch('/api/account', { ...change, currentPassword: 'not my password' });
    expect(wrong.body).toEqual({ error: PASSWORD_RESET_MESSAGES.currentPasswordWrong });
    expect(await mailsOf(owner.id)).toEqual([]);
  });

  it('mails a link to the new address, tells the old one, and switches only when the link is opened', async () => {
    const owner = await buildOwner();
    const newEmail = uniqueEmail();
    const asked = await app.as(owner).patch('/api/account', {
      companyName: owner.companyName,
      email: newEmail,
      currentPassword: TEST_PASSWORD,
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: owner.email, pendingEmail: newEmail });

    const mails = await mailsOf(owner.id);
    const notice = mails.find((mail) => mail.kind === EMAIL_CHANGE_NOTICE_MAIL);
    expect(notice?.toAddress).toBe(owner.email);
    expect(notice?.text).toContain(`asked to change its sign-in email to ${newEmail}`);
    const confirm = mails.find((mail) => mail.kind === EMAIL_CHANGE_CONFIRM_MAIL);
    expect(confirm?.toAddress).toBe(newEmail);
    // Until the link is opened, the old address signs in and the new one does not.
    expect((await signIn(owner.email)).status).toBe(200);
    expect((await signIn(newEmail)).status).toBe(401);

    const token = await confirmToken(owner.id);
    const confirmed = await app.anonymous().post('/api/email-change/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: newEmail });
    expect((await signIn(newEmail)).status).toBe(200);
    expect((await signIn(owner.email)).status).toBe(401);
    // The link works once.
    const again = await app.anonymous().post('/api/email-change/confirm', { token });
    expect(again.body).toEqual({ error: EMAIL_CHANGE_MESSAGES.invalidLink });
  });

  it('refuses an expired link, and one whose address another account took meanwhile', async () => {
    const owner = await buildOwner();
    const newEmail = uniqueEmail();
    const ask = () =>
      app.as(owner).patch('/api/account', {
        companyName: owner.companyName,
        email: newEmail,
        currentPassword: TEST_PASSWORD,
      });
    await ask();
    const expired = await confirmToken(owner.id);
    clock.advanceDays(EMAIL_CHANGE_LINK_HOURS / 24 + 0.01);
    expect(
      (await app.anonymous().post('/api/email-change/confirm', { token: expired })).body,
    ).toEqual({
      error: EMAIL_CHANGE_MESSAGES.invalidLink,
    });

    await ask();
    const fresh = await confirmToken(owner.id);
    await buildOwner({ email: newEmail });
    const taken = await app.anonymous().post('/api/email-change/confirm', { token: fresh });
    expect(taken.status).toBe(409);
  });
});
