import { lawnAreaSqFt } from '@yardstick/core/lawnGeometry';
import { priceByBasis } from '@yardstick/core/priceBasis';
import type { MapLayer, PriceBasis } from '@yardstick/core/enums';
import type { LawnMultiPolygon } from '@yardstick/core/schemas/lawnGeometry';
import { lot, rect } from '@yardstick/core/testing/metreLot';
import { buildServiceMeasures } from '@yardstick/core/testing/serviceMeasures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database.ts';
import { ConflictError } from '../../platform/errors.ts';
import { holdTestDatabase, releaseTestDatabase } from '../../testing/database.ts';
import { buildOwner, buildQuote, buildService } from '../../testing/factories.ts';
import type { Owner } from '../accounts/index.ts';
import { LAYER_NOT_MAPPED_MESSAGES, adjustMeasurement } from './adjustMeasurement.ts';
import { presentAcceptedQuote } from './presenter.ts';
import type { NewQuoteLine } from './quoteLines.ts';
import { quoteRepository } from './quotesRepository.ts';

let db: Db;
beforeAll(async () => {
  db = (await holdTestDatabase()).db;
});
afterAll(releaseTestDatabase);

const NOW = new Date('2026-07-04T15:00:00Z');
const shapes = (...rects: [number, number, number, number][]): LawnMultiPolygon => ({
  type: 'MultiPolygon',
  coordinates: rects.map((r) => [rect(...r)]),
});
// As the engine traced them: beds along the back and a driveway at the side of the 40 × 30 m lot.
const MAP_SHAPES = {
  bedPolygons: shapes([2, 25, 12, 28]),
  pavingPolygons: shapes([30, 0, 34, 20]),
};

/** An owner's price on one basis, weekly, at `rate` per unit and no minimum. */
async function price(owner: Owner, name: string, basis: PriceBasis, rate: number) {
  const service = await buildService(owner, {
    name,
    frequencies: [{ frequency: 'weekly', pricePerSqFt: rate, minimumPrice: null, basis }],
  });
  return { service, rate, basis };
}

type Priced = Awaited<ReturnType<typeof price>>;

/** A quote line for `price` on `quantity` units, at a stored total the re-pricing replaces. */
function line({ service, rate, basis }: Priced, quantity: number): NewQuoteLine {
  return {
    serviceId: service.id,
    serviceName: service.name,
    areaSqFt: 10_000,
    pricePerSqFt: rate.toFixed(6),
    frequency: 'weekly',
    basis,
    quantity,
    totalCents: 12_300,
  };
}

/** What core's rules charge for `quantity` units at the price, with no complexity. */
const expected = ({ basis, rate }: Priced, quantity: number) =>
  priceByBasis({ basis, quantity, rate, complexityScore: null }).totalCost;

/** The owner saves `geometry` as the quote's `layer` on the map. */
const edit = (owner: Owner, quoteId: string, layer: MapLayer, geometry: LawnMultiPolygon) =>
  adjustMeasurement(db, owner.id, quoteId, { lawnGeometry: geometry, layer }, NOW);

async function quoteWith(owner: Owner, lines: NewQuoteLine[], mapped = true) {
  return buildQuote(owner, {
    lot,
    serviceMeasures: buildServiceMeasures(),
    ...(mapped ? { mapShapes: MAP_SHAPES } : {}),
    lines,
    totalCents: lines.length * 12_300,
  });
}

