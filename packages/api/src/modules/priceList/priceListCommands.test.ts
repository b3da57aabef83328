import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { holdTestDatabase, releaseTestDatabase } from '../../testing/database.ts';
import { buildOwner, buildService } from '../../testing/factories.ts';
import { addFrequency } from './addFrequency.ts';
import { DEFAULT_SERVICE_MESSAGE, deleteService } from './deleteService.ts';
import { ownerOffersPricing } from './ownerOffersPricing.ts';
import { serviceRepository } from './serviceRepository.ts';

// The price list's commands against its repository on the test database, without HTTP.
let db: Db;

beforeAll(async () => {
  db = (await holdTestDatabase()).db;
});

afterAll(async () => {
  await releaseTestDatabase();
});

const monthly = {
  frequency: 'monthly',
  pricePerSqFt: 0.01,
  minimumPrice: 40,
  isActive: true,
  sortOrder: 1,
} as const;

describe('addFrequency', () => {
  it('adds a price for a frequency the service lacks', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    await addFrequency(db, owner.id, service.id, monthly);
    const saved = await serviceRepository(db).get(owner.id, service.id);
    expect(saved?.frequencies.map((f) => f.frequency)).toEqual(['weekly', 'monthly']);
  });

  it('refuses the same frequency twice with a conflict, keeping one price', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    await expect(
      addFrequency(db, owner.id, service.id, { ...monthly, frequency: 'weekly' }),
    ).rejects.toBeInstanceOf(ConflictError);
    const saved = await serviceRepository(db).get(owner.id, service.id);
    expect(saved?.frequencies).toHaveLength(1);
  });

  it("finds no service of another owner's", async () => {
    const owner = await buildOwner();
    const service = await buildService(await buildOwner());
    await expect(addFrequency(db, owner.id, service.id, monthly)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});

describe('deleteService', () => {
  it('deletes a service with its prices', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    await deleteService(db, owner.id, service.id);
    expect(await serviceRepository(db).get(owner.id, service.id)).toBeUndefined();
  });

  it('keeps the default service', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner, { isDefault: true });
    await expect(deleteService(db, owner.id, service.id)).rejects.toThrow(DEFAULT_SERVICE_MESSAGE);
    expect(await serviceRepository(db).get(owner.id, service.id)).toBeDefined();
  });
});

describe('ownerOffersPricing', () => {
  it('is true only once an active service has an active price', async () => {
    const owner = await buildOwner();
    expect(await ownerOffersPricing(db, owner.id)).toBe(false);
    await buildService(owner, { frequencies: [{ isActive: false }] });
    expect(await ownerOffersPricing(db, owner.id)).toBe(false);
    await buildService(owner, { name: 'Edging' });
    expect(await ownerOffersPricing(db, owner.id)).toBe(true);
  });
});
