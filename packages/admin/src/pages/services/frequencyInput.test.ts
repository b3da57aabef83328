import { STANDARD_VOLUME_TIERS } from '@yardstick/core/volumeRate';
import { describe, expect, it } from 'vitest';
import { checkFrequencyInput, newFrequencyInput } from './frequencyInput.ts';
import type { AddedFrequency } from './serviceFormValues.ts';

type AddedFrequencyBasis = AddedFrequency['basis'];

const weekly: AddedFrequency = {
  frequency: 'weekly',
  pricePerSqFt: 0.007,
  isActive: true,
  sortOrder: 0,
  volumeTiers: [],
  basis: 'lawn-area',
};

describe('newFrequencyInput', () => {
  it("starts from core's default: one-time at 0.008", () => {
    expect(newFrequencyInput([])).toEqual({
      frequency: 'one-time',
      price: '0.008',
      minimum: '',
      basis: 'lawn-area',
    });
  });

  it('is charged on what the last price added is, at that price when not on the lawn', () => {
    expect(newFrequencyInput([{ ...weekly, basis: 'edge-length', pricePerSqFt: 0.25 }])).toEqual({
      frequency: 'one-time',
      price: '0.25',
      minimum: '',
      basis: 'edge-length',
    });
    expect(newFrequencyInput([weekly]).price).toBe('0.008');
  });

  it('starts unselected when the default is already added', () => {
    expect(newFrequencyInput([{ ...weekly, frequency: 'one-time' }]).frequency).toBe('');
  });
});

describe('checkFrequencyInput', () => {
  it('refuses a missing frequency or a price that is not above 0', () => {
    expect(
      checkFrequencyInput({ frequency: '', price: '0.01', minimum: '', basis: 'lawn-area' }, []),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(
      checkFrequencyInput(
        { frequency: 'monthly', price: 'abc', minimum: '', basis: 'lawn-area' },
        [],
      ).ok,
    ).toBe(false);
  });

  it('refuses a duplicate, but not the row being edited', () => {
    expect(
      checkFrequencyInput({ frequency: 'weekly', price: '0.01', minimum: '', basis: 'lawn-area' }, [
        weekly,
      ]),
    ).toEqual({
      ok: false,
      reason: 'duplicate',
      frequency: 'weekly',
    });
    expect(
      checkFrequencyInput(
        { frequency: 'weekly', price: '0.01', minimum: '', basis: 'lawn-area' },
        [weekly],
        0,
      ).ok,
    ).toBe(true);
  });

  it('parses the numbers, leaves a blank minimum undefined and orders after the others', () => {
    expect(
      checkFrequencyInput(
        { frequency: 'monthly', price: '0.0075', minimum: '', basis: 'lawn-area' },
        [weekly],
      ),
    ).toEqual({
      ok: true,
      option: {
        frequency: 'monthly',
        pricePerSqFt: 0.0075,
        minimumPrice: undefined,
        isActive: true,
        sortOrder: 1,
        volumeTiers: STANDARD_VOLUME_TIERS,
        basis: 'lawn-area',
      },
    });
    const withMinimum = checkFrequencyInput(
      { frequency: 'monthly', price: '0.01', minimum: '45.5', basis: 'lawn-area' },
      [],
    );
    expect(withMinimum.ok && withMinimum.option.minimumPrice).toBe(45.5);
  });

  it('keeps the tiers of a price being edited, even none', () => {
    const edited = checkFrequencyInput(
      { frequency: 'weekly', price: '0.009', minimum: '', basis: 'lawn-area' },
      [weekly],
      0,
    );
    expect(edited.ok && edited.option.volumeTiers).toEqual([]);
  });

  it('starts a price per foot, tree or visit without volume tiers, one on paving on the ladder', () => {
    const added = (basis: AddedFrequencyBasis) =>
      checkFrequencyInput({ frequency: 'monthly', price: '0.25', minimum: '', basis }, []);
    const tiersOf = (result: ReturnType<typeof checkFrequencyInput>) =>
      result.ok ? result.option.volumeTiers : undefined;
    expect(tiersOf(added('edge-length'))).toEqual([]);
    expect(tiersOf(added('flat'))).toEqual([]);
    expect(tiersOf(added('hardscape-area'))).toEqual(STANDARD_VOLUME_TIERS);
    const toFlat = checkFrequencyInput(
      { frequency: 'weekly', price: '150', minimum: '', basis: 'flat' },
      [{ ...weekly, volumeTiers: [...STANDARD_VOLUME_TIERS] }],
      0,
    );
    expect(toFlat.ok && toFlat.option).toMatchObject({ basis: 'flat', volumeTiers: [] });
  });
});
