import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerLines } from './offer.ts';
import {
  basisHasTiers,
  basisTierHeading,
  basisTierUnit,
  basisLineLabel,
  basisQuantity,
  PRICE_BASES,
  priceByBasis,
  type PriceBasis,
  formatBasisRate,
} from './priceBasis.ts';
import { priceServiceLine } from './pricing.ts';
import { propertyAnalysisResultSchema } from './schemas/analysis.ts';
import { frequencyInputSchema, serviceFrequencySchema } from './schemas/services.ts';
import { buildServiceMeasures } from './testing/serviceMeasures.ts';
import { volumeTiersArbitrary } from './testing/volumeTiers.ts';
import { STANDARD_VOLUME_TIERS } from './volumeRate.ts';

const TODAY = { at: new Date('2026-07-04T15:00:00Z'), timeZone: 'UTC' };

const measured = { lawnSqFt: 8_000, services: buildServiceMeasures() };

/** Any lawn and any price of it: rate, complexity, minimum and tiers. */
const lawnPrices = fc.record({
  areaSqFt: fc.integer({ min: 0, max: 500_000 }),
  rate: fc.integer({ min: 1, max: 1_000_000 }).map((micro) => micro / 1_000_000),
  complexityScore: fc.option(fc.integer({ min: 0, max: 10 })),
  minimumPrice: fc.option(fc.integer({ min: 0, max: 100_000 })),
  volumeTiers: fc.option(volumeTiersArbitrary, { nil: undefined }),
});
type LawnPrice = typeof lawnPrices extends fc.Arbitrary<infer T> ? T : never;

/** The lawn's price as it was computed before prices had a basis. */
function lawnPriceBefore({ areaSqFt, rate, ...rest }: LawnPrice) {
  return priceServiceLine({ areaSqFt, pricePerSqFt: rate, ...rest });
}

describe('basisQuantity', () => {
  it.each<[PriceBasis, number]>([
    ['lawn-area', 8_000],
    ['bed-area', 420],
    ['hardscape-area', 1_240],
    ['edge-length', 310],
    ['per-tree', 4],
    ['flat', 1],
  ])('gives %s the quantity %d from the lot', (basis, quantity) => {
    expect(basisQuantity(basis, measured)).toEqual({ ok: true, quantity });
  });

  it('leaves the public sidewalk out of the paving to clear', () => {
    const quantity = basisQuantity('hardscape-area', measured);
    expect(quantity).toEqual({ ok: true, quantity: 1_240 });
    expect(measured.services.hardscape.sidewalkSqFt).toBe(300);
  });

  it('prices the lawn and flat prices on an analysis made before services were measured', () => {
    expect(basisQuantity('lawn-area', { lawnSqFt: 5_000 })).toEqual({ ok: true, quantity: 5_000 });
    expect(basisQuantity('flat', { lawnSqFt: 5_000, services: null })).toEqual({
      ok: true,
      quantity: 1,
    });
  });

  it.each<PriceBasis>(['bed-area', 'hardscape-area', 'edge-length', 'per-tree'])(
    'does not offer %s without the measure, and says to analyze again',
    (basis) => {
      const quantity = basisQuantity(basis, { lawnSqFt: 5_000 });
      expect(quantity.ok).toBe(false);
      if (!quantity.ok) expect(quantity.reason).toMatch(/analyzed before .* Analyze it again\.$/);
    },
  );

  it('does not offer a price on a measure the lot has none of', () => {
    const bare = {
      lawnSqFt: 5_000,
      services: buildServiceMeasures({
        bedsSqFt: 0,
        trees: { count: 0, canopyOverLawnSqFt: 0 },
        edges: { hardFt: 0, bedFt: 40 },
      }),
    };
    expect(basisQuantity('per-tree', bare)).toEqual({
      ok: false,
      reason: 'No trees were found on this lot.',
    });
    expect(basisQuantity('bed-area', bare)).toEqual({
      ok: false,
      reason: 'No beds were found on this lot.',
    });
    expect(basisQuantity('edge-length', bare).ok).toBe(false);
  });
});

