import { DEMO_LANDING_API_KEY } from '@yardstick/core/demo';
import { usageSchema } from '@yardstick/core/schemas/account';
import { demoStatusSchema } from '@yardstick/core/schemas/analysis';
import { storefrontSchema } from '@yardstick/core/schemas/storefronts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { estimateUsage, owners } from '../../platform/db/schema/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { DEMO_EMAIL, DEMO_SUBDOMAIN, seedDemoOwner } from './seedDemoOwner.ts';
import { demoAddressList } from '../../testing/demoRegion.ts';

const clock = fixedClock(new Date());
// Visitors are told apart by X-Forwarded-For, as behind the proxy of a real deployment.
const app = useTestApp({ clock, env: { DEMO: 'true', TRUST_PROXY: 'true' } });
const addresses = demoAddressList();
let demoOwner: { id: string };

beforeAll(async () => {
  // The server database outlives test runs: start from no demo owner.
  await app.db.delete(owners).where(eq(owners.email, DEMO_EMAIL));
  const seeded = await seedDemoOwner(app.db);
  if (!seeded.created) throw new Error('expected the demo owner to be created');
  demoOwner = { id: seeded.ownerId };
});

// Each request comes from another visitor: the per-visitor daily limit is not what is tested.
let nextVisitor = 1;
const visitor = () => ({ 'x-forwarded-for': `198.51.100.${nextVisitor++}` });

function analyzeOnDemoStorefront(address: string) {
  return app
    .anonymous()
    .with(visitor())
    .post('/api/analyze-property', { address, storefrontSubdomain: DEMO_SUBDOMAIN });
}

async function expectDemoWorks(): Promise<void> {
  const storefront = await app.anonymous().get(`/api/storefront/${DEMO_SUBDOMAIN}`);
  expect(storefront.status).toBe(200);
  expect(storefrontSchema.parse(storefront.body).isActive).toBe(true);
  const landing = await app
    .withApiKey(DEMO_LANDING_API_KEY)
    .with(visitor())
    .post('/api/analyze-property', { address: addresses[0]!.address });
  expect(landing.status).toBe(200);
  expect((await analyzeOnDemoStorefront(addresses[1]!.address)).status).toBe(200);
}

describe('the demo account', () => {
  it('tells the landing page its live demo runs', async () => {
    const res = await app.anonymous().get('/api/demo');
    expect(demoStatusSchema.parse(res.body)).toEqual({ live: true });
  });

  it('keeps the landing demo and the demo storefront working past 25 analyses and 15 days', async () => {
    for (let i = 0; i < 25; i += 1) {
      const res = await analyzeOnDemoStorefront(addresses[i % addresses.length]!.address);
      expect(res.status).toBe(200);
    }
    await expectDemoWorks();
    clock.advanceDays(15);
    await expectDemoWorks();
  }, 180_000);

  it('is never counted or billed, and its usage names the demo plan', async () => {
    const counted = await app.db
      .select()
      .from(estimateUsage)
      .where(eq(estimateUsage.ownerId, demoOwner.id));
    expect(counted).toEqual([]);
    const usage = usageSchema.parse(
      (await app.as(demoOwner).get(`/api/usage/${demoOwner.id}`)).body,
    );
    expect(usage).toMatchObject({
      currentPlan: 'demo',
      estimatesRemaining: -1,
      overageEstimates: 0,
    });
  });

  it('refreshes its own embed key without revoking the landing key', async () => {
    const owner = app.as(demoOwner);
    const first = (await owner.post('/api/generate-api-key', {})).body as { apiKey: string };
    expect(first.apiKey).not.toBe(DEMO_LANDING_API_KEY);
    const refreshed = (await owner.post('/api/generate-api-key', { refresh: true })).body as {
      apiKey: string;
    };
    expect(refreshed.apiKey).not.toBe(first.apiKey);

    const oldKey = await app.withApiKey(first.apiKey).get('/api/verify-api-key');
    expect(oldKey.status).toBe(401);
    for (const key of [refreshed.apiKey, DEMO_LANDING_API_KEY]) {
      const res = await app
        .withApiKey(key)
        .with(visitor())
        .post('/api/analyze-property', { address: addresses[2]!.address });
      expect(res.status).toBe(200);
    }
  });
});
