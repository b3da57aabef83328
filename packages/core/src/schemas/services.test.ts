import { describe, expect, it } from 'vitest';
import { STANDARD_VOLUME_TIERS } from '../volumeRate.ts';
import { serviceWithFrequenciesInputSchema } from './services.ts';

const service = { name: 'Mowing' };

function firstMessage(input: unknown): string | undefined {
  const result = serviceWithFrequenciesInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('serviceWithFrequenciesInputSchema', () => {
  it('keeps the service fields alone when no frequencies are sent', () => {
    expect(serviceWithFrequenciesInputSchema.parse(service).frequencies).toBeUndefined();
  });

  it('parses each frequency with its defaults', () => {
    const parsed = serviceWithFrequenciesInputSchema.parse({
      ...service,
      frequencies: [{ frequency: 'weekly', pricePerSqFt: 0.007 }],
    });
    expect(parsed.frequencies).toEqual([
      {
        frequency: 'weekly',
        pricePerSqFt: 0.007,
        minimumPrice: null,
        isActive: true,
        sortOrder: 0,
      },
    ]);
  });

  it('names the frequency whose price is refused', () => {
    expect(
      firstMessage({ ...service, frequencies: [{ frequency: 'bi-weekly', pricePerSqFt: -1 }] }),
    ).toBe('Bi-weekly: Price per sq ft must be greater than 0');
  });

  it('holds each price to the ceiling of what it is per, and says per what', () => {
    const priced = (basis: string | undefined, pricePerSqFt: number) =>
      firstMessage({ ...service, frequencies: [{ frequency: 'one-time', pricePerSqFt, basis }] });
    expect(priced(undefined, 1001)).toBe('One-time: Price per sq ft is too large');
    expect(priced('edge-length', 1001)).toBe('One-time: Price per linear ft is too large');
    // A flat visit or a tree may cost more than $1,000, not more than $10,000.
    expect(priced('flat', 1500)).toBeUndefined();
    expect(priced('per-tree', 1500)).toBeUndefined();
    expect(priced('flat', 10_001)).toBe('One-time: Price per visit is too large');
    expect(priced('per-tree', 10_001)).toBe('One-time: Price per tree is too large');
  });

  it('names an entry without a known frequency by its position', () => {
    expect(firstMessage({ ...service, frequencies: [{}, { frequency: 'daily' }] })).toBe(
      'Pricing option 1: Please choose a frequency',
    );
  });

  it('refuses a frequency twice', () => {
    const weekly = { frequency: 'weekly', pricePerSqFt: 0.007 };
    expect(firstMessage({ ...service, frequencies: [weekly, weekly] })).toBe(
      'A Weekly frequency already exists for this service.',
    );
  });

  it('refuses something that is not a list, and more entries than frequencies exist', () => {
    expect(firstMessage({ ...service, frequencies: 'weekly' })).toBe('Frequencies must be a list');
    expect(firstMessage({ ...service, frequencies: [1, 2, 3, 4, 5] })).toBe(
      'A service has at most 4 frequencies',
    );
  });

  it('refuses a price that would be stored as another, naming the smallest one', () => {
    const price = (pricePerSqFt: number) =>
      firstMessage({ ...service, frequencies: [{ frequency: 'weekly', pricePerSqFt }] });
    expect(price(0.0000004)).toBe(
      'Weekly: Price per sq ft can have at most 6 decimal places: the smallest price is $0.000001',
    );
    expect(price(0.0123456)).toBe(
      'Weekly: Price per sq ft can have at most 6 decimal places: the smallest price is $0.000001',
    );
    for (const stored of [0.000001, 0.0045, 0.008, 0.123456, 999.999999]) {
      expect(price(stored)).toBeUndefined();
    }
  });

  it('refuses a minimum price in fractions of a cent', () => {
    const minimum = (minimumPrice: number) =>
      firstMessage({
        ...service,
        frequencies: [{ frequency: 'monthly', pricePerSqFt: 0.01, minimumPrice }],
      });
    expect(minimum(49.995)).toBe(
      'Monthly: Minimum price can have at most 2 decimal places (whole cents)',
    );
    expect(minimum(49.99)).toBeUndefined();
    expect(minimum(0.1 + 0.2)).toBeUndefined();
  });

  it('speaks of the unit a price per foot or per tree counts its tiers in', () => {
    const tiers = (basis: string, volumeTiers: unknown) =>
      firstMessage({
        ...service,
        frequencies: [{ frequency: 'weekly', pricePerSqFt: 0.25, basis, volumeTiers }],
      });
    expect(tiers('edge-length', [{ fromSqFt: 0, percentOfRate: 90 }])).toBe(
      'Weekly: A volume tier must start above 0 ft',
    );
    expect(tiers('per-tree', [{ fromSqFt: 2.5, percentOfRate: 90 }])).toBe(
      'Weekly: A volume tier must start at a whole number of trees',
    );
    expect(
      tiers('edge-length', [
        { fromSqFt: 500, percentOfRate: 90 },
        { fromSqFt: 400, percentOfRate: 80 },
      ]),
    ).toBe('Weekly: Each volume tier must start at a larger number than the one before it');
    expect(tiers('bed-area', [{ fromSqFt: 0, percentOfRate: 90 }])).toBe(
      'Weekly: A volume tier must start above 0 sq ft',
    );
  });

  it('refuses volume tiers out of order, too many, or at a share outside 0–100 %', () => {
    const tiers = (volumeTiers: unknown) =>
      firstMessage({
        ...service,
        frequencies: [{ frequency: 'weekly', pricePerSqFt: 0.008, volumeTiers }],
      });
    expect(tiers(STANDARD_VOLUME_TIERS)).toBeUndefined();
    expect(tiers([])).toBeUndefined();
    expect(
      tiers([
        { fromSqFt: 10_000, percentOfRate: 75 },
        { fromSqFt: 10_000, percentOfRate: 60 },
      ]),
    ).toBe('Weekly: Each volume tier must start at a larger area than the one before it');
    expect(tiers([{ fromSqFt: 5_000, percentOfRate: 0 }])).toBe(
      "Weekly: A volume tier's share of the price must be above 0 % and at most 100 %",
    );
    expect(tiers([{ fromSqFt: 5_000, percentOfRate: 120 }])).toBe(
      "Weekly: A volume tier's share of the price must be above 0 % and at most 100 %",
    );
    expect(tiers([{ fromSqFt: 0, percentOfRate: 90 }])).toBe(
      'Weekly: A volume tier must start above 0 sq ft',
    );
    const nine = Array.from({ length: 9 }, (_, index) => ({
      fromSqFt: (index + 1) * 1_000,
      percentOfRate: 90,
    }));
    expect(tiers(nine)).toBe('Weekly: A price has at most 8 volume tiers');
    expect(tiers('lots')).toBe(
      'Weekly: Volume tiers must be a list of tiers, each with where it starts and its share',
    );
  });
});
