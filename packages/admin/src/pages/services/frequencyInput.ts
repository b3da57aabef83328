import type { Frequency } from '@yardstick/core/enums';
import { FREQUENCY_VALUES } from '@yardstick/core/enums';
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
}

export function isFrequency(value: string): value is Frequency {
  return FREQUENCY_VALUES.some((frequency) => frequency === value);
}

/** A fresh entry row from core's defaults; a default that is already added starts unselected. */
export function newFrequencyInput(added: readonly AddedFrequency[]): FrequencyInput {
  const draft = newFrequencyDraft(added.length);
  const taken = isDuplicateFrequency(added, draft.frequency);
  return {
    frequency: taken ? '' : draft.frequency,
    price: String(draft.pricePerSqFt),
    minimum: '',
  };
}

export function inputOf(option: AddedFrequency): FrequencyInput {
  return {
    frequency: option.frequency,
    price: String(option.pricePerSqFt),
    minimum: option.minimumPrice === undefined ? '' : String(option.minimumPrice),
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
  // An edited price keeps its tiers; a new one starts on core's default (the standard ladder).
  const edited = editingIndex === undefined ? undefined : added[editingIndex];
  return {
    ok: true,
    option: {
      frequency,
      pricePerSqFt,
      minimumPrice: parseMinimumPriceInput(input.minimum),
      isActive: true,
      sortOrder,
      volumeTiers: edited ? edited.volumeTiers : newFrequencyDraft(sortOrder).volumeTiers,
    },
  };
}