describe('priceByBasis', () => {
  it('prices edging per foot with complexity, rounded up, raised to the minimum', () => {
    // 310 ft × $0.25 = $77.50, × 1.1 (score 7) = $85.25, rounded up to $86.
    expect(
      priceByBasis({ basis: 'edge-length', quantity: 310, rate: 0.25, complexityScore: 7 }),
    ).toEqual({ totalCost: 86, minimumApplied: false });
    expect(
      priceByBasis({ basis: 'edge-length', quantity: 310, rate: 0.25, minimumPrice: 100 }),
    ).toEqual({ totalCost: 100, minimumApplied: true });
  });

  it('prices each tree', () => {
    expect(priceByBasis({ basis: 'per-tree', quantity: 4, rate: 15 })).toEqual({
      totalCost: 60,
      minimumApplied: false,
    });
  });

  it('charges a flat price per visit without complexity or volume tiers', () => {
    const flat = {
      basis: 'flat' as const,
      quantity: 1,
      rate: 45.5,
      complexityScore: 10,
      volumeTiers: [{ fromSqFt: 1, percentOfRate: 50 }],
    };
    expect(priceByBasis(flat)).toEqual({ totalCost: 46, minimumApplied: false });
    expect(priceByBasis({ ...flat, minimumPrice: 60 })).toEqual({
      totalCost: 60,
      minimumApplied: true,
    });
  });

  it('gives a lawn-area price exactly the lawn price of before, for any lawn', () => {
    fc.assert(
      fc.property(lawnPrices, (price) => {
        expect(priceByBasis({ basis: 'lawn-area', quantity: price.areaSqFt, ...price })).toEqual(
          lawnPriceBefore(price),
        );
      }),
    );
  });
});

describe('offer of lawn-area prices', () => {
  it('prices every lawn-area or unstated price exactly as before, measured services or not', () => {
    fc.assert(
      fc.property(
        lawnPrices,
        fc.constantFrom<'lawn-area' | undefined>('lawn-area', undefined),
        fc.boolean(),
        (price, basis, withMeasures) => {
          const [line] = offerLines({
            today: TODAY,
            services: [
              {
                id: 'mowing',
                name: 'Mowing',
                isActive: true,
                isDefault: true,
                sortOrder: 0,
                frequencies: [
                  {
                    id: 'weekly',
                    frequency: 'weekly',
                    pricePerSqFt: price.rate,
                    minimumPrice: price.minimumPrice,
                    isActive: true,
                    sortOrder: 0,
                    volumeTiers: price.volumeTiers,
                    ...(basis ? { basis } : {}),
                  },
                ],
              },
            ],
            areaSqFt: price.areaSqFt,
            complexityScore: price.complexityScore,
            serviceMeasures: withMeasures ? buildServiceMeasures() : undefined,
          });
          const before = lawnPriceBefore(price);
          expect(line).toMatchObject({
            areaSqFt: price.areaSqFt,
            pricePerSqFt: price.rate,
            totalCost: before.totalCost,
            minimumApplied: before.minimumApplied,
            basis: 'lawn-area',
            quantity: price.areaSqFt,
          });
        },
      ),
    );
  });
});

describe('basisLineLabel', () => {
  it.each<[PriceBasis, number, number, string]>([
    ['hardscape-area', 1_240, 0.05, 'Driveway and walks 1,240 sq ft × $0.050'],
    ['edge-length', 310, 0.25, 'Edging 310 ft × $0.25'],
    ['edge-length', 310, 0.125, 'Edging 310 ft × $0.125'],
    ['per-tree', 4, 15, 'Per tree 4 × $15.00'],
    ['bed-area', 420, 0.15, 'Beds 420 sq ft × $0.150'],
    ['lawn-area', 5_067, 0.008, 'Lawn 5,067 sq ft × $0.0080'],
    ['flat', 1, 45, 'Flat per visit'],
  ])('names %s: %s', (basis, quantity, rate, label) => {
    expect(basisLineLabel(basis, quantity, rate)).toBe(label);
  });
});

