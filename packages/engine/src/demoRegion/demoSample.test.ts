import { DEMO_SAMPLE, demoSampleWeeklyPrice } from '@yardstick/core/demoSample';
import { formatSqFt } from '@yardstick/core/format';
import { describe, expect, it } from 'vitest';
import { SQ_FT_PER_M2 } from '../measure/units.ts';
import { measureParcel } from '../pipeline/measureParcel.ts';
import { createProviders } from '../providers/registry.ts';
import { getDemoRegion } from './demoRegion.ts';

describe("the landing page's sample analysis", () => {
  it('is what the engine measures at the first preset home, at the same price', async () => {
    const providers = createProviders();
    const entry = getDemoRegion().parcels.find((parcel) => parcel.address === DEMO_SAMPLE.address);
    if (!entry) throw new Error(`${DEMO_SAMPLE.address} is not in the demo region`);
    const parcel = await providers.parcels.parcelAt(entry.point);
    if (!parcel) throw new Error(`no parcel at ${DEMO_SAMPLE.address}`);
    const { lawn } = await measureParcel(parcel, providers);
    const mowableSqFt = lawn.mowableM2 * SQ_FT_PER_M2;
    expect(formatSqFt(mowableSqFt)).toBe(formatSqFt(DEMO_SAMPLE.mowableSqFt));
    expect(lawn.complexity.score).toBe(DEMO_SAMPLE.complexityScore);
    expect(demoSampleWeeklyPrice(mowableSqFt)).toBe(demoSampleWeeklyPrice());
    const types = lawn.obstacles.map((obstacle) => obstacle.kind);
    expect(types.filter((kind) => kind === 'tree')).toHaveLength(3);
    for (const kind of ['pool', 'shed', 'patio', 'driveway']) expect(types).toContain(kind);
  }, 300_000);
});
