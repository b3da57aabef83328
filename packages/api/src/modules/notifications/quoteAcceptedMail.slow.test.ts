import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatPrice } from '@yardstick/core/cadence';
import { formatCurrency } from '@yardstick/core/format';
import { selectedServicesOf } from '@yardstick/core/offer';
import { REVIEW_PRICE_NOTE } from '@yardstick/core/quotes';
import { volumeDiscountPercent } from '@yardstick/core/volumeRate';
import { propertyAnalysisResultSchema } from '@yardstick/core/schemas/analysis';
import { mailSettingsResponseSchema } from '@yardstick/core/schemas/mail';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock, systemClock } from '../../platform/clock.ts';
import { createLogger } from '../../platform/logger.ts';
import { useTestApp } from '../../testing/app.ts';
import { acceptThroughWidget } from '../../testing/acceptThroughWidget.ts';
import { buildApiKey, buildOwner, buildService } from '../../testing/factories.ts';
import type { Owner } from '../accounts/index.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtpServer.ts';
import { MAIL_MAX_ATTEMPTS, mailOutboxRepository } from './mailOutboxRepository.ts';
import { createMailTransport } from './mailTransport.ts';
import { startMailWorker, type MailWorker } from './mailWorker.ts';
import { demoAddressList } from '../../testing/demoRegion.ts';

const app = useTestApp();
const address = demoAddressList()[0]!.address;
let smtp: TestSmtpServer;
let worker: MailWorker;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  worker = startMailWorker({
    db: app.db,
    transport: createMailTransport({
      smtpUrl: smtp.url,
      fromAddress: 'quotes@yardstick.test',
      outboxDir: '/nonexistent',
    }),
    clock: systemClock,
    logger: createLogger('silent'),
    // The tests drive the worker with runOnce(); the timer stays out of their way.
    intervalMs: 60 * 60 * 1000,
  });
});

afterAll(async () => {
  await worker.stop();
  await smtp.close();
});

beforeEach(() => {
  smtp.refuseRecipients(false);
});

/** A quote accepted through the widget; `configure` may change the owner's settings first. */
async function acceptedQuote(
  companyName = 'Green Acres Lawn Care',
  configure?: (owner: { id: string }) => Promise<void>,
) {
  const owner = await buildOwner({ companyName });
  await configure?.(owner);
  const customerEmail = `pat-${owner.id.slice(0, 8)}@example.com`;
  const { result, mowing } = await acceptThroughWidget(app, owner, {
    name: 'Pat <Homeowner>',
    email: customerEmail,
  });
  return { owner, result, customerEmail, mowing };
}

/** The first demo address analysed with the owner's widget key, every service accepted. */
async function acceptEveryService(owner: Owner, customerName: string, customerEmail: string) {
  const key = await buildApiKey(owner);
  const analysed = await app.withApiKey(key).post('/api/analyze-property', { address });
  const result = propertyAnalysisResultSchema.parse(analysed.body);
  const res = await app.withApiKey(key).post('/api/accept-quote', {
    propertyAnalysisId: result.analysisId,
    customerName,
    customerEmail,
    customerAddress: result.address,
    selectedServices: selectedServicesOf(
      result.services.map((line) => ({ ...line, isSelected: true })),
    ),
  });
  expect(res.status).toBe(201);
  await drainOutbox();
  return result;
}

/** Sends everything due; other test files may share the database and queue their own mail. */
async function drainOutbox(): Promise<void> {
  while ((await worker.runOnce()) > 0);
}

function arrivedFor(address: string) {
  return smtp.received.filter((mail) => mail.to.includes(address));
}

