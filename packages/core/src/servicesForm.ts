/** Rules of the service form on /services (SPEC §2.13, §5 "Service", §9 "Services form"). */
import type { Frequency } from './enums.ts';
import { duplicateFrequencyMessage } from './schemas/services.ts';
import { roundToWholeDollars } from './rounding.ts';
import type { ToastMessage } from './toast.ts';

export const DEFAULT_NEW_FREQUENCY_PRICE = 0.008;
export const DEFAULT_NEW_FREQUENCY: Frequency = 'one-time';
export const PRICE_PER_SQ_FT_STEP = 0.001;
export const MINIMUM_PRICE_STEP = 0.01;

/** A frequency row as the form edits it; '' while nothing is selected. */
export interface FrequencyDraft {
  frequency: Frequency | '';
  pricePerSqFt: number;
  minimumPrice?: number;
  isActive: boolean;
  sortOrder: number;
}

/** A fresh entry row; it is ordered after the frequencies already added. */
export function newFrequencyDraft(existingCount = 0): FrequencyDraft {
  return {
    frequency: DEFAULT_NEW_FREQUENCY,
    pricePerSqFt: DEFAULT_NEW_FREQUENCY_PRICE,
    isActive: true,
    sortOrder: existingCount,
  };
}

/** The price input: a number, or 0 when it does not parse. */
export function parsePriceInput(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
}

/** The optional minimum price input: undefined when blank (or not a number). */
export function parseMinimumPriceInput(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Adding or saving a frequency needs a selected frequency and a price above 0. */
export function isFrequencyDraftValid(
  draft: Pick<FrequencyDraft, 'frequency' | 'pricePerSqFt'>,
): boolean {
  return draft.frequency !== '' && draft.pricePerSqFt > 0;
}

/**
 * True when another row already has this frequency. Pass the index of the row
 * being edited so that it does not count as its own duplicate.
 */
export function isDuplicateFrequency(
  drafts: readonly Pick<FrequencyDraft, 'frequency'>[],
  frequency: string,
  editingIndex?: number,
): boolean {
  return drafts.some((draft, index) => index !== editingIndex && draft.frequency === frequency);
}

export function duplicateFrequencyToast(frequency: string): ToastMessage {
  return {
    title: 'Duplicate Frequency',
    description: duplicateFrequencyMessage(frequency),
    variant: 'destructive',
  };
}

/** Submit needs a name and at least one frequency. */
export function canSubmitServiceForm(form: {
  name: string;
  frequencies: readonly unknown[];
}): boolean {
  return form.name.trim() !== '' && form.frequencies.length > 0;
}

export type PropertyKind = 'residential' | 'commercial';

/** The example properties of the form's pricing preview. */
export const SERVICE_PREVIEW_PROPERTIES = [
  { name: 'Small Residential', areaSqFt: 10_000, kind: 'residential' },
  { name: 'Large Residential', areaSqFt: 20_000, kind: 'residential' },
  { name: 'Commercial', areaSqFt: 40_000, kind: 'commercial' },
] as const satisfies readonly { name: string; areaSqFt: number; kind: PropertyKind }[];

export interface ServicePreviewRow {
  name: string;
  areaSqFt: number;
  kind: PropertyKind;
  /** Size × price in whole US dollars. */
  cost: number;
}

export function servicePricingPreview(pricePerSqFt: number): ServicePreviewRow[] {
  return SERVICE_PREVIEW_PROPERTIES.map((property) => ({
    ...property,
    cost: roundToWholeDollars(property.areaSqFt * pricePerSqFt),
  }));
}
