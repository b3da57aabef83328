/**
 * What a price is charged on (SPEC §9 "Pricing", extended beyond the lawn): the quantity of
 * its basis a lot has, the price of that quantity by §9's rules, and the words of its line.
 */
import { DEFAULT_PRICE_BASIS, type PriceBasis } from './enums.ts';
import { formatCurrency, formatPricePerSqFt, formatRatePerSqFt } from './format.ts';
import { priceServiceLine, type ServiceLineInput, type ServiceLinePrice } from './pricing.ts';
import type { ServiceMeasures } from './schemas/analysis.ts';
import { volumeDiscountPercent, type VolumeTier } from './volumeRate.ts';

export { DEFAULT_PRICE_BASIS, PRICE_BASES, type PriceBasis } from './enums.ts';

interface BasisWords {
  /** Names the line: 'Driveway and walks 1,240 sq ft × $0.050'. */
  name: string;
  /** The measure it prices, in running text: 'beds', 'paving'; '' for a flat price. */
  measure: string;
  /** What a quantity counts: 'sq ft', 'ft', '' (trees and visits are counted bare). */
  unit: string;
  /** Said when the lot was measured and has none of it. */
  noneFound: string;
  /** What the owner's price is per: 'per sq ft of beds', 'per linear ft', 'per visit'. */
  per: string;
  /** The basis in one line, for the owner choosing it. */
  explanation: string;
  /** The most a price may be per unit: a typo guard, well above any real rate. */
  maxRate: number;
  /** What volume tiers count, and in what: 'Edge' in 'ft'; '' for a flat price, which has none. */
  tiers: { counts: string; unit: string };
}

/** Per sq ft or per ft, a rate above $1,000 is a typo; a tree or a visit can cost more. */
const MAX_RATE_PER_LENGTH_OR_AREA = 1000;
const MAX_RATE_PER_ITEM = 10_000;

const WORDS: Record<PriceBasis, BasisWords> = {
  'lawn-area': {
    name: 'Lawn',
    measure: 'lawn',
    unit: 'sq ft',
    noneFound: 'No lawn was found on this lot.',
    per: 'per sq ft',
    explanation: 'The mowable lawn measured from above, in sq ft: mowing, fertilizer, aeration.',
    maxRate: MAX_RATE_PER_LENGTH_OR_AREA,
    tiers: { counts: 'Lawn', unit: 'sq ft' },
  },
  'bed-area': {
    name: 'Beds',
    measure: 'beds',
    unit: 'sq ft',
    noneFound: 'No beds were found on this lot.',
    per: 'per sq ft of beds',
    explanation: 'The planting beds on the lot, in sq ft: mulching, bed weeding.',
    maxRate: MAX_RATE_PER_LENGTH_OR_AREA,
    tiers: { counts: 'Beds', unit: 'sq ft' },
  },
  'hardscape-area': {
    name: 'Driveway and walks',
    measure: 'paving',
    unit: 'sq ft',
    noneFound: 'No driveway, walk or patio was found on this lot.',
    per: 'per sq ft of paving',
    explanation:
      'The driveway, walks and patio inside the lot (not the public sidewalk), in sq ft: snow clearing, pressure washing.',
    maxRate: MAX_RATE_PER_LENGTH_OR_AREA,
    tiers: { counts: 'Paving', unit: 'sq ft' },
  },
  'edge-length': {
    name: 'Edging',
    measure: 'edges',
    unit: 'ft',
    noneFound: 'No lawn edge along a driveway, walk or patio was found on this lot.',
    per: 'per linear ft',
    explanation: 'The length of lawn edge along the driveway, walks and patio, in feet: edging.',
    maxRate: MAX_RATE_PER_LENGTH_OR_AREA,
    tiers: { counts: 'Edge', unit: 'ft' },
  },
  'per-tree': {
    name: 'Per tree',
    measure: 'trees',
    unit: '',
    noneFound: 'No trees were found on this lot.',
    per: 'per tree',
    explanation: 'Each tree counted on the lot: tree and shrub care, leaf work.',
    maxRate: MAX_RATE_PER_ITEM,
    tiers: { counts: 'Trees', unit: 'trees' },
  },
  flat: {
    name: 'Flat per visit',
    measure: '',
    unit: '',
    noneFound: '',
    per: 'per visit',
    explanation:
      'One price per visit whatever the lot measures: no complexity adjustment, no volume discount.',
    maxRate: MAX_RATE_PER_ITEM,
    tiers: { counts: '', unit: '' },
  },
};