describe('basis in the shared schemas', () => {
  it('takes every basis on a price and refuses another word with the list', () => {
    for (const basis of PRICE_BASES) {
      expect(
        frequencyInputSchema.parse({ frequency: 'weekly', pricePerSqFt: 0.25, basis }).basis,
      ).toBe(basis);
    }
    const refused = frequencyInputSchema.safeParse({
      frequency: 'weekly',
      pricePerSqFt: 0.25,
      basis: 'per-acre',
    });
    expect(refused.error?.issues[0]?.message).toBe(
      'Price basis must be one of: lawn-area, bed-area, hardscape-area, edge-length, per-tree, flat',
    );
  });

  it('reads a price stored before bases existed as it was (no basis: lawn area)', () => {
    const stored = serviceFrequencySchema.parse({
      id: 'f1',
      frequency: 'weekly',
      pricePerSqFt: 0.008,
      isActive: true,
      sortOrder: 0,
      volumeTiers: STANDARD_VOLUME_TIERS,
    });
    expect(stored.basis).toBeUndefined();
  });

  it('parses an analysis stored before service measures, with nothing left out of its offer', () => {
    const stored = {
      analysisId: 'a1',
      address: '1 Main St',
      success: true,
      propertySize: 0.2,
      mowableArea: 0.1,
      totalAreaSqFt: 8_712,
      mowableAreaSqFt: 4_356,
      totalCost: 40,
      totalTime: 20,
      baseMowingCost: 40,
      mapData: {
        status: 'success',
        parcel: null,
        center: [-84.5, 39.1],
        zoom: 19,
        propertyPolygon: null,
        mowablePolygons: { type: 'MultiPolygon', coordinates: [] },
        greenPercentage: 50,
        address: '1 Main St',
        greenAreaImagePath: null,
      },
      services: [],
      aiObstacles: [],
      aiComplexityScore: null,
      aiPricingExplanation: '',
      aiAdjustedCost: 40,
      aiPricingResult: {
        obstacles: [],
        complexityScore: null,
        explanation: '',
        primaryObstacleTypes: [],
      },
      aiBasePrice: 40,
      aiAdjustedPrice: 40,
      measurement: {
        confidence: 0.9,
        imageryDate: null,
        imagerySource: 'naip',
        parcelSource: 'parcel',
        resolutionM: 0.6,
      },
    };
    const parsed = propertyAnalysisResultSchema.parse(stored);
    expect(parsed.serviceMeasures).toBeUndefined();
    expect(parsed.notOffered).toBeUndefined();
    expect(
      propertyAnalysisResultSchema.parse({ ...stored, serviceMeasures: buildServiceMeasures() })
        .serviceMeasures?.edges.hardFt,
    ).toBe(310);
  });
});

describe('formatBasisRate', () => {
  it('says what a price is per, as the Services page lists it', () => {
    expect(formatBasisRate('lawn-area', 0.008)).toBe('$0.0080/sq ft');
    expect(formatBasisRate('hardscape-area', 0.05)).toBe('$0.050/sq ft of paving');
    expect(formatBasisRate('bed-area', 0.75)).toBe('$0.75/sq ft of beds');
    expect(formatBasisRate('edge-length', 0.25)).toBe('$0.25/linear ft');
    expect(formatBasisRate('edge-length', 0.125)).toBe('$0.125/linear ft');
    expect(formatBasisRate('per-tree', 15)).toBe('$15.00/tree');
    expect(formatBasisRate('flat', 150)).toBe('$150.00/visit');
  });
});

describe('volume tier words by basis', () => {
  it('heads the tiers by what they count, and gives a flat price none', () => {
    expect(PRICE_BASES.filter(basisHasTiers).map(basisTierHeading)).toEqual([
      'Lawn above (sq ft)',
      'Beds above (sq ft)',
      'Paving above (sq ft)',
      'Edge above (ft)',
      'Trees above',
    ]);
    expect(basisHasTiers('flat')).toBe(false);
    expect(basisTierUnit('per-tree')).toBe('trees');
    expect(basisTierUnit('edge-length')).toBe('ft');
  });
});
