import { errorBodySchema } from '@yardstick/core/schemas/fields';
import { usageSchema } from '@yardstick/core/schemas/account';
import { createEngine } from '@yardstick/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { buildApiKey, buildOwner, buildService } from '../../testing/factories.ts';
import { demoAddressList, testProviderOptions } from '../../testing/demoRegion.ts';

// One thread and a waiting line of two: small enough to fill in a test.
const engine = createEngine({
  providerOptions: testProviderOptions,
  threads: { threads: 1, queueLimit: 2 },
});
afterAll(() => engine.close());
const app = useTestApp({ engine });
const addresses = demoAddressList().map((a) => a.address);

async function widgetOwner() {
  const owner = await buildOwner();
  await buildService(owner, { name: 'Lawn Mowing', isDefault: true });
  return { owner, client: app.withApiKey(await buildApiKey(owner)) };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 2));
}

describe('analyses on worker threads', () => {
  it('keeps answering /api/health while new properties are measured', async () => {
    const { client } = await widgetOwner();
    // The first analysis starts the thread (and its demo region) before the race below.
    expect((await client.post('/api/analyze-property', { address: addresses[30] })).status).toBe(
      200,
    );
    engine.forget();

    const order: string[] = [];
    const analyses = addresses.slice(31, 34).map((address, i) =>
      client.post('/api/analyze-property', { address }).then((res) => {
        order.push(`analysis ${i}`);
        return res;
      }),
    );
    await until(() => engine.load.running === 1);
    const health = await app.anonymous().get('/api/health');
    order.push('health');
    const answers = await Promise.all(analyses);

    expect(health.status).toBe(200);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    // Asked while the thread was busy, the health check came back before the measurements.
    expect(order[0]).toBe('health');
  });

  it('answers 503 with Retry-After when the line is full, and counts no estimate for it', async () => {
    const { owner, client } = await widgetOwner();
    engine.forget();
    const answers = await Promise.all(
      addresses.slice(40, 45).map((address) => client.post('/api/analyze-property', { address })),
    );
    const measured = answers.filter((res) => res.status === 200).length;
    // One measured at once, two waiting, the rest refused before any work.
    expect(answers.map((res) => res.status).every((s) => s === 200 || s === 503)).toBe(true);
    expect(measured).toBeGreaterThanOrEqual(3);
    expect(measured).toBeLessThan(5);
    for (const refused of answers.filter((res) => res.status === 503)) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(errorBodySchema.parse(refused.body).error).toMatch(/try again in a few seconds/);
    }
    const usage = usageSchema.parse((await app.as(owner).get(`/api/usage/${owner.id}`)).body);
    expect(usage.estimatesUsed).toBe(measured);

    // Once the line has room again the same address is measured.
    const retried = await client.post('/api/analyze-property', { address: addresses[44] });
    expect(retried.status).toBe(200);
  });
});
