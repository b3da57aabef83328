import {
  propertyAnalysisResultSchema,
  type PropertyAnalysisResult,
} from '@yardstick/core/schemas/analysis';
import { usageSchema } from '@yardstick/core/schemas/account';
import { expect } from 'vitest';
import type { useTestApp } from './app.ts';
import { buildApiKey, buildOwner, buildService } from './factories.ts';
import { demoAddressList } from './demoRegion.ts';

const [first, second] = demoAddressList();
if (!first || !second) throw new Error('the demo region has no addresses');
/** Two demo-region addresses every estimator test can analyse offline. */
export const demoAddresses = { first, second };

/** An owner pricing mowing (the default service) and aeration, with a widget key; and analyses. */
export function estimatorSetup(app: ReturnType<typeof useTestApp>) {
  async function ownerWithMowing(overrides: Parameters<typeof buildOwner>[0] = {}) {
    const owner = await buildOwner(overrides);
    await buildService(owner, { name: 'Lawn Mowing', isDefault: true });
    await buildService(owner, {
      name: 'Aeration',
      frequencies: [{ frequency: 'one-time', pricePerSqFt: 0.009, minimumPrice: 100 }],
    });
    return { owner, key: await buildApiKey(owner) };
  }

  async function analyzeWithKey(
    key: string,
    address = first!.address,
  ): Promise<PropertyAnalysisResult> {
    const res = await app.withApiKey(key).post('/api/analyze-property', { address });
    expect(res.status).toBe(200);
    return propertyAnalysisResultSchema.parse(res.body);
  }

  /** The estimates the owner's usage says were counted this period. */
  async function estimatesUsed(owner: { id: string }): Promise<number> {
    const res = await app.as(owner).get(`/api/usage/${owner.id}`);
    return usageSchema.parse(res.body).estimatesUsed;
  }

  return { ownerWithMowing, analyzeWithKey, estimatesUsed };
}
