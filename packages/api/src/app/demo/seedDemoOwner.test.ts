import { DEMO_SERVICES } from '@yardstick/core/demoServices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyRepository, signIn } from '../../modules/accounts/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { serviceRepository } from '../../modules/priceList/index.ts';
import { storefrontRepository } from '../../modules/storefronts/index.ts';
import { owners } from '../../platform/db/schema/index.ts';
import { holdTestDatabase, releaseTestDatabase } from '../../testing/database.ts';
import { DEMO_API_KEY, DEMO_COMPANY_NAME, DEMO_EMAIL, seedDemoOwner } from './seedDemoOwner.ts';

let db: Db;
beforeAll(async () => {
  db = (await holdTestDatabase()).db;
  // The server database outlives test runs: start from no demo owner.
  await db.delete(owners).where(eq(owners.email, DEMO_EMAIL));
});
afterAll(releaseTestDatabase);

describe('seedDemoOwner', () => {
  it('creates the demo owner once as the demo account, with demo prices, the demo storefront and the landing key', async () => {
    const seeded = await seedDemoOwner(db);
    if (!seeded.created) throw new Error('expected the demo owner to be created');

    const owner = await signIn(db, { email: DEMO_EMAIL, password: seeded.password });
    expect(owner).toMatchObject({
      id: seeded.ownerId,
      companyName: DEMO_COMPANY_NAME,
      isDemo: true,
      // A permanent account: no trial to run out.
      trialStartedAt: null,
    });
    expect(owner.passwordHash).not.toContain(seeded.password);

    const services = await serviceRepository(db).list(owner.id);
    expect(services.map((service) => [service.name, service.isDefault])).toEqual(
      DEMO_SERVICES.map((service) => [service.name, service.isDefault]),
    );
    const mowing = services.find((service) => service.isDefault);
    expect(
      mowing?.frequencies.map((f) => [f.frequency, Number(f.pricePerSqFt), f.minimumPriceCents]),
    ).toEqual([
      ['weekly', 0.008, 5000],
      ['bi-weekly', 0.009, 5000],
    ]);

    expect(await storefrontRepository(db).findBySubdomain('demo')).toMatchObject({
      ownerId: owner.id,
      companyName: DEMO_COMPANY_NAME,
    });
    expect(await apiKeyRepository(db).findOwnerIdByKey(DEMO_API_KEY)).toBe(owner.id);
    // The landing key is not the owner's refreshable widget key.
    expect(await apiKeyRepository(db).findActive(owner.id)).toBeUndefined();
  });

  it('does nothing on later starts', async () => {
    const before = await db.select().from(owners).where(eq(owners.email, DEMO_EMAIL));
    expect(await seedDemoOwner(db)).toEqual({ created: false });
    const after = await db.select().from(owners).where(eq(owners.email, DEMO_EMAIL));
    expect(after).toEqual(before);
  });
});
