import { DEMO_PRESET_ADDRESSES } from '@yardstick/core/demo';
import { DEMO_SERVICES } from '@yardstick/core/demoServices';
import { priceServiceLine } from '@yardstick/core/pricing';
import { guidePriceRange, TYPICAL_RATE_RANGES } from '@yardstick/core/pricingGuide';
import { describe, expect, it } from 'vitest';
import { getDemoRegion } from '../demoRegion/demoRegion.ts';
import { SQ_FT_PER_M2 } from '../measure/units.ts';
import { measureParcel } from '../pipeline/measureParcel.ts';
import { createProviders } from '../providers/registry.ts';

const providers = createProviders();

/** Every parcel of the demo region, measured (no map image): score, land use, obstacles. */
async function measureDemoRegion() {
  const rows = [];
  for (const { point, address } of getDemoRegion().parcels) {
    const parcel = await providers.parcels.parcelAt(point);
    if (!parcel) throw new Error(`no parcel at ${address}`);
    const { lawn } = await measureParcel(parcel, providers);
    rows.push({
      address,
      landUse: parcel.info.landUse,
      score: lawn.complexity.score,
      lawnSqFt: lawn.mowableM2 * SQ_FT_PER_M2,
      obstacleAreasSqFt: lawn.obstacles.map((o) => o.areaM2 * SQ_FT_PER_M2),
    });
  }
  return rows;
}

let measured: Promise<Awaited<ReturnType<typeof measureDemoRegion>>> | undefined;
const demoRegionRows = () => (measured ??= measureDemoRegion());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('complexity over the demo region', () => {
  it('scores a plain suburban lot about 5 and only hard lots 9–10', async () => {
    const rows = await demoRegionRows();
    const scores = rows.map((row) => row.score);
    const histogram = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [i + 1, scores.filter((s) => s === i + 1).length]),
    );
    console.info(`complexity over ${rows.length} demo parcels:`, JSON.stringify(histogram));
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(median(scores)).toBeGreaterThanOrEqual(4);
    expect(median(scores)).toBeLessThanOrEqual(6);
    const residential = rows.filter((row) => row.landUse === 'residential');
    expect(median(residential.map((row) => row.score))).toBeGreaterThanOrEqual(4);
    expect(median(residential.map((row) => row.score))).toBeLessThanOrEqual(6);
    expect(scores.filter((s) => s >= 9).length).toBeLessThanOrEqual(0.1 * rows.length);
    // The scale is used: there are easy lots and hard ones, not one score for all.
    expect(Math.min(...scores)).toBeLessThanOrEqual(3);
    expect(Math.max(...scores)).toBeGreaterThanOrEqual(8);
    // Nothing under 30 sq ft is counted as an obstacle.
    expect(rows.flatMap((row) => row.obstacleAreasSqFt).every((a) => a >= 30)).toBe(true);
  }, 300_000);

  it('prices most homes within the pricing guide’s mowing range', async () => {
    const residential = (await demoRegionRows()).filter((row) => row.landUse === 'residential');
    const weekly = DEMO_SERVICES.find((s) => s.isDefault)?.frequencies.find(
      (f) => f.frequency === 'weekly',
    );
    const mowing = TYPICAL_RATE_RANGES.find((range) => range.service === 'Mowing');
    if (!weekly || !mowing) throw new Error('no weekly mowing price or guide range');
    const withinGuide = residential.filter(({ lawnSqFt, score }) => {
      const price = priceServiceLine({ ...weekly, areaSqFt: lawnSqFt, complexityScore: score });
      // The guide rounds to whole dollars where prices round up: a dollar of slack.
      return price.minimumApplied || price.totalCost <= guidePriceRange(lawnSqFt, mowing).high + 1;
    });
    console.info(`${withinGuide.length} of ${residential.length} homes priced within the guide`);
    expect(withinGuide.length).toBeGreaterThanOrEqual(0.5 * residential.length);
  }, 300_000);

  it('offers the landing demo homes of typical complexity as presets', async () => {
    const rows = await demoRegionRows();
    for (const address of DEMO_PRESET_ADDRESSES) {
      const row = rows.find((r) => r.address === address);
      expect(row, address).toMatchObject({ landUse: 'residential' });
      expect(row!.score, address).toBeLessThanOrEqual(6);
      expect(row!.lawnSqFt, address).toBeGreaterThan(4000);
    }
  }, 300_000);
});
