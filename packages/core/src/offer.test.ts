import { describe, expect, it } from 'vitest';
import { offer as offerFor, offerLines, priceChoices, selectedServicesOf } from './offer.ts';
import { buildServiceMeasures } from './testing/serviceMeasures.ts';
import type { Service } from './schemas/services.ts';

/** A summer's day on the owner's calendar. */
const TODAY = { at: new Date('2026-07-04T15:00:00Z'), timeZone: 'America/Chicago' };

function service(overrides: Partial<Service> & Pick<Service, 'id' | 'name'>): Service {
  return {
    isActive: true,
    isDefault: false,
    sortOrder: 0,
    frequencies: [
      {
        id: `${overrides.id}-weekly`,
        frequency: 'weekly',
        pricePerSqFt: 0.008,
        minimumPrice: 50,
        isActive: true,
        sortOrder: 0,
      },
      {
        id: `${overrides.id}-bi-weekly`,
        frequency: 'bi-weekly',
        pricePerSqFt: 0.009,
        minimumPrice: 50,
        isActive: true,
        sortOrder: 1,
      },
    ],
    ...overrides,
  };
}

const mowing = service({ id: 'mowing', name: 'Lawn Mowing', isDefault: true });
const edging = service({ id: 'edging', name: 'Edging', isActive: false });
const aeration = service({
  id: 'aeration',
  name: 'Aeration',
  frequencies: [
    {
      id: 'aeration-once',
      frequency: 'one-time',
      pricePerSqFt: 0.009,
      minimumPrice: 100,
      isActive: false,
      sortOrder: 0,
    },
  ],
});

describe('offerLines', () => {
  it('offers only services active now with an active frequency, the default one selected', () => {
    const lines = offerLines({
      today: TODAY,
      services: [aeration, edging, mowing],
      areaSqFt: 7_250,
      complexityScore: null,
    });
    expect(lines.map((line) => [line.serviceName, line.isSelected, line.totalCost])).toEqual([
      ['Lawn Mowing', true, 58],
    ]);
  });

  it("prices the landing demo at SPEC §9's displayed rates", () => {
    const [line] = offerLines({
      today: TODAY,
      services: [mowing],
      areaSqFt: 7_250,
      complexityScore: null,
      demoRates: true,
    });
    expect(line?.pricePerSqFt).toBe(0.0076);
    expect(line?.availableFrequencies.map((option) => option.pricePerSqFt)).toEqual([
      0.0076, 0.00855,
    ]);
    // 7,250 × 0.0076 = 55.10, rounded up to 56.
    expect(line?.totalCost).toBe(56);
  });
});

describe('offer by basis', () => {
  const byBasis = (
    id: string,
    name: string,
    options: {
      frequency: 'weekly' | 'monthly';
      basis: Service['frequencies'][number]['basis'];
      price: number;
    }[],
  ) =>
    service({
      id,
      name,
      frequencies: options.map((option, index) => ({
        id: `${id}-${option.frequency}`,
        frequency: option.frequency,
        pricePerSqFt: option.price,
        minimumPrice: null,
        isActive: true,
        sortOrder: index,
        basis: option.basis,
      })),
    });
  const edgingByFoot = byBasis('edging', 'Edging', [
    { frequency: 'weekly', basis: 'edge-length', price: 0.25 },
    { frequency: 'monthly', basis: 'flat', price: 45 },
  ]);
  const treeCare = byBasis('trees', 'Tree care', [
    { frequency: 'monthly', basis: 'per-tree', price: 15 },
  ]);

  it('prices each line on its basis, with the quantity it was priced on', () => {
    const lines = offerLines({
      today: TODAY,
      services: [mowing, edgingByFoot, treeCare],
      areaSqFt: 8_000,
      complexityScore: null,
      serviceMeasures: buildServiceMeasures(),
    });
    expect(
      lines.map((line) => [line.serviceName, line.basis, line.quantity, line.totalCost]),
    ).toEqual([
      ['Lawn Mowing', 'lawn-area', 8_000, 64],
      // 310 ft × $0.25 = $77.50, rounded up.
      ['Edging', 'edge-length', 310, 78],
      ['Tree care', 'per-tree', 4, 60],
    ]);
  });

  it("switches a line's basis with its frequency", () => {
    const [edging] = offerLines({
      today: TODAY,
      services: [edgingByFoot],
      areaSqFt: 8_000,
      complexityScore: 9,
      serviceMeasures: buildServiceMeasures(),
    });
    const priced =
      edging &&
      priceChoices([edging], [{ serviceName: 'Edging', selectedFrequency: 'monthly' }], 9);
    // Flat: $45 a visit, no complexity.
    expect(priced).toMatchObject({
      ok: true,
      lines: [{ basis: 'flat', quantity: 1, totalCost: 45, pricePerSqFt: 45 }],
    });
  });

  it('leaves out, with the reason, what an analysis without service measures cannot price', () => {
    const result = offerFor({
      today: TODAY,
      services: [mowing, edgingByFoot, treeCare],
      areaSqFt: 8_000,
      complexityScore: null,
    });
    expect(result.lines.map((line) => [line.serviceName, line.basis, line.totalCost])).toEqual([
      ['Lawn Mowing', 'lawn-area', 64],
      ['Edging', 'flat', 45],
    ]);
    expect(result.notOffered.map((left) => [left.serviceName, left.frequency])).toEqual([
      ['Edging', 'weekly'],
      ['Tree care', 'monthly'],
    ]);
    expect(result.notOffered[1]?.reason).toMatch(
      /^Per tree cannot be priced: this property was analyzed before/,
    );
  });

  it('prices an adjusted lawn on the lawn lines only', () => {
    const lines = offerLines({
      today: TODAY,
      services: [mowing, edgingByFoot],
      areaSqFt: 4_000,
      complexityScore: null,
      serviceMeasures: buildServiceMeasures(),
    });
    expect(lines.map((line) => line.quantity)).toEqual([4_000, 310]);
  });
});

