import { describe, expect, it } from 'vitest';
import { activeFrequenciesInOrder, findActiveFrequency, frequencyLabel } from './frequencies.ts';

const options = [
  { frequency: 'monthly', pricePerSqFt: 0.003, isActive: true, sortOrder: 2 },
  { frequency: 'weekly', pricePerSqFt: 0.008, isActive: false, sortOrder: 0 },
  { frequency: 'one-time', pricePerSqFt: 0.005, isActive: true, sortOrder: 1 },
  { frequency: 'bi-weekly', pricePerSqFt: 0.009, isActive: true },
];

describe('frequencyLabel', () => {
  it.each([
    ['one-time', 'One-time'],
    ['weekly', 'Weekly'],
    ['bi-weekly', 'Bi-weekly'],
    ['monthly', 'Monthly'],
    ['yearly', 'Yearly'],
  ])('labels %s as %s', (value, label) => {
    expect(frequencyLabel(value)).toBe(label);
  });
});

describe('findActiveFrequency', () => {
  it('finds the active option with the frequency asked for', () => {
    expect(findActiveFrequency(options, 'monthly')?.pricePerSqFt).toBe(0.003);
  });

  it('ignores an inactive option', () => {
    expect(findActiveFrequency(options, 'weekly')).toBeUndefined();
  });

  it('finds nothing when no frequency is chosen', () => {
    expect(findActiveFrequency(options, undefined)).toBeUndefined();
  });
});

describe('activeFrequenciesInOrder', () => {
  it('keeps the active options sorted by sort order, a missing order first', () => {
    expect(activeFrequenciesInOrder(options).map((option) => option.frequency)).toEqual([
      'bi-weekly',
      'one-time',
      'monthly',
    ]);
  });

  it('leaves the input list as it was', () => {
    const copy = [...options];
    activeFrequenciesInOrder(options);
    expect(options).toEqual(copy);
  });
});
