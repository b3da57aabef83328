/** Display formatting shared by every screen (SPEC §2.12, §9). Always en-US. */
import { kept } from './keptFormatter.ts';
import { SQ_FT_PER_ACRE, sqFtToAcres } from './units.ts';

const LOCALE = 'en-US';

const WHOLE_NUMBER = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

const currencyFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Acres with 3 decimals, e.g. '0.250 acres'. */
export function formatAcres(acres: number): string {
  return `${acres.toFixed(3)} acres`;
}

/** Square feet with thousands separators, e.g. '43,559 sq ft'. */
export function formatSqFt(sqFt: number): string {
  return `${WHOLE_NUMBER.format(sqFt)} sq ft`;
}

/** An area in sq ft: one acre or more reads as acres, anything smaller as sq ft. */
export function formatArea(sqFt: number): string {
  return sqFt >= SQ_FT_PER_ACRE ? formatAcres(sqFtToAcres(sqFt)) : formatSqFt(sqFt);
}

/** US dollars, 2 decimals by default ('$1,234.50'); pass 0 for whole dollars. */
export function formatCurrency(amount: number, fractionDigits = 2): string {
  const formatter = kept(
    currencyFormats,
    String(fractionDigits),
    () =>
      new Intl.NumberFormat(LOCALE, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );
  return formatter.format(amount);
}

/** Decimals needed so small per-sq-ft prices stay readable (SPEC §9). */
function pricePerSqFtDecimals(price: number): number {
  if (price < 0.001) return 6;
  if (price < 0.01) return 4;
  return 3;
}

/** A per-sq-ft price in dollars: '$0.000800', '$0.0080', '$0.015'. */
export function formatPricePerSqFt(price: number): string {
  return `$${price.toFixed(pricePerSqFtDecimals(price))}`;
}

/** Rates are stored to 6 decimals: no rate a line was priced with has more. */
const STORED_RATE_DECIMALS = 6;

/**
 * A rate a line was priced with, with every digit it has: '$0.00475', '$0.00855', '$0.0076'.
 * SPEC §9's decimals are the least shown; more are shown where the rate has them, so that
 * area × the rate shown gives the line's amount on a calculator.
 */
export function formatRatePerSqFt(rate: number): string {
  for (let decimals = pricePerSqFtDecimals(rate); decimals < STORED_RATE_DECIMALS; decimals++) {
    if (Number(rate.toFixed(decimals)) === rate) return `$${rate.toFixed(decimals)}`;
  }
  return `$${rate.toFixed(STORED_RATE_DECIMALS)}`;
}

/**
 * en-US date and time with a short month, e.g. 'Nov 22, 2026, 3:04 PM'.
 * timeZone defaults to the viewer's; some ICU versions put a narrow no-break
 * space before AM/PM, which we turn into a plain space so output is the same everywhere.
 */
export function formatDateTime(value: Date | string | number, timeZone?: string): string {
  const formatter = kept(
    dateTimeFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat(LOCALE, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      }),
  );
  return formatter.format(new Date(value)).replace(/\u202f/g, ' ');
}

/** en-US date with a short month, e.g. 'Dec 25, 2026' (billing dates: period ends, charges). */
export function formatDate(value: Date | string | number, timeZone?: string): string {
  const formatter = kept(
    dateFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat(LOCALE, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone,
      }),
  );
  return formatter.format(new Date(value));
}

/** 'bi-weekly' → 'Bi-weekly': the capitalised form SPEC §2.12 shows for values. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
