import { describe, expect, it } from 'vitest';
import { serviceRepository } from './serviceRepository.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildService } from '../../testing/factories.ts';
import { replaceService } from './saveService.ts';

const app = useTestApp();

describe('replaceService', () => {
  it('rolls the renamed service back when the database refuses one of its prices', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner, {
      name: 'Mowing',
      frequencies: [{ frequency: 'one-time', pricePerSqFt: 0.005 }],
    });
    const twice = { pricePerSqFt: 0.007, minimumPrice: null, isActive: true, sortOrder: 0 };
    // The schema refuses a frequency twice; here the unique index does, after the rename ran.
    await expect(
      replaceService(app.db, owner.id, service.id, {
        name: 'Renamed',
        description: undefined,
        isActive: true,
        sortOrder: 0,
        frequencies: [
          { ...twice, frequency: 'weekly' },
          { ...twice, frequency: 'weekly' },
        ],
      }),
    ).rejects.toThrow();
    const kept = await serviceRepository(app.db).get(owner.id, service.id);
    expect(kept?.name).toBe('Mowing');
    expect(kept?.frequencies.map((f) => f.frequency)).toEqual(['one-time']);
  });
});
