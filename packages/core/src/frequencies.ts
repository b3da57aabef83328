/** Lookups over a service's frequency options (SPEC §3 "Service frequency"). */
import { FREQUENCIES } from './enums.ts';
import { capitalize } from './format.ts';
import type { VolumeTier } from './volumeRate.ts';

/** The fields of a frequency option that pricing and lists read. */
export interface PricedFrequency {
  frequency: string;
  pricePerSqFt: number;
  minimumPrice?: number | null;
  isActive: boolean;
  sortOrder?: number;
  /** Lower shares of the price for larger lawns; none (or absent) charges every sq ft alike. */
  volumeTiers?: readonly VolumeTier[] | undefined;
}

/** 'bi-weekly' → 'Bi-weekly'; an unknown value is shown capitalised rather than hidden. */
export function frequencyLabel(value: string): string {
  return FREQUENCIES.find((option) => option.value === value)?.label ?? capitalize(value);
}

/** The active option for a frequency value, if the service offers one. */
export function findActiveFrequency<T extends PricedFrequency>(
  options: readonly T[],
  frequency: string | null | undefined,
): T | undefined {
  return options.find((option) => option.isActive && option.frequency === frequency);
}

/** Active options in their sort order, as the services list shows them (SPEC §2.13). */
export function activeFrequenciesInOrder<T extends PricedFrequency>(options: readonly T[]): T[] {
  return options
    .filter((option) => option.isActive)
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
}

/**
 * Whether homeowners can be quoted at all: an active service with an active price. Without
 * one every quote would read $0.00.
 */
export function offersPricing(
  services: readonly { isActive: boolean; frequencies: readonly PricedFrequency[] }[],
): boolean {
  return services.some(
    (service) => service.isActive && service.frequencies.some((option) => option.isActive),
  );
}
