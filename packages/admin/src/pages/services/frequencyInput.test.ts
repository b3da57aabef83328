import { STANDARD_VOLUME_TIERS } from '@yardstick/core/volumeRate';
import { describe, expect, it } from 'vitest';
import { checkFrequencyInput, newFrequencyInput } from './frequencyInput.ts';
import type { AddedFrequency } from './serviceFormValues.ts';

const weekly: AddedFrequency = {
  frequency: 'weekly',
  pricePerSqFt: 0.007,
  isActive: true,
  sortOrder: 0,
  volumeTiers: [],
};

describe('newFrequencyInput', () => {
  it("starts from core's default: one-time at 0.008", () => {
    expect(newFrequencyInput([])).toEqual({ frequency: 'one-time', price: '0.008', minimum: '' });
  });

  it('starts unselected when the default is already added', () => {
    expect(newFrequencyInput([{ ...weekly, frequency: 'one-time' }]).frequency).toBe('');
  });
});

describe('checkFrequencyInput', () => {
  it('refuses a missing frequency or a price that is not above 0', () => {
    expect(checkFrequencyInput({ frequency: '', price: '0.01', minimum: '' }, [])).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkFrequencyInput({ frequency: 'monthly', price: 'abc', minimum: '' }, []).ok).toBe(
      false,
    );
  });

  it('refuses a duplicate, but not the row being edited', () => {
    expect(
      checkFrequencyInput({ frequency: 'weekly', price: '0.01', minimum: '' }, [weekly]),
    ).toEqual({
      ok: false,
      reason: 'duplicate',
      frequency: 'weekly',
    });
    expect(
      checkFrequencyInput({ frequency: 'weekly', price: '0.01', minimum: '' }, [weekly], 0).ok,
    ).toBe(true);
  });

  it('parses the numbers, leaves a blank minimum undefined and orders after the others', () => {
    expect(
      checkFrequencyInput({ frequency: 'monthly', price: '0.0075', minimum: '' }, [weekly]),
    ).toEqual({
      ok: true,
      option: {
        frequency: 'monthly',
        pricePerSqFt: 0.0075,
        minimumPrice: undefined,
        isActive: true,
        sortOrder: 1,
        volumeTiers: STANDARD_VOLUME_TIERS,
      },
    });
    const withMinimum = checkFrequencyInput(
      { frequency: 'monthly', price: '0.01', minimum: '45.5' },
      [],
    );
    expect(withMinimum.ok && withMinimum.option.minimumPrice).toBe(45.5);
  });

  it('keeps the tiers of a price being edited, even none', () => {
    const edited = checkFrequencyInput(
      { frequency: 'weekly', price: '0.009', minimum: '' },
      [weekly],
      0,
    );
    expect(edited.ok && edited.option.volumeTiers).toEqual([]);
  });
});
