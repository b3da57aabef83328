import type { Frequency, PriceBasis } from '@yardstick/core/enums';
import { basisOf } from '@yardstick/core/priceBasis';
import type { FrequencyDraft } from '@yardstick/core/servicesForm';
import type { Service } from '@yardstick/core/schemas/services';
import type { Season } from '@yardstick/core/season';

/** A frequency the form has added: one with a chosen value, and what its price is per. */
export type AddedFrequency = FrequencyDraft & { frequency: Frequency; basis: PriceBasis };

export interface ServiceFormValues {
  name: string;
  description: string;
  frequencies: AddedFrequency[];
  /** When it is offered each year; null: all year. */
  season: Season | null;
}

export const EMPTY_SERVICE_FORM: ServiceFormValues = {
  name: '',
  description: '',
  frequencies: [],
  season: null,
};

/** The form filled from a saved service, its frequencies in their sort order. */
export function formValuesOf(service: Service): ServiceFormValues {
  return {
    name: service.name,
    description: service.description ?? '',
    frequencies: [...service.frequencies]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((option, index) => ({
        frequency: option.frequency,
        pricePerSqFt: option.pricePerSqFt,
        minimumPrice: option.minimumPrice ?? undefined,
        isActive: option.isActive,
        sortOrder: index,
        volumeTiers: option.volumeTiers ?? [],
        basis: basisOf(option),
      })),
    season: service.season ?? null,
  };
}

/** Whether the owner changed anything since the form opened (asked before discarding). */
export function hasUnsavedChanges(initial: ServiceFormValues, current: ServiceFormValues): boolean {
  return JSON.stringify(initial) !== JSON.stringify(current);
}