/** The measures a lot's quantities come from. */
export interface BasisMeasures {
  /** The mowable lawn priced (the adjusted one when the lawn was adjusted). */
  lawnSqFt: number;
  /** Absent from analyses made before beds, paving, edges and trees were measured. */
  services?: ServiceMeasures | null | undefined;
}

export type BasisQuantity =
  | { ok: true; quantity: number }
  /** The price cannot be offered on this lot; the reason says why, in the owner's words. */
  | { ok: false; reason: string };

/** The beds, paving, edge or trees the lot's service measures give for a basis. */
function measuredQuantity(
  basis: Exclude<PriceBasis, 'lawn-area' | 'flat'>,
  services: ServiceMeasures,
): number {
  switch (basis) {
    case 'bed-area':
      return services.bedsSqFt;
    case 'hardscape-area':
      // The public sidewalk is measured apart (`sidewalkSqFt`) and not the owner's to clear.
      return services.hardscape.totalSqFt;
    case 'edge-length':
      // Edging follows the paving; the lawn's edge along beds is bed edging, another job.
      return services.edges.hardFt;
    case 'per-tree':
      return services.trees.count;
  }
}

/**
 * How many units of its basis a lot gives a price: the lawn's sq ft, one visit for a flat
 * price, else the lot's measured beds, paving, edge or trees. A price whose measure the
 * analysis lacks (made before it was measured), or whose measure is 0 (no trees on the lot),
 * is not offered: it is never priced on 0.
 */
export function basisQuantity(basis: PriceBasis, measures: BasisMeasures): BasisQuantity {
  if (basis === 'lawn-area') return { ok: true, quantity: measures.lawnSqFt };
  if (basis === 'flat') return { ok: true, quantity: 1 };
  if (!measures.services) {
    return {
      ok: false,
      reason: `${WORDS[basis].name} cannot be priced: this property was analyzed before beds, paving, edges and trees were measured. Analyze it again.`,
    };
  }
  const quantity = measuredQuantity(basis, measures.services);
  return quantity > 0 ? { ok: true, quantity } : { ok: false, reason: WORDS[basis].noneFound };
}

export interface BasisLineInput {
  basis: PriceBasis;
  /** Units of the basis: sq ft, ft, trees; 1 for a flat price. */
  quantity: number;
  /** The price per unit of the basis (per visit for a flat price). */
  rate: number;
  complexityScore?: number | null;
  minimumPrice?: number | null;
  volumeTiers?: readonly VolumeTier[] | undefined;
}

/**
 * A basis line as SPEC §9's line input: quantity × rate with the volume tiers (counted in the
 * basis's own unit), × complexity, rounded up to a whole dollar, raised to the minimum. A flat
 * price is one visit at its price: no complexity, no tiers.
 */
export function serviceLineInputFor(input: BasisLineInput): ServiceLineInput {
  if (input.basis === 'flat') {
    return { areaSqFt: 1, pricePerSqFt: input.rate, minimumPrice: input.minimumPrice };
  }
  return {
    areaSqFt: input.quantity,
    pricePerSqFt: input.rate,
    complexityScore: input.complexityScore,
    minimumPrice: input.minimumPrice,
    volumeTiers: input.volumeTiers,
  };
}

/** Prices a quantity of a basis by SPEC §9: lawn area gives exactly the lawn's price. */
export function priceByBasis(input: BasisLineInput): ServiceLinePrice {
  return priceServiceLine(serviceLineInputFor(input));
}

/** 'Edging', 'Driveway and walks', 'Flat per visit'. */
export function basisName(basis: PriceBasis): string {
  return WORDS[basis].name;
}

/** The measure a basis prices, in running text: 'lawn', 'beds', 'paving', 'edges', 'trees'. */
export function basisMeasure(basis: PriceBasis): string {
  return WORDS[basis].measure;
}

/** What a price on the basis is per: 'per sq ft', 'per sq ft of paving', 'per linear ft', 'per visit'. */
export function basisRateUnit(basis: PriceBasis): string {
  return WORDS[basis].per;
}

