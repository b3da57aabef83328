import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStatusLoader, type LoadAccountStatus } from '../accounts/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { holdTestDatabase, releaseTestDatabase } from '../../testing/database.ts';
import { buildOwner, buildService, buildStorefront } from '../../testing/factories.ts';
import { publicStorefront } from './publicStorefront.ts';

// A storefront as visitors see it, read from the repository on the test database, without HTTP.
let db: Db;
const now = new Date();
// Nothing is scheduled to change in these owners' subscriptions.
const loadAccountStatus: LoadAccountStatus = accountStatusLoader(async (_db, owner) => owner);

beforeAll(async () => {
  db = (await holdTestDatabase()).db;
});

afterAll(async () => {
  await releaseTestDatabase();
});

describe('publicStorefront', () => {
  it('shows an active storefront that quotes once its owner has a priced service', async () => {
    const owner = await buildOwner();
    const { subdomain } = await buildStorefront(owner);
    const before = await publicStorefront(db, { subdomain }, now, loadAccountStatus);
    expect(before.storefront).toMatchObject({ isActive: true, acceptsQuotes: false });
    await buildService(owner);
    const after = await publicStorefront(db, { subdomain }, now, loadAccountStatus);
    expect(after).toMatchObject({ ownerId: owner.id, storefront: { acceptsQuotes: true } });
  });

  // Each state a storefront can be in: visitors always get the company, its brand and its
  // contact; only whether it quotes changes.
  it.each([
    ['a trial ended by time', { trial: 'expired' as const }],
    ['a plan that lapsed', { trial: 'none' as const, subscriptionStatus: 'canceled' as const }],
  ])('keeps the brand and contact of %s, and takes no quotes', async (_state, ownerState) => {
    const owner = await buildOwner({ ...ownerState, companyName: 'Green Acres Mowing' });
    await buildService(owner);
    const { subdomain } = await buildStorefront(owner, {
      primaryColor: '#14532D',
      contactPhone: '(555) 010-2030',
      contactEmail: 'office@greenacres.test',
    });
    const found = await publicStorefront(db, { subdomain }, now, loadAccountStatus);
    expect(found.storefront).toMatchObject({
      companyName: 'Green Acres Mowing',
      primaryColor: '#14532D',
      contactPhone: '(555) 010-2030',
      contactEmail: 'office@greenacres.test',
      isActive: true,
      acceptsQuotes: false,
    });
  });

  it('takes no quotes while its owner has switched it off, and still names the company', async () => {
    const owner = await buildOwner({ companyName: 'Paused Lawns' });
    await buildService(owner);
    const { subdomain } = await buildStorefront(owner, { isActive: false });
    const found = await publicStorefront(db, { subdomain }, now, loadAccountStatus);
    expect(found.storefront).toMatchObject({
      companyName: 'Paused Lawns',
      isActive: false,
      acceptsQuotes: false,
    });
  });

  it('finds a storefront by its custom domain, and none by an unknown one', async () => {
    const owner = await buildOwner();
    const customDomain = `quotes-${owner.id.slice(0, 8)}.example.com`;
    await buildStorefront(owner, { customDomain });
    const found = await publicStorefront(db, { customDomain }, now, loadAccountStatus);
    expect(found.ownerId).toBe(owner.id);
    await expect(
      publicStorefront(db, { customDomain: 'nobody.example.com' }, now, loadAccountStatus),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
