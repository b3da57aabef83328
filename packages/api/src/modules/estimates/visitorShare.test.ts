import { usageSchema } from '@yardstick/core/schemas/account';
import { describe, expect, it } from 'vitest';
import type { Owner } from '../accounts/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildApiKey, buildOwner, buildService } from '../../testing/factories.ts';
import { TRIAL_VISITOR_SHARE } from './dailyLimits.ts';
import { demoAddressList } from '../../testing/demoRegion.ts';

// The configured per-IP limit (20) is as in production; visitors are told apart by X-Forwarded-For.
const app = useTestApp({ env: { TRUST_PROXY: 'true' } });
const addresses = demoAddressList().map((a) => a.address);
let nextIp = 1;
const newIp = () => `198.51.100.${nextIp++}`;

async function estimatesUsed(owner: Owner): Promise<number> {
  return usageSchema.parse((await app.as(owner).get(`/api/usage/${owner.id}`)).body).estimatesUsed;
}

async function keyOf(owner: Owner): Promise<string> {
  await buildService(owner, { name: 'Lawn Mowing', isDefault: true });
  return buildApiKey(owner);
}

describe("one visitor's share of an owner's estimates", () => {
  it("cannot use up a new owner's trial from one IP; other visitors go on", async () => {
    const owner = await buildOwner();
    const key = await keyOf(owner);
    const visitor = { 'x-api-key': key, 'x-forwarded-for': newIp() };
    const statuses = [];
    for (const address of addresses.slice(0, TRIAL_VISITOR_SHARE + 2)) {
      const res = await app.anonymous().with(visitor).post('/api/analyze-property', { address });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(TRIAL_VISITOR_SHARE).fill(200), 429, 429]);
    expect(await estimatesUsed(owner)).toBe(TRIAL_VISITOR_SHARE);
    expect(TRIAL_VISITOR_SHARE).toBeLessThan(20);
    const other = { 'x-api-key': key, 'x-forwarded-for': newIp() };
    const next = await app
      .anonymous()
      .with(other)
      .post('/api/analyze-property', { address: addresses[10]! });
    expect(next.status).toBe(200);
  });

  it("keeps the configured share for a subscriber's visitors", async () => {
    const owner = await buildOwner({ trial: 'none', subscriptionStatus: 'active', plan: 'pro' });
    const key = await keyOf(owner);
    const visitor = { 'x-api-key': key, 'x-forwarded-for': newIp() };
    for (const address of addresses.slice(20, 21 + TRIAL_VISITOR_SHARE)) {
      const res = await app.anonymous().with(visitor).post('/api/analyze-property', { address });
      expect(res.status, address).toBe(200);
    }
  });
});
