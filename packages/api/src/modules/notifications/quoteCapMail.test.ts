import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildService, buildStorefront } from '../../testing/factories.ts';
import { mailOutboxRepository } from './mailOutboxRepository.ts';
import { QUOTE_CAP_MAIL } from './quoteCapMail.ts';
import { demoAddressList } from '../../testing/demoRegion.ts';

// Visitors are told apart by X-Forwarded-For, so only the owner's own limit is reached.
const app = useTestApp({ env: { TRUST_PROXY: 'true', PUBLIC_ANALYSES_PER_IP_PER_DAY: '1' } });
const addresses = demoAddressList().map((a) => a.address);
let nextIp = 1;

async function cappedShop(limit: number) {
  const owner = await buildOwner({ companyName: 'Fairway Yards' });
  await buildService(owner, { name: 'Lawn Mowing', isDefault: true });
  const { subdomain } = await buildStorefront(owner);
  await app.as(owner).put('/api/quote-request-limit', { publicDailyAnalysisLimit: limit });
  const request = (address: string) =>
    app
      .anonymous()
      .with({ 'x-forwarded-for': `198.51.100.${nextIp++}` })
      .post('/api/analyze-property', { address, storefrontSubdomain: subdomain });
  return { owner, request };
}

async function capMails(ownerId: string) {
  const mails = await mailOutboxRepository(app.db).listForOwner(ownerId, 50);
  return mails.filter((mail) => mail.kind === QUOTE_CAP_MAIL);
}

describe('the daily quote limit’s e-mail', () => {
  it('tells the owner once how many homeowners were turned away and how to raise the limit', async () => {
    const { owner, request } = await cappedShop(1);
    const statuses = [];
    for (const address of addresses.slice(60, 64)) statuses.push((await request(address)).status);
    expect(statuses).toEqual([200, 429, 429, 429]);

    const [mail, ...more] = await capMails(owner.id);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Daily quote limit reached: 3 homeowners were turned away');
    expect(mail?.text).toContain(
      'Your limit of 1 quote requests a day from your website and storefront was reached, and 3 homeowners were turned away since.',
    );
    expect(mail?.text).toMatch(
      /Raise the limit: http:\/\/localhost:\d+\/account#quote-request-limit/,
    );
    // It waits a while, so the refusals that follow the first are counted in it.
    const due = await mailOutboxRepository(app.db).claimDue(1000);
    expect(due.some((claimed) => claimed.id === mail?.id)).toBe(false);
  });

  it('keeps the figure it was sent with once the worker has taken it', async () => {
    const { owner, request } = await cappedShop(1);
    await request(addresses[65]!);
    await request(addresses[66]!);
    const claimed = await mailOutboxRepository(app.db).claimDue(1000, { aheadMs: 2 * 3_600_000 });
    expect(claimed.some((mail) => mail.ownerId === owner.id)).toBe(true);
    await request(addresses[67]!);
    const [mail, ...more] = await capMails(owner.id);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Daily quote limit reached: 1 homeowner was turned away');
  });

  it('sends nothing when no homeowner was turned away', async () => {
    const { owner, request } = await cappedShop(5);
    expect((await request(addresses[68]!)).status).toBe(200);
    expect(await capMails(owner.id)).toEqual([]);
  });
});
