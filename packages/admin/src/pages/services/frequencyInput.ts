import type { Frequency, PriceBasis } from '@yardstick/core/enums';
import { DEFAULT_PRICE_BASIS, FREQUENCY_VALUES, PRICE_BASES } from '@yardstick/core/enums';
import { basisTierUnit, basisUnit } from '@yardstick/core/priceBasis';
import {
  isDuplicateFrequency,
  isFrequencyDraftValid,
  newFrequencyDraft,
  parseMinimumPriceInput,
  parsePriceInput,
} from '@yardstick/core/servicesForm';
import type { AddedFrequency } from './serviceFormValues.ts';

/** A frequency row as typed: the numbers stay text until Add or Save. */
export interface FrequencyInput {
  frequency: Frequency | '';
  price: string;
  minimum: string;
  /** What the price is per: the lawn's sq ft, a foot of edging, a visit… */
  basis: PriceBasis;
}

export function isFrequency(value: string): value is Frequency {
  return FREQUENCY_VALUES.some((frequency) => frequency === value);
}

export function isPriceBasis(value: string): value is PriceBasis {
  return PRICE_BASES.some((basis) => basis === value);
}

/**
 * A price on the lawn, beds or paving starts on the standard ladder (in sq ft); one per foot or
 * per tree starts without tiers (the owner adds them in feet or trees), one per visit has none.
 */
function startingTiers(basis: PriceBasis, sortOrder: number) {
  return basisUnit(basis) === 'sq ft' ? newFrequencyDraft(sortOrder).volumeTiers : [];
}

/**
 * A fresh entry row from core's defaults; a default that is already added starts unselected.
 * It is charged on what the last price added is (a service's prices usually share a basis).
 */
export function newFrequencyInput(added: readonly AddedFrequency[]): FrequencyInput {
  const draft = newFrequencyDraft(added.length);
  const taken = isDuplicateFrequency(added, draft.frequency);
  const last = added.at(-1);
  const basis = last?.basis ?? DEFAULT_PRICE_BASIS;
  return {
    frequency: taken ? '' : draft.frequency,
    // Core's default is a lawn's price per sq ft: another basis starts at the last price typed.
    price: String(last && basis !== DEFAULT_PRICE_BASIS ? last.pricePerSqFt : draft.pricePerSqFt),
    minimum: '',
    basis,
  };
}

export function inputOf(option: AddedFrequency): FrequencyInput {
  return {
    frequency: option.frequency,
    price: String(option.pricePerSqFt),
    minimum: option.minimumPrice === undefined ? '' : String(option.minimumPrice),
    basis: option.basis,
  };
}

export type FrequencyCheck =
  | { ok: true; option: AddedFrequency }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'duplicate'; frequency: Frequency };

/**
 * SPEC §5: a frequency needs a selection and a price above 0, and may appear once per service.
 * editingIndex is the row being saved, which is not its own duplicate.
 */
export function checkFrequencyInput(
  input: FrequencyInput,
  added: readonly AddedFrequency[],
  editingIndex?: number,
): FrequencyCheck {
  const pricePerSqFt = parsePriceInput(input.price);
  const frequency = input.frequency;
  if (frequency === '' || !isFrequencyDraftValid({ frequency, pricePerSqFt })) {
    return { ok: false, reason: 'invalid' };
  }
  if (isDuplicateFrequency(added, frequency, editingIndex))
    return { ok: false, reason: 'duplicate', frequency };
  const sortOrder = editingIndex ?? added.length;
  // An edited price keeps its tiers while they count the same unit (sq ft, ft, trees); a new one
  // starts on core's default (the standard ladder), or none per foot, tree or visit.
  const edited = editingIndex === undefined ? undefined : added[editingIndex];
  const keepsTiers = edited && basisTierUnit(input.basis) === basisTierUnit(edited.basis);
  return {
    ok: true,
    option: {
      frequency,
      pricePerSqFt,
      minimumPrice: parseMinimumPriceInput(input.minimum),
      isActive: true,
      sortOrder,
      volumeTiers: keepsTiers ? edited.volumeTiers : startingTiers(input.basis, sortOrder),
      basis: input.basis,
    },
  };
}
