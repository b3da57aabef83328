import {
  MAIL_MESSAGES,
  MAIL_RESENDS_PER_DAY,
  mailSettingsResponseSchema,
  resendMailResponseSchema,
} from '@yardstick/core/schemas/mail';
import { errorBodySchema } from '@yardstick/core/schemas/fields';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/db/schema/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner } from '../../testing/factories.ts';
import type { Owner } from '../accounts/index.ts';
import { mailOutboxRepository } from './mailOutboxRepository.ts';
import { PASSWORD_RESET_MAIL } from './passwordResetMail.ts';

const app = useTestApp();

/** A password-reset message of the owner's that the mail server refused for good. */
async function failedMail(owner: Owner, status: 'failed' | 'sent' | 'pending' = 'failed') {
  const mail = await mailOutboxRepository(app.db).enqueue({
    kind: PASSWORD_RESET_MAIL,
    ownerId: owner.id,
    fromName: 'Yardstick',
    to: owner.email,
    subject: 'Reset your password',
    text: 'Reset it here.',
    html: '<p>Reset it here.</p>',
  });
  await app.db
    .update(mailOutbox)
    .set({ status, attempts: 8, lastError: '550 mailbox unavailable' })
    .where(eq(mailOutbox.id, mail.id));
  return mail;
}

const resend = (owner: Owner, id: string) => app.as(owner).post(`/api/mail/${id}/resend`);

async function latest(owner: Owner) {
  return mailSettingsResponseSchema.parse((await app.as(owner).get('/api/mail-settings')).body)
    .recentMail;
}

describe('POST /api/mail/:id/resend', () => {
  it('queues a failed e-mail again once, and the list names the kind and offers no second Resend', async () => {
    const owner = await buildOwner();
    const mail = await failedMail(owner);
    const before = await latest(owner);
    expect(before[0]).toMatchObject({ label: 'Password reset', status: 'failed', canResend: true });

    const res = await resend(owner, mail.id);
    expect(res.status).toBe(201);
    const copy = resendMailResponseSchema.parse(res.body).mail;
    expect(copy).toMatchObject({ label: 'Password reset', status: 'pending', attempts: 0 });
    expect(copy.id).not.toBe(mail.id);

    const again = await resend(owner, mail.id);
    expect(again.status).toBe(409);
    expect(errorBodySchema.parse(again.body).error).toBe(MAIL_MESSAGES.alreadyResent);
    const after = await latest(owner);
    expect(after.find((row) => row.id === mail.id)?.canResend).toBe(false);
    expect(after.filter((row) => row.kind === PASSWORD_RESET_MAIL)).toHaveLength(2);
  });

  it('refuses a message that did not fail', async () => {
    const owner = await buildOwner();
    for (const status of ['sent', 'pending'] as const) {
      const mail = await failedMail(owner, status);
      const res = await resend(owner, mail.id);
      expect(res.status).toBe(409);
      expect(errorBodySchema.parse(res.body).error).toBe(MAIL_MESSAGES.resendNotFailed);
    }
  });

  it("answers 404 for another owner's message, an unknown id and a malformed one", async () => {
    const owner = await buildOwner();
    const stranger = await buildOwner();
    const mail = await failedMail(owner);
    expect((await resend(stranger, mail.id)).status).toBe(404);
    expect((await resend(owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await resend(owner, 'not-a-uuid')).status).toBe(404);
    expect((await app.anonymous().post(`/api/mail/${mail.id}/resend`)).status).toBe(401);
  });

  it(`allows ${MAIL_RESENDS_PER_DAY} resends a day per owner`, async () => {
    const owner = await buildOwner();
    for (let i = 0; i < MAIL_RESENDS_PER_DAY; i += 1)
      expect((await resend(owner, (await failedMail(owner)).id)).status).toBe(201);
    const refused = await resend(owner, (await failedMail(owner)).id);
    expect(refused.status).toBe(429);
    expect(errorBodySchema.parse(refused.body).error).toBe(MAIL_MESSAGES.resendLimit);
    // Another owner has a limit of their own.
    const other = await buildOwner();
    expect((await resend(other, (await failedMail(other)).id)).status).toBe(201);
  });
});
