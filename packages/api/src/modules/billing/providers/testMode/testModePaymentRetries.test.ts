import { PAYMENT_RETRY_DAYS } from '@yardstick/core/paymentGrace';
import { errorBodySchema } from '@yardstick/core/schemas/fields';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../../platform/clock.ts';
import { accountStatusLoader } from '../../../accounts/index.ts';
import { publicStorefront } from '../../../storefronts/index.ts';
import { useTestApp } from '../../../../testing/app.ts';
import { useTestModeJobs } from '../../../../testing/testModeJobs.ts';
import { me, subscribe } from '../../../../testing/billingFlow.ts';
import type { TestClient } from '../../../../testing/client.ts';
import { buildOwner, buildService, buildStorefront } from '../../../../testing/factories.ts';
import { testModeRepository } from './testModeRepository.ts';

const clock = fixedClock(new Date());
const app = useTestApp({ clock });
const { runDueJobs } = useTestModeJobs(app, clock);

/** An owner whose card pays the first month and declines the renewal, now past due. */
async function pastDueOwner() {
  clock.set(new Date());
  const owner = await buildOwner();
  const client = app.as(owner);
  await subscribe(client, owner, 'starter', undefined, '4000 0000 0000 0341');
  const { stripeSubscriptionId } = await me(client);
  const paid = await testModeRepository(app.db).getSubscription(stripeSubscriptionId ?? '');
  // The renewal fails the moment the paid month ends.
  clock.set(paid?.currentPeriodEnd ?? new Date());
  await runDueJobs();
  expect((await me(client)).subscriptionStatus).toBe('past_due');
  return { owner, client };
}

/** What needs a plan: new analyses (and the widget key). Services and storefronts do not. */
const analysisAccess = (client: TestClient) => client.post('/api/generate-api-key', {});

describe('a renewal the card declined (test mode)', () => {
  it('keeps analyses, services and the storefront open during the grace, and says so', async () => {
    const { owner, client } = await pastDueOwner();
    await buildService(owner);
    const { subdomain } = await buildStorefront(owner);
    const user = await me(client);
    expect(user.paymentGraceEndsAt).toBeTruthy();
    expect((await analysisAccess(client)).status).toBe(200);
    expect((await client.get('/api/services')).status).toBe(200);
    const loader = accountStatusLoader(async (_db, found) => found);
    const shown = await publicStorefront(app.db, { subdomain }, clock.now(), loader);
    expect(shown.storefront.acceptsQuotes).toBe(true);

    // Past the grace without a payment, the owner is told what failed, not that it ended.
    clock.set(new Date(Date.parse(user.paymentGraceEndsAt ?? '') + 1000));
    const refused = await analysisAccess(client);
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(refused.body).error).toMatch(
      /^Payment failed, update your card\./,
    );
    // The storefront keeps the company and stops quoting; the owner keeps the services page.
    const unavailable = await publicStorefront(app.db, { subdomain }, clock.now(), loader);
    expect(unavailable.storefront).toMatchObject({ isActive: true, acceptsQuotes: false });
    expect(unavailable.storefront.companyName).toBe(owner.companyName);
    expect((await client.get('/api/services')).status).toBe(200);
  });

  it('tries the charge again on the retry days and cancels when the last try fails', async () => {
    const { client } = await pastDueOwner();
    const renewal = async () => {
      const { stripeSubscriptionId } = await me(client);
      const intents = await testModeRepository(app.db).listIntents(stripeSubscriptionId ?? '');
      return intents.filter((row) => row.purpose === 'renewal')[0];
    };
    clock.advanceDays(0.5);
    await runDueJobs();
    expect((await renewal())?.retries).toBe(0);
    clock.advanceDays(1);
    await runDueJobs();
    expect((await renewal())?.retries).toBe(1);
    expect((await me(client)).subscriptionStatus).toBe('past_due');

    for (let retry = 1; retry < PAYMENT_RETRY_DAYS.length; retry += 1) {
      clock.advanceDays(4);
      await runDueJobs();
    }
    expect((await renewal())?.retries).toBe(PAYMENT_RETRY_DAYS.length);
    expect((await me(client)).subscriptionStatus).toBe('canceled');
    const ended = errorBodySchema.parse((await analysisAccess(client)).body);
    expect(ended.error).toMatch(/^Your subscription has ended/);
  });

  it('makes the owner active again when a retry goes through', async () => {
    const { client } = await pastDueOwner();
    const { stripeSubscriptionId } = await me(client);
    // The bank approves on a later try (in test mode: a card that pays).
    await testModeRepository(app.db).updateSubscription(stripeSubscriptionId ?? '', {
      cardLast4: '4242',
    });
    clock.advanceDays(1);
    await runDueJobs();
    expect(await me(client)).toMatchObject({
      subscriptionStatus: 'active',
      paymentGraceEndsAt: null,
    });
  });
});
