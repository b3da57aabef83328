import { describe, expect, it } from 'vitest';
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
});
