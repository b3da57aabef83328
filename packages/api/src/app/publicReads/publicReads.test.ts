import { apiKeyResponseSchema } from '@yardstick/core/schemas/account';
import { storefrontSchema } from '@yardstick/core/schemas/storefronts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.ts';
import { TRIAL } from '@yardstick/core/plans';
import { paymentGraceEndsAt } from '@yardstick/core/paymentGrace';
import { trialEndsAt } from '@yardstick/core/trial';
import { estimateUsage, owners, storefronts } from '../../platform/db/schema/index.ts';
import { accountStatusLoader } from '../../modules/accounts/index.ts';
import type { ListenHandlers } from '../../platform/db/database.ts';
import { useTestApp } from '../../testing/app.ts';
import { PublicReads } from './publicReads.ts';
import { buildApiKey, buildOwner, buildStorefront } from '../../testing/factories.ts';

const clock = fixedClock(new Date());
const app = useTestApp({ clock });

async function storefrontOf(subdomain: string) {
  const res = await app.anonymous().get(`/api/storefront/${subdomain}`);
  expect(res.status).toBe(200);
  return storefrontSchema.parse(res.body);
}

/** What another server does: writes the row straight to the shared database. */
function renameElsewhere(id: string, companyName: string) {
  return app.db.update(storefronts).set({ companyName }).where(eq(storefronts.id, id));
}

/** Polls for up to a second, as a visitor reloading would. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let waited = 0; waited <= 1000; waited += 25) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

describe('public reads from memory', () => {
  it('serves a storefront changed by any server within a second of the change', async () => {
    const storefront = await buildStorefront(await buildOwner(), { companyName: 'Before Lawns' });
    expect((await storefrontOf(storefront.subdomain)).companyName).toBe('Before Lawns');
    await renameElsewhere(storefront.id, 'After Lawns');
    const changed = await eventually(
      async () => (await storefrontOf(storefront.subdomain)).companyName === 'After Lawns',
    );
    expect(changed).toBe(true);
  });

  it('answers repeats from memory, trusting an entry no longer than 30 seconds', async () => {
    const storefront = await buildStorefront(await buildOwner(), { companyName: 'Cached Lawns' });
    // A read overlapping the news of these writes is not kept; wait until all of it is in.
    await app.announcementsHeard();
    expect((await storefrontOf(storefront.subdomain)).companyName).toBe('Cached Lawns');
    // A change nobody announces (the trigger switched off) is not seen while the entry lives…
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE storefronts DISABLE TRIGGER storefronts_changed`);
      await tx
        .update(storefronts)
        .set({ companyName: 'Silent Lawns' })
        .where(eq(storefronts.id, storefront.id));
      await tx.execute(sql`ALTER TABLE storefronts ENABLE TRIGGER storefronts_changed`);
    });
    expect((await storefrontOf(storefront.subdomain)).companyName).toBe('Cached Lawns');
    // …and is seen once it has expired.
    clock.set(new Date(clock.now().getTime() + 30_000));
    expect((await storefrontOf(storefront.subdomain)).companyName).toBe('Silent Lawns');
  });

  it('refuses a refreshed-away widget key at once and names the owner for the new one', async () => {
    const owner = await buildOwner({ companyName: 'Key Lawns' });
    const oldKey = await buildApiKey(owner);
    const verified = await app.withApiKey(oldKey).get('/api/verify-api-key');
    expect(verified.body).toEqual({
      user: { companyName: 'Key Lawns', contactPhone: null, contactEmail: null },
    });
    const refreshed = await app.as(owner).post('/api/generate-api-key', { refresh: true });
    expect(refreshed.status).toBe(200);
    const refused = await app.withApiKey(oldKey).get('/api/verify-api-key');
    expect(refused.status).toBe(401);
    const newKey = (refreshed.body as { apiKey: string }).apiKey;
    expect((await app.withApiKey(newKey).get('/api/verify-api-key')).status).toBe(200);
  });

  describe("a homeowner's call, checked against the owner's access from memory", () => {
    /** 400 (the empty body) means the access check let it through; 403 that it refused. */
    const accessStatus = async (key: string) =>
      (await app.withApiKey(key).post('/api/accept-quote', {})).status;

    it('refuses the moment the trial ends, and lets through once the owner subscribes', async () => {
      const owner = await buildOwner({ trial: 'active' });
      const key = await buildApiKey(owner);
      const trialEnd = trialEndsAt(owner.trialStartedAt ?? new Date());
      // Ten seconds before the end: well inside the 30 seconds an entry may otherwise live.
      clock.set(new Date(trialEnd.getTime() - 10_000));
      try {
        expect(await accessStatus(key)).toBe(400);
        clock.set(trialEnd);
        expect(await accessStatus(key)).toBe(403);
        // Subscribed through another server: only the database's announcement tells this one.
        await app.db
          .update(owners)
          .set({ subscriptionStatus: 'active', plan: 'pro' })
          .where(eq(owners.id, owner.id));
        expect(await eventually(async () => (await accessStatus(key)) === 400)).toBe(true);
      } finally {
        clock.set(new Date());
      }
    });

    it("answers through a failed renewal's grace and refuses the moment it ends", async () => {
      const owner = await buildOwner();
      const key = await buildApiKey(owner);
      const failedAt = new Date(clock.now().getTime() - 60_000);
      await app.db
        .update(owners)
        .set({
          subscriptionStatus: 'past_due',
          plan: 'pro',
          hasHadActiveSubscription: true,
          currentPeriodStart: failedAt,
        })
        .where(eq(owners.id, owner.id));
      const graceEnd = paymentGraceEndsAt({
        subscriptionStatus: 'past_due',
        currentPeriodStart: failedAt,
      });
      try {
        clock.set(new Date((graceEnd?.getTime() ?? 0) - 10_000));
        expect(await eventually(async () => (await accessStatus(key)) === 400)).toBe(true);
        clock.set(graceEnd ?? new Date());
        expect(await accessStatus(key)).toBe(403);
      } finally {
        clock.set(new Date());
      }
    });

    it("refuses once the trial's last estimate is counted", async () => {
      const owner = await buildOwner({ trial: 'active' });
      const key = await buildApiKey(owner);
      expect(await accessStatus(key)).toBe(400);
      await app.db.insert(estimateUsage).values(
        Array.from({ length: TRIAL.estimates }, () => ({
          ownerId: owner.id,
          periodStart: owner.trialStartedAt ?? new Date(),
          isTrial: true,
        })),
      );
      expect(await eventually(async () => (await accessStatus(key)) === 403)).toBe(true);
    });
  });
});

