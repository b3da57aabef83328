import { createEngine } from '@yardstick/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildStorefront } from '../../testing/factories.ts';
import { testProviderOptions } from '../../testing/demoRegion.ts';

const engine = createEngine({
  providerOptions: testProviderOptions,
  threads: { threads: 1, queueLimit: 1 },
});
afterAll(() => engine.close());
const app = useTestApp({ engine });

describe('analysis threads', () => {
  it('start when a homeowner opens an estimator, not with the server or its health checks', async () => {
    const storefront = await buildStorefront(await buildOwner());
    expect((await app.anonymous().get('/api/health')).status).toBe(200);
    expect(engine.threadIds).toEqual([]);

    expect((await app.anonymous().get(`/api/storefront/${storefront.subdomain}`)).status).toBe(200);
    expect(engine.threadIds).toHaveLength(1);
    const [started] = engine.threadIds;

    // Later visitors find the same thread.
    expect((await app.anonymous().get('/api/demo/addresses')).status).toBe(200);
    expect(engine.threadIds).toEqual([started]);
  });
});
