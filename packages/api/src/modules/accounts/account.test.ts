import { usageSchema } from '@yardstick/core/schemas/account';
import { describe, expect, it } from 'vitest';
import { settleScheduledChanges } from '../billing/index.ts';
import { ownerRepository } from './ownerRepository.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildAnalysis, buildOwner } from '../../testing/factories.ts';
import { recordEstimate } from '../estimates/index.ts';

const app = useTestApp();

describe('POST /api/start-trial', () => {
  it('starts a 14-day, 20-estimate trial and answers the usage', async () => {
    const owner = await buildOwner({ trial: 'none' });
    const res = await app.as(owner).post('/api/start-trial', { userId: owner.id });
    expect(res.status).toBe(200);
    const usage = usageSchema.parse(res.body);
    expect(usage).toMatchObject({
      currentPlan: 'trial',
      estimatesUsed: 0,
      estimateLimit: 20,
      estimatesRemaining: 20,
      trialStatus: { isActive: true, daysRemaining: 14, estimatesRemaining: 20 },
    });
  });

  it('changes nothing when called a second time', async () => {
    const owner = await buildOwner({ trial: 'none' });
    await app.as(owner).post('/api/start-trial', { userId: owner.id });
    const first = await ownerRepository(app.db).get(owner.id);
    const again = await app.as(owner).post('/api/start-trial', { userId: owner.id });
    expect(again.status).toBe(200);
    const second = await ownerRepository(app.db).get(owner.id);
    expect(second?.trialStartedAt).toEqual(first?.trialStartedAt);
    expect(second?.trialEndsAt).toEqual(first?.trialEndsAt);
  });

  it('refuses to start a trial for another owner, leaving theirs untouched', async () => {
    const owner = await buildOwner({ trial: 'none' });
    const other = await buildOwner({ trial: 'none' });
    const res = await app.as(owner).post('/api/start-trial', { userId: other.id });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'You can only start a trial for your own account.' });
    expect((await ownerRepository(app.db).get(other.id))?.trialStartedAt).toBeNull();
  });

  it('refuses a request without a userId with 400', async () => {
    const owner = await buildOwner({ trial: 'none' });
    const res = await app.as(owner).post('/api/start-trial', {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('answers 401 when signed out', async () => {
    const res = await app.anonymous().post('/api/start-trial', { userId: 'anyone' });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/usage/{userId}', () => {
  it('counts the estimates recorded in the trial', async () => {
    const owner = await buildOwner();
    for (let i = 0; i < 2; i += 1) {
      const analysis = await buildAnalysis(owner);
      await recordEstimate(app.db, owner.id, analysis.id, new Date(), {
        settle: settleScheduledChanges,
      });
    }
    const res = await app.as(owner).get(`/api/usage/${owner.id}`);
    expect(res.status).toBe(200);
    expect(usageSchema.parse(res.body)).toMatchObject({
      currentPlan: 'trial',
      estimatesUsed: 2,
      estimatesRemaining: 18,
      trialStatus: { isActive: true, estimatesRemaining: 18 },
    });
  });

  it('shows an ended trial as inactive', async () => {
    const owner = await buildOwner({ trial: 'expired' });
    const res = await app.as(owner).get(`/api/usage/${owner.id}`);
    expect(usageSchema.parse(res.body).trialStatus).toEqual({
      isActive: false,
      daysRemaining: 0,
      estimatesRemaining: 20,
    });
  });

  it('answers a paid plan with its included estimates', async () => {
    const owner = await buildOwner({ trial: 'none', subscriptionStatus: 'active', plan: 'pro' });
    const res = await app.as(owner).get(`/api/usage/${owner.id}`);
    expect(usageSchema.parse(res.body)).toMatchObject({
      currentPlan: 'pro',
      estimateLimit: 200,
      estimatesRemaining: 200,
    });
  });

  it("refuses another owner's usage with 403", async () => {
    const owner = await buildOwner();
    const other = await buildOwner();
    const res = await app.as(owner).get(`/api/usage/${other.id}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'You can only view your own usage.' });
  });

  it('answers 401 when signed out', async () => {
    const owner = await buildOwner();
    const res = await app.anonymous().get(`/api/usage/${owner.id}`);
    expect(res.status).toBe(401);
  });
});