describe('public reads when the news of changes may be lost', () => {
  it('answers from the database while its listener is stalled, and from memory once it is back', async () => {
    let news: ListenHandlers | undefined;
    // A listener this test drives: it hears nothing, so every change is one it missed.
    const reads = new PublicReads(
      {
        ...app.database,
        listen: async (_channel, handlers) => {
          news = handlers;
        },
      },
      clock,
      accountStatusLoader(async (_db, owner) => owner),
    );
    await reads.follow();
    const owner = await buildOwner();
    const key = await buildApiKey(owner);
    expect(await reads.ownerIdByApiKey(key)).toBe(owner.id);
    const refreshed = await app.as(owner).post('/api/generate-api-key', { refresh: true });
    expect(refreshed.status).toBe(200);
    // Unheard, the refresh leaves the old key known in memory…
    expect(await reads.ownerIdByApiKey(key)).toBe(owner.id);
    // …until the listener misses a heartbeat: from then on the database answers.
    news?.onGap?.();
    expect(await reads.ownerIdByApiKey(key)).toBeUndefined();
    const newKey = apiKeyResponseSchema.parse(refreshed.body).apiKey;
    expect(await reads.ownerIdByApiKey(newKey)).toBe(owner.id);
    expect(reads.knowsApiKey(newKey)).toBe(false);
    news?.onResume?.();
    await reads.ownerIdByApiKey(newKey);
    await reads.owner(owner.id);
    expect(reads.knowsApiKey(newKey)).toBe(true);
  });
});
