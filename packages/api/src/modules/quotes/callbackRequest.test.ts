import { CONTACT_MESSAGES } from '@yardstick/core/schemas/contact';
import { acceptedQuotesListResponseSchema } from '@yardstick/core/schemas/quotes';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { webhookDeliveries } from '../../platform/db/schema/index.ts';
import { mailOutboxRepository, webhookRepository } from '../notifications/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildApiKey, buildOwner, buildStorefront } from '../../testing/factories.ts';
import type { Owner } from '../accounts/index.ts';

const app = useTestApp();

const request = {
  customerName: 'Sam Homeowner',
  customerPhone: '(555) 010-7788',
  customerEmail: 'Sam@Example.com',
  customerAddress: '12 Elm Street, Springfield',
  message: 'Front and back lawn, every other week.',
};

async function leadsOf(owner: Owner) {
  const res = await app.as(owner).get('/api/accepted-quotes');
  expect(res.status).toBe(200);
  return acceptedQuotesListResponseSchema.parse(res.body).acceptedQuotes;
}

describe('POST /api/callback-request', () => {
  it("lands in a lapsed owner's Accepted Quotes as a call-back lead, and e-mails the owner", async () => {
    const owner = await buildOwner({ trial: 'expired', companyName: 'Lapsed Lawns' });
    const { subdomain } = await buildStorefront(owner);
    const res = await app
      .anonymous()
      .post('/api/callback-request', { ...request, storefrontSubdomain: subdomain });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ received: true });

    const [lead, ...others] = await leadsOf(owner);
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      kind: 'callback',
      status: 'pending',
      customerName: 'Sam Homeowner',
      customerPhone: '(555) 010-7788',
      customerEmail: 'sam@example.com',
      customerAddress: '12 Elm Street, Springfield',
      message: 'Front and back lawn, every other week.',
      services: [],
      totalCost: 0,
    });
    const mails = await mailOutboxRepository(app.db).listForOwner(owner.id, 10);
    expect(mails.map((mail) => [mail.kind, mail.toAddress])).toEqual([
      ['callback.requested.owner', owner.email],
    ]);
    expect(mails[0]?.text).toContain('Phone: (555) 010-7788');
    expect(mails[0]?.text).toContain('Message: Front and back lawn, every other week.');
  });

  it('sends the quote.accepted webhook with the lead, as an accepted quote does', async () => {
    const owner = await buildOwner();
    await webhookRepository(app.db).addEndpoint(owner.id, 'https://hooks.example.test/lead', 's');
    const { subdomain } = await buildStorefront(owner);
    await app
      .anonymous()
      .post('/api/callback-request', { ...request, storefrontSubdomain: subdomain });
    const deliveries = await app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.ownerId, owner.id));
    expect(deliveries.map((delivery) => delivery.eventType)).toEqual(['quote.accepted']);
    expect(JSON.parse(deliveries[0]!.body)).toMatchObject({
      type: 'quote.accepted',
      data: { acceptedQuote: { kind: 'callback', customerName: 'Sam Homeowner' } },
    });
  });

  it('takes a request through the widget key, with only a name and a phone', async () => {
    const owner = await buildOwner();
    const key = await buildApiKey(owner);
    const res = await app
      .withApiKey(key)
      .post('/api/callback-request', { customerName: 'Lee', customerPhone: '555 010 1234' });
    expect(res.status, res.text).toBe(201);
    const [lead] = await leadsOf(owner);
    expect(lead).toMatchObject({ kind: 'callback', customerName: 'Lee', customerEmail: '' });
  });

  it("is seen by the storefront's owner only", async () => {
    const owner = await buildOwner();
    const other = await buildOwner();
    const { subdomain } = await buildStorefront(owner);
    await app
      .anonymous()
      .post('/api/callback-request', { ...request, storefrontSubdomain: subdomain });
    expect(await leadsOf(other)).toEqual([]);
    expect((await leadsOf(owner)).map((lead) => lead.customerName)).toEqual(['Sam Homeowner']);
  });

  it.each([
    [{ customerName: '' }, CONTACT_MESSAGES.nameRequired],
    [{ customerPhone: '' }, CONTACT_MESSAGES.phoneRequired],
    [{ customerPhone: 'call me maybe' }, CONTACT_MESSAGES.phoneInvalid],
    [{ customerEmail: 'nobody' }, CONTACT_MESSAGES.emailInvalid],
    [{ message: 'x'.repeat(1001) }, CONTACT_MESSAGES.messageTooLong],
  ])('refuses %j with 400 and a sentence, storing nothing', async (change, message) => {
    const owner = await buildOwner();
    const { subdomain } = await buildStorefront(owner);
    const res = await app
      .anonymous()
      .post('/api/callback-request', { ...request, ...change, storefrontSubdomain: subdomain });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect(await leadsOf(owner)).toEqual([]);
  });

  it('answers 400, not 500, to a body of the wrong shape', async () => {
    const owner = await buildOwner();
    const { subdomain } = await buildStorefront(owner);
    const res = await app.anonymous().post('/api/callback-request', {
      customerName: ['Sam'],
      customerPhone: { digits: 5550101234 },
      storefrontSubdomain: subdomain,
    });
    expect(res.status).toBe(400);
  });

  it('answers 404 for a storefront that does not exist, and 401 with neither storefront nor key', async () => {
    const missing = await app
      .anonymous()
      .post('/api/callback-request', { ...request, storefrontSubdomain: 'no-such-shop-here' });
    expect(missing.status).toBe(404);
    expect((await app.anonymous().post('/api/callback-request', request)).status).toBe(401);
  });
});

describe('GET /api/accepted-quotes/export.csv with call-back leads', () => {
  it('writes a call-back request as one row, marked as such, with its message', async () => {
    const owner = await buildOwner();
    const { subdomain } = await buildStorefront(owner);
    await app
      .anonymous()
      .post('/api/callback-request', { ...request, storefrontSubdomain: subdomain });
    const res = await app.as(owner).get('/api/accepted-quotes/export.csv');
    expect(res.status).toBe(200);
    const [header = '', row = ''] = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header.endsWith('Kind,Message,Volume Discount (%),Price Basis,Quantity,Review')).toBe(
      true,
    );
    expect(row).toContain('Sam Homeowner');
    // A lead has no service line, so no volume discount, basis or quantity either, and no
    // price to review.
    expect(row.endsWith('call-back request,"Front and back lawn, every other week.",,,,')).toBe(
      true,
    );
  });
});