describe('offer by season', () => {
  const snow = service({
    id: 'snow',
    name: 'Snow Clearing',
    season: { from: { month: 11, day: 1 }, to: { month: 3, day: 31 } },
  });
  const input = { services: [mowing, snow], areaSqFt: 10_000, complexityScore: null };

  it('lists snow clearing apart in summer with the day it opens, and prices it in winter', () => {
    const summer = offerFor({ ...input, today: TODAY });
    expect(summer.lines.map((line) => line.serviceName)).toEqual(['Lawn Mowing']);
    expect(summer.outOfSeason).toEqual([
      { serviceId: 'snow', serviceName: 'Snow Clearing', opensOn: '2026-11-01' },
    ]);
    const winter = offerFor({
      ...input,
      today: { at: new Date('2027-01-15T15:00:00Z'), timeZone: 'America/Chicago' },
    });
    expect(winter.lines.map((line) => line.serviceName)).toEqual(['Lawn Mowing', 'Snow Clearing']);
    expect(winter.outOfSeason).toEqual([]);
  });

  it("opens on the owner's midnight, not UTC's", () => {
    const lastEvening = { at: new Date('2026-11-01T03:00:00Z'), timeZone: 'America/Chicago' };
    expect(offerFor({ ...input, today: lastEvening }).outOfSeason).toHaveLength(1);
    const utc = { ...lastEvening, timeZone: 'UTC' };
    expect(offerFor({ ...input, today: utc }).outOfSeason).toHaveLength(0);
  });

  it('leaves out a switched-off service out of season without a word', () => {
    const off = { ...snow, isActive: false };
    expect(offerFor({ ...input, services: [mowing, off], today: TODAY }).outOfSeason).toEqual([]);
  });
});

describe('priceChoices', () => {
  const offer = offerLines({
    today: TODAY,
    services: [mowing],
    areaSqFt: 10_000,
    complexityScore: 7,
  });

  it('prices each choice at its chosen frequency, and at the offered one without', () => {
    const priced = priceChoices(
      offer,
      [
        { serviceId: 'mowing', serviceName: 'Lawn Mowing', selectedFrequency: 'bi-weekly' },
        { serviceName: 'Lawn Mowing' },
      ],
      7,
    );
    // 10,000 × 0.009 × 1.1 = 99; 10,000 × 0.008 × 1.1 = 88.
    expect(priced).toMatchObject({
      ok: true,
      lines: [
        { selectedFrequency: 'bi-weekly', totalCost: 99 },
        { selectedFrequency: 'weekly', totalCost: 88 },
      ],
    });
  });

  it('names a choice that is not offered now', () => {
    const gone = { serviceId: 'edging', serviceName: 'Edging' };
    expect(priceChoices(offer, [gone], 7)).toEqual({ ok: false, unavailable: gone });
    const noSuchFrequency = { serviceName: 'Lawn Mowing', selectedFrequency: 'monthly' } as const;
    expect(priceChoices(offer, [noSuchFrequency], 7)).toEqual({
      ok: false,
      unavailable: noSuchFrequency,
    });
  });
});

describe('selectedServicesOf', () => {
  it('sends the selected lines with the figures shown', () => {
    const lines = offerLines({
      today: TODAY,
      services: [mowing],
      areaSqFt: 10_000,
      complexityScore: null,
    });
    expect(selectedServicesOf(lines)).toEqual([
      {
        serviceId: 'mowing',
        serviceName: 'Lawn Mowing',
        pricePerSqFt: 0.008,
        areaSqFt: 10_000,
        totalCost: 80,
        selectedFrequency: 'weekly',
      },
    ]);
    expect(selectedServicesOf(lines.map((line) => ({ ...line, isSelected: false })))).toEqual([]);
  });
});