describe('e-mail when a homeowner accepts a quote', () => {
  it('says per visit, per month or one-time on every line and splits the total the same way', async () => {
    const owner = await buildOwner({ companyName: 'Split Lawn Co' });
    await buildService(owner, { name: 'Lawn Mowing', isDefault: true });
    await buildService(owner, {
      name: 'Fertilization',
      frequencies: [{ frequency: 'monthly', pricePerSqFt: 0.003, minimumPrice: 50 }],
    });
    await buildService(owner, {
      name: 'Aeration',
      frequencies: [{ frequency: 'one-time', pricePerSqFt: 0.009, minimumPrice: 100 }],
    });
    const customerEmail = `split-${owner.id.slice(0, 8)}@example.com`;
    const result = await acceptEveryService(owner, 'Sam Split', customerEmail);

    const price = (name: string) => result.services.find((l) => l.serviceName === name)!.totalCost;
    const text = arrivedFor(customerEmail)[0]?.parsed.text ?? '';
    expect(text).toContain(
      `Lawn Mowing (Weekly): ${formatCurrency(price('Lawn Mowing'))} per visit`,
    );
    expect(text).toContain(
      `Fertilization (Monthly): ${formatCurrency(price('Fertilization'))} per month`,
    );
    expect(text).toContain(`Aeration (One-time): ${formatCurrency(price('Aeration'))} one-time`);
    expect(text).toContain(
      `Total: ${formatPrice(price('Lawn Mowing'))} per visit · ${formatPrice(price('Fertilization'))} per month · ${formatPrice(price('Aeration'))} once`,
    );
  });

  it('names what a line not priced on the lawn is charged on, and how much of it', async () => {
    const owner = await buildOwner({ companyName: 'Edge Lawn Co' });
    await buildService(owner, { name: 'Lawn Mowing', isDefault: true });
    await buildService(owner, {
      name: 'Edging',
      frequencies: [{ frequency: 'monthly', basis: 'edge-length', pricePerSqFt: 0.25 }],
    });
    const customerEmail = `edge-${owner.id.slice(0, 8)}@example.com`;
    const result = await acceptEveryService(owner, 'Eda Edge', customerEmail);

    const edging = result.services.find((l) => l.serviceName === 'Edging')!;
    const feet = Math.round(edging.quantity ?? 0).toLocaleString('en-US');
    const text = arrivedFor(customerEmail)[0]?.parsed.text ?? '';
    expect(text).toContain(
      `Edging (Monthly), Edging ${feet} ft × $0.25: ${formatCurrency(edging.totalCost)} per month`,
    );
    // The lawn's line stays as it was: the message gives the measured area above it.
    expect(text).toMatch(/^Lawn Mowing \(Weekly\): \$[\d,]+\.\d\d per visit$/m);
  });

  it('names the volume discount on a line its tiers brought down', async () => {
    const owner = await buildOwner({ companyName: 'Ladder Lawn Co' });
    const tiers = [{ fromSqFt: 1_000, percentOfRate: 50 }];
    const customerEmail = `ladder-${owner.id.slice(0, 8)}@example.com`;
    const { mowing } = await acceptThroughWidget(
      app,
      owner,
      { name: 'Lee Ladder', email: customerEmail },
      { name: 'Lawn Mowing', frequencies: [{ volumeTiers: tiers }] },
    );
    await drainOutbox();

    const discount = volumeDiscountPercent(mowing.areaSqFt, tiers);
    expect(discount).toBeGreaterThan(0);
    for (const to of [customerEmail, owner.email]) {
      expect(arrivedFor(to)[0]?.parsed.text).toContain(
        `Lawn Mowing (Weekly): ${formatCurrency(mowing.totalCost)} per visit (volume discount −${discount} %)`,
      );
    }
  });

  it('tells the owner and confirms to the homeowner, in the company name, text and HTML', async () => {
    const { owner, result, customerEmail } = await acceptedQuote();
    await drainOutbox();

    const [toOwner] = arrivedFor(owner.email);
    expect(toOwner?.parsed.from?.value[0]).toEqual({
      name: 'Green Acres Lawn Care',
      address: 'quotes@yardstick.test',
    });
    expect(toOwner?.parsed.subject).toMatch(/^New accepted quote: Pat <Homeowner>, \$/);
    const ownerText = toOwner?.parsed.text ?? '';
    expect(ownerText).toContain(`Email: ${customerEmail}`);
    expect(ownerText).toContain(`Address: ${result.address}`);
    expect(ownerText).toMatch(/Lawn Mowing \(Weekly\): \$[\d,]+\.\d\d per visit/);
    expect(ownerText).toMatch(/Total: \$[\d,]+(\.\d\d)? per visit\n/);
    expect(ownerText).toMatch(/Measured area: [\d,.]+ (sq ft|acres)/);
    expect(ownerText).toContain(`/accepted-quotes?q=${encodeURIComponent(customerEmail)}`);
    // The customer's name is text in the HTML, never markup.
    expect(toOwner?.parsed.html).toContain('Pat &lt;Homeowner&gt;');
    expect(toOwner?.parsed.replyTo?.value[0]?.address).toBe(customerEmail);

    const [toCustomer] = arrivedFor(customerEmail);
    expect(toCustomer?.parsed.subject).toBe('Your quote from Green Acres Lawn Care');
    expect(toCustomer?.parsed.text).toContain(
      'Green Acres Lawn Care will be in touch within 24 hours.',
    );
    expect(toCustomer?.parsed.text).toContain(result.address);
    expect(toCustomer?.parsed.html).toContain('will be in touch within 24 hours');
  });

  it('says in both messages, below the total, that a provisional price is confirmed after a review', async () => {
    const { owner, customerEmail } = await acceptedQuote('Careful Lawns', async (who) => {
      // Every measurement is below a threshold of 1: each price waits for a review.
      const res = await app.as(who).put('/api/review-settings', { reviewThreshold: 1 });
      expect(res.status).toBe(200);
    });
    await drainOutbox();
    for (const mail of [...arrivedFor(owner.email), ...arrivedFor(customerEmail)]) {
      expect(mail.parsed.text).toMatch(
        /Total: [^\n]+\nWe'll confirm this price after a quick review/,
      );
      expect(mail.parsed.html).toContain('We&#39;ll confirm this price after a quick review');
    }
    expect(arrivedFor(owner.email)).toHaveLength(1);
    expect(arrivedFor(customerEmail)).toHaveLength(1);
    // The owner is told what to check; the homeowner is not given the engine's doubts.
    const reason = /Review lawn · \d+% confidence/;
    expect(arrivedFor(owner.email)[0]?.parsed.text).toMatch(reason);
    expect(arrivedFor(owner.email)[0]?.parsed.html).toMatch(reason);
    expect(arrivedFor(customerEmail)[0]?.parsed.text).not.toMatch(/Review lawn/);

    const firm = await acceptedQuote('Confident Lawns');
    await drainOutbox();
    expect(arrivedFor(firm.customerEmail)[0]?.parsed.text).not.toContain(REVIEW_PRICE_NOTE);
  });

  it("sends only what the owner kept on, the owner's copy to the address they chose", async () => {
    const { owner, customerEmail } = await acceptedQuote('Configured Lawns', async (who) => {
      const res = await app.as(who).put('/api/mail-settings', {
        customerOnAccept: false,
        notificationEmail: 'Office@GreenAcres.example',
      });
      expect(res.status).toBe(200);
    });
    await drainOutbox();
    expect(arrivedFor('office@greenacres.example')).toHaveLength(1);
    expect(arrivedFor(owner.email)).toHaveLength(0);
    expect(arrivedFor(customerEmail)).toHaveLength(0);
  });

  it('accepts the quote when mail fails, retries later and shows the owner the failure', async () => {
    smtp.refuseRecipients(true);
    const { owner } = await acceptedQuote('Refused Mowing');
    await drainOutbox();

    const seen = mailSettingsResponseSchema.parse(
      (await app.as(owner).get('/api/mail-settings')).body,
    );
    expect(seen.recentMail).toHaveLength(2);
    for (const mail of seen.recentMail) {
      expect(mail).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(mail.lastError).toMatch(/550/);
    }
    // Not due again straight away: the next attempt waits for the backoff.
    const outbox = mailOutboxRepository(app.db);
    const due = await outbox.claimDue(1000, { aheadMs: 30_000 });
    expect(due.filter((m) => m.ownerId === owner.id)).toEqual([]);
  });

  it('keeps to the database clock: a server whose clock runs an hour ahead waits like the rest', async () => {
    smtp.refuseRecipients(true);
    const { owner } = await acceptedQuote('Skewed Clock Lawns');
    await drainOutbox();
    smtp.refuseRecipients(false);
    const ahead = startMailWorker({
      db: app.db,
      transport: createMailTransport({
        smtpUrl: smtp.url,
        fromAddress: 'quotes@yardstick.test',
        outboxDir: '/nonexistent',
      }),
      clock: fixedClock(new Date(Date.now() + 60 * 60 * 1000)),
      logger: createLogger('silent'),
      intervalMs: 60 * 60 * 1000,
    });
    try {
      // Both messages wait a minute's backoff, by the database's clock: none is due yet.
      while ((await ahead.runOnce()) > 0);
      const rows = await mailOutboxRepository(app.db).listForOwner(owner.id, 10);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
      ]);
      // Leased messages are not taken either, whatever the claiming server's clock says.
      const leased = await mailOutboxRepository(app.db).claimDue(1000, { aheadMs: 5 * 60_000 });
      expect(leased.filter((m) => m.ownerId === owner.id)).toHaveLength(2);
      while ((await ahead.runOnce()) > 0);
      const after = await mailOutboxRepository(app.db).listForOwner(owner.id, 10);
      expect(after.map((row) => [row.status, row.attempts])).toEqual([
        ['pending', 2],
        ['pending', 2],
      ]);
    } finally {
      await ahead.stop();
    }
  });

  it('marks a message failed after the last attempt', async () => {
    smtp.refuseRecipients(true);
    const { owner } = await acceptedQuote('Give Up Mowing');
    const outbox = mailOutboxRepository(app.db);
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      // Each pass looks far enough ahead that the backoff has run out.
      const later = { aheadMs: attempt * 24 * 3600_000 };
      const claimed = (await outbox.claimDue(1000, later)).filter((m) => m.ownerId === owner.id);
      expect(claimed.map((m) => m.attempts)).toEqual([attempt, attempt]);
      for (const mail of claimed) await outbox.markAttemptFailed(mail, '550 Mailbox unavailable');
    }
    const rows = await outbox.listForOwner(owner.id, 10);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
    const afterwards = { aheadMs: 365 * 24 * 3600_000 };
    const again = (await outbox.claimDue(1000, afterwards)).filter((m) => m.ownerId === owner.id);
    expect(again).toEqual([]);
  });

  it('never hands one message to two workers claiming at once', async () => {
    smtp.refuseRecipients(true);
    const { owner } = await acceptedQuote('Busy Lawns');
    const outbox = mailOutboxRepository(app.db);
    const later = { aheadMs: 48 * 3600_000 };
    const [a, b] = await Promise.all([outbox.claimDue(1000, later), outbox.claimDue(1000, later)]);
    const mine = [...a, ...b].filter((m) => m.ownerId === owner.id).map((m) => m.id);
    expect(mine).toHaveLength(2);
    expect(new Set(mine).size).toBe(2);
  });

  it("answers only the caller's own settings and mail", async () => {
    const { owner } = await acceptedQuote('Private Lawns');
    const stranger = await buildOwner();
    const theirs = mailSettingsResponseSchema.parse(
      (await app.as(stranger).get('/api/mail-settings')).body,
    );
    expect(theirs.recentMail).toEqual([]);
    const mine = mailSettingsResponseSchema.parse(
      (await app.as(owner).get('/api/mail-settings')).body,
    );
    expect(mine.recentMail.length).toBeGreaterThan(0);
    expect((await app.anonymous().get('/api/mail-settings')).status).toBe(401);
  });

  it('goes back to the sign-in e-mail when the notification address is cleared', async () => {
    const owner = await buildOwner();
    await app.as(owner).put('/api/mail-settings', { notificationEmail: 'desk@example.com' });
    const res = await app.as(owner).put('/api/mail-settings', { notificationEmail: '' });
    expect(res.status).toBe(200);
    expect(mailSettingsResponseSchema.parse(res.body).mailSettings).toEqual({
      ownerOnAccept: true,
      customerOnAccept: true,
      notificationEmail: null,
    });
  });

  it('refuses a bad notification address with a clear error', async () => {
    const owner = await buildOwner();
    const res = await app
      .as(owner)
      .put('/api/mail-settings', { notificationEmail: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Please enter a valid email address for notifications.' });
  });
});

describe('without an SMTP server', () => {
  it('writes each message as an .eml file to the outbox folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'yardstick-outbox-'));
    const transport = createMailTransport({
      smtpUrl: undefined,
      fromAddress: 'quotes@localhost',
      outboxDir: join(dir, 'outbox'),
    });
    expect(transport.description).toContain(join(dir, 'outbox'));
    const owner = await buildOwner({ companyName: 'Offline Lawns' });
    const mail = await mailOutboxRepository(app.db).enqueue({
      kind: 'test.message',
      ownerId: owner.id,
      fromName: 'Offline Lawns',
      to: 'someone@example.com',
      subject: 'Hello from the outbox',
      text: 'Plain words',
      html: '<p>Plain words</p>',
    });
    await transport.send(mail);
    const [file] = await readdir(join(dir, 'outbox'));
    expect(file).toMatch(new RegExp(`${mail.id}\\.eml$`));
    const eml = await readFile(join(dir, 'outbox', file!), 'utf8');
    expect(eml).toContain('Subject: Hello from the outbox');
    expect(eml).toContain('From: Offline Lawns <quotes@localhost>');
    transport.close();
  });
});