/** The basis in one line, for the owner choosing it on the Services page. */
export function basisExplanation(basis: PriceBasis): string {
  return WORDS[basis].explanation;
}

/** What the basis is counted in: 'sq ft', 'ft', '' for trees and visits. */
export function basisUnit(basis: PriceBasis): string {
  return WORDS[basis].unit;
}

/** Whether a price on the basis takes volume tiers: every basis but a flat price per visit. */
export function basisHasTiers(basis: PriceBasis): boolean {
  return WORDS[basis].tiers.unit !== '';
}

/** What a volume tier starts above, as the tier editor heads it: 'Lawn above (sq ft)', 'Trees above'. */
export function basisTierHeading(basis: PriceBasis): string {
  const { counts, unit } = WORDS[basis].tiers;
  return unit === 'trees' ? `${counts} above` : `${counts} above (${unit})`;
}

/** What volume tiers on the basis are counted in: 'sq ft', 'ft', 'trees'. */
export function basisTierUnit(basis: PriceBasis): string {
  return WORDS[basis].tiers.unit;
}

/** The highest price per unit of the basis the price list takes. */
export function basisMaxRate(basis: PriceBasis): number {
  return WORDS[basis].maxRate;
}

/** 'Price per sq ft is too large', 'Price per visit is too large'. */
export function basisRateTooLargeMessage(basis: PriceBasis): string {
  return `Price ${WORDS[basis].per} is too large`;
}

/** '1,240 sq ft', '310 ft', '4'. */
export function formatBasisQuantity(basis: PriceBasis, quantity: number): string {
  const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(quantity);
  const unit = WORDS[basis].unit;
  return unit ? `${count} ${unit}` : count;
}

/** A per-foot or per-tree price in cents, with any further digit it has: '$0.25', '$0.125'. */
function formatUnitPrice(rate: number): string {
  const cents = formatCurrency(rate);
  return Number(rate.toFixed(2)) === rate ? cents : formatRatePerSqFt(rate);
}

/**
 * A price per unit of the basis: '$0.0080' a sq ft, '$0.25' a foot, '$150.00' a visit. A sq ft
 * price of 10 cents or more (mulched beds) reads in cents like the others: '$0.75', not '$0.750'.
 */
export function formatBasisPrice(basis: PriceBasis, rate: number): string {
  return WORDS[basis].unit === 'sq ft' && rate < 0.1
    ? formatPricePerSqFt(rate)
    : formatUnitPrice(rate);
}

/** '$0.0080/sq ft', '$0.050/sq ft of paving', '$0.25/linear ft', '$15.00/tree', '$150.00/visit'. */
export function formatBasisRate(basis: PriceBasis, rate: number): string {
  return `${formatBasisPrice(basis, rate)}/${WORDS[basis].per.replace(/^per /, '')}`;
}

/**
 * The words of a line's quantity × rate, naming its basis: 'Driveway and walks 1,240 sq ft ×
 * $0.050', 'Edging 310 ft × $0.25', 'Per tree 4 × $15.00', 'Flat per visit'.
 */
export function basisLineLabel(basis: PriceBasis, quantity: number, rate: number): string {
  if (basis === 'flat') return WORDS.flat.name;
  const price = WORDS[basis].unit === 'sq ft' ? formatRatePerSqFt(rate) : formatUnitPrice(rate);
  return `${WORDS[basis].name} ${formatBasisQuantity(basis, quantity)} × ${price}`;
}

/** A stored or sent basis, absent on prices and lines made before bases existed. */
export function basisOf(priced: { basis?: PriceBasis | undefined }): PriceBasis {
  return priced.basis ?? DEFAULT_PRICE_BASIS;
}

/**
 * How far a line's volume tiers brought its price below quantity × rate, in percent to one
 * decimal: counted on the quantity of its basis; 0 for a flat price, which has no tiers.
 */
export function lineVolumeDiscountPercent(line: {
  areaSqFt: number;
  basis?: PriceBasis | undefined;
  quantity?: number | undefined;
  volumeTiers?: readonly VolumeTier[] | undefined;
}): number {
  if (line.basis === 'flat') return 0;
  return volumeDiscountPercent(line.quantity ?? line.areaSqFt, line.volumeTiers);
}
