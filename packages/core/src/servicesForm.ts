/** Rules of the service form on /services (SPEC §2.13, §5 "Service", §9 "Services form"). */
import { DEFAULT_PRICE_BASIS, type Frequency, type PriceBasis } from './enums.ts';
import { basisTierUnit } from './priceBasis.ts';
import { formatSqFt } from './format.ts';
import { duplicateFrequencyMessage, tierMessageIn, volumeTiersSchema } from './schemas/services.ts';
import { roundToWholeDollars } from './rounding.ts';
import type { ToastMessage } from './toast.ts';
import { STANDARD_VOLUME_TIERS, volumeCost, type VolumeTier } from './volumeRate.ts';

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
  /** [] for no volume discount. */
  volumeTiers: VolumeTier[];
}

/**
 * A fresh entry row; it is ordered after the frequencies already added. A new price starts on
 * the standard volume ladder; prices saved before volume pricing keep none until the owner
 * chooses one, so their quotes do not change.
 */
export function newFrequencyDraft(existingCount = 0): FrequencyDraft {
  return {
    frequency: DEFAULT_NEW_FREQUENCY,
    pricePerSqFt: DEFAULT_NEW_FREQUENCY_PRICE,
    isActive: true,
    sortOrder: existingCount,
    volumeTiers: STANDARD_VOLUME_TIERS.map((tier) => ({ ...tier })),
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

/** True when the tiers are the standard ladder, tier for tier. */
export function isStandardLadder(tiers: readonly VolumeTier[]): boolean {
  return (
    tiers.length === STANDARD_VOLUME_TIERS.length &&
    tiers.every(
      (tier, index) =>
        tier.fromSqFt === STANDARD_VOLUME_TIERS[index]?.fromSqFt &&
        tier.percentOfRate === STANDARD_VOLUME_TIERS[index]?.percentOfRate,
    )
  );
}

/**
 * 'Standard volume ladder', 'No volume discount' or '2 volume tiers from 8,000 sq ft' ('from
 * 500 ft', 'from 10 trees' for a price per foot or per tree; the standard ladder is in sq ft).
 */
export function volumeTiersSummary(
  tiers: readonly VolumeTier[],
  basis: PriceBasis = DEFAULT_PRICE_BASIS,
): string {
  const first = tiers[0];
  if (!first) return 'No volume discount';
  const unit = basisTierUnit(basis);
  if (unit === 'sq ft' && isStandardLadder(tiers)) return 'Standard volume ladder';
  const count = tiers.length === 1 ? '1 volume tier' : `${tiers.length} volume tiers`;
  const start = new Intl.NumberFormat('en-US').format(first.fromSqFt);
  return `${count} from ${unit === 'sq ft' ? formatSqFt(first.fromSqFt) : `${start} ${unit}`}`;
}

/**
 * The first reason a price's tiers cannot be saved, or null; said in the basis's unit ('must
 * start above 0 ft') where the schema speaks of sq ft.
 */
export function volumeTiersProblem(
  tiers: readonly VolumeTier[],
  basis: PriceBasis = DEFAULT_PRICE_BASIS,
): string | null {
  const result = volumeTiersSchema.safeParse(tiers);
  if (result.success) return null;
  return tierMessageIn(result.error.issues[0]?.message ?? 'Check the volume tiers', basis);
}

export type PropertyKind = 'residential' | 'commercial';

/** What an example property of the preview measures beyond its lawn. */
export interface PreviewMeasures {
  bedsSqFt: number;
  /** Driveway, walks and patio inside the lot. */
  hardscapeSqFt: number;
  /** Lawn edge along the paving. */
  edgeFt: number;
  trees: number;
}

/** The example properties of the form's pricing preview. */
export const SERVICE_PREVIEW_PROPERTIES = [
  {
    name: 'Small Residential',
    areaSqFt: 10_000,
    kind: 'residential',
    measures: { bedsSqFt: 400, hardscapeSqFt: 1_000, edgeFt: 250, trees: 3 },
  },
  {
    name: 'Large Residential',
    areaSqFt: 20_000,
    kind: 'residential',
    measures: { bedsSqFt: 900, hardscapeSqFt: 1_800, edgeFt: 400, trees: 6 },
  },
  {
    name: 'Commercial',
    areaSqFt: 40_000,
    kind: 'commercial',
    measures: { bedsSqFt: 2_000, hardscapeSqFt: 12_000, edgeFt: 1_200, trees: 15 },
  },
] as const satisfies readonly {
  name: string;
  areaSqFt: number;
  kind: PropertyKind;
  measures: PreviewMeasures;
}[];

export type PreviewProperty = (typeof SERVICE_PREVIEW_PROPERTIES)[number];

/** How many units of a basis an example property has: sq ft, ft, trees, one visit. */
export function previewQuantity(property: PreviewProperty, basis: PriceBasis): number {
  switch (basis) {
    case 'lawn-area':
      return property.areaSqFt;
    case 'bed-area':
      return property.measures.bedsSqFt;
    case 'hardscape-area':
      return property.measures.hardscapeSqFt;
    case 'edge-length':
      return property.measures.edgeFt;
    case 'per-tree':
      return property.measures.trees;
    case 'flat':
      return 1;
  }
}

export interface ServicePreviewRow {
  name: string;
  areaSqFt: number;
  kind: PropertyKind;
  /** Units of the price's basis the property has (its lawn's sq ft for lawn area). */
  quantity: number;
  /** Quantity × price with the volume tiers, in whole US dollars (no complexity, no minimum). */
  cost: number;
}

export function servicePricingPreview(
  pricePerSqFt: number,
  volumeTiers: readonly VolumeTier[] = [],
  basis: PriceBasis = 'lawn-area',
): ServicePreviewRow[] {
  return SERVICE_PREVIEW_PROPERTIES.map((property) => {
    const quantity = previewQuantity(property, basis);
    // A flat price takes no tiers (core priceBasis.ts); quantity × rate is one visit's price.
    const cost = volumeCost(quantity, pricePerSqFt, basis === 'flat' ? [] : volumeTiers);
    return {
      name: property.name,
      areaSqFt: property.areaSqFt,
      kind: property.kind,
      quantity,
      cost: roundToWholeDollars(cost),
    };
  });
}