describe('adjustMeasurement of the beds or paving layer', () => {
  it('re-prices the bed-area line on the edited beds, keeps the lawn line, and stores the beds', async () => {
    const owner = await buildOwner();
    const mowing = await price(owner, 'Lawn Mowing', 'lawn-area', 0.008);
    const mulch = await price(owner, 'Mulching', 'bed-area', 0.75);
    const quote = await quoteWith(owner, [line(mowing, 10_000), line(mulch, 420)]);
    const beds = shapes([2, 22, 20, 28]);
    const bedsSqFt = lawnAreaSqFt(beds);

    const { after } = await edit(owner, quote.id, 'beds', beds);
    const shown = presentAcceptedQuote(after);
    expect(shown.services.map((l) => [l.serviceName, l.basis, l.quantity, l.totalCost])).toEqual([
      // The lawn line is as it was stored, not priced again.
      ['Lawn Mowing', 'lawn-area', 10_000, 123],
      ['Mulching', 'bed-area', bedsSqFt, expected(mulch, bedsSqFt)],
    ]);
    expect(shown.totalCost).toBe(123 + expected(mulch, bedsSqFt));
    expect(shown).toMatchObject({ bedGeometry: beds, bedAreaSqFt: bedsSqFt, pavingGeometry: null });
    expect(shown.mowableArea).toBe(presentAcceptedQuote(quote).mowableArea);
    expect(shown.adjustmentHistory).toEqual([
      // The beds' area the replaced figures were priced on.
      expect.objectContaining({
        totalCost: 246,
        replacedAt: NOW.toISOString(),
        layer: 'beds',
        layerAreaSqFt: 420,
      }),
    ]);
  });

  it('leaves bed lines alone when the paving is edited, and keeps an override as the price', async () => {
    const owner = await buildOwner();
    const mulch = await price(owner, 'Mulching', 'bed-area', 0.75);
    const snow = await price(owner, 'Snow clearing', 'hardscape-area', 0.05);
    const quote = await quoteWith(owner, [line(mulch, 420), line(snow, 1_240)]);
    const paving = shapes([30, 0, 34, 10]);
    const pavingSqFt = lawnAreaSqFt(paving);
    const snowLineId = quote.lines[1]?.id ?? '';
    await quoteRepository(db).setLineOverride(owner.id, quote.id, snowLineId, {
      cents: 9_900,
      reason: 'Long driveway, agreed by phone',
    });

    const { after } = await edit(owner, quote.id, 'paving', paving);
    const [bedLine, snowLine] = presentAcceptedQuote(after).services;
    expect(bedLine).toMatchObject({ quantity: 420, totalCost: 123, computedTotalCost: 123 });
    expect(snowLine).toMatchObject({
      basis: 'hardscape-area',
      quantity: pavingSqFt,
      totalCost: 99,
      computedTotalCost: expected(snow, pavingSqFt),
    });
    expect(presentAcceptedQuote(after).totalCost).toBe(123 + 99);
    expect(presentAcceptedQuote(after)).toMatchObject({
      pavingAreaSqFt: pavingSqFt,
      bedAreaSqFt: null,
    });
  });

  it('prices bed lines on the edited beds when the lawn is adjusted afterwards', async () => {
    const owner = await buildOwner();
    const mowing = await price(owner, 'Lawn Mowing', 'lawn-area', 0.008);
    const mulch = await price(owner, 'Mulching', 'bed-area', 0.75);
    const quote = await quoteWith(owner, [line(mowing, 10_000), line(mulch, 420)]);
    const beds = shapes([2, 22, 20, 28]);
    await edit(owner, quote.id, 'beds', beds);

    const lawn = shapes([2, 2, 25, 20]);
    const { after } = await edit(owner, quote.id, 'lawn', lawn);
    const [lawnLine, bedLine] = presentAcceptedQuote(after).services;
    expect(lawnLine?.quantity).toBe(lawnAreaSqFt(lawn));
    expect(bedLine).toMatchObject({
      quantity: lawnAreaSqFt(beds),
      totalCost: expected(mulch, lawnAreaSqFt(beds)),
    });
    // Newest first; a lawn entry names no layer, as entries written before layers existed.
    expect(presentAcceptedQuote(after).adjustmentHistory.map((entry) => entry.layer)).toEqual([
      undefined,
      'beds',
    ]);
  });

  it('refuses with 409 an analysis made before beds and paving were traced, and changes nothing', async () => {
    const owner = await buildOwner();
    const mulch = await price(owner, 'Mulching', 'bed-area', 0.75);
    const quote = await quoteWith(owner, [line(mulch, 420)], false);
    for (const layer of ['beds', 'paving'] as const) {
      const refusal = edit(owner, quote.id, layer, shapes([2, 22, 20, 28]));
      await expect(refusal).rejects.toThrow(ConflictError);
      await expect(refusal).rejects.toThrow(LAYER_NOT_MAPPED_MESSAGES[layer]);
    }
    const { after } = await edit(owner, quote.id, 'lawn', shapes([2, 2, 25, 20]));
    // The lawn is edited as before layers existed; the beds keep their measured 420 sq ft.
    expect(presentAcceptedQuote(after).services[0]).toMatchObject({
      quantity: 420,
      totalCost: expected(mulch, 420),
    });
  });
});
