import { cadenceOf, cadenceWords, totalsByCadence, type Cadence } from '@yardstick/core/cadence';
import { basisOf, lineVolumeDiscountPercent } from '@yardstick/core/priceBasis';
import { acceptedUnderReview, reviewReasons } from '@yardstick/core/priceReview';
import { roundTo as round } from '@yardstick/core/rounding';
import { formatInTimeZone } from '@yardstick/core/timeZone';
import type { AcceptedQuote, AcceptedQuoteService } from '@yardstick/core/schemas/quotes';
import type { QuoteWithLines } from './quotesRepository.ts';
import { csvRow, type CsvCell } from './csv.ts';
import { presentAcceptedQuote } from './presenter.ts';

interface QuoteRow {
  quote: AcceptedQuote;
  /** The owner's time zone, which the times are written in (with their offset). */
  timeZone: string;
}

type Column = [header: string, cell: (row: QuoteRow, line?: AcceptedQuoteService) => CsvCell];

/** What the quote costs at one cadence; blank when none of its lines is paid that way. */
function cadenceTotal(quote: AcceptedQuote, cadence: Cadence): number | null {
  const total = totalsByCadence(quote.services).find((entry) => entry.cadence === cadence);
  return total ? round(total.amount, 2) : null;
}

/** The export's columns, in order: the quote's fields, then one service line's. */
const COLUMNS: Column[] = [
  ['Quote ID', ({ quote }) => quote.id],
  ['Accepted At', ({ quote, timeZone }) => formatInTimeZone(new Date(quote.createdAt), timeZone)],
  ['Status', ({ quote }) => quote.status],
  ['Customer Name', ({ quote }) => quote.customerName],
  ['Customer Email', ({ quote }) => quote.customerEmail],
  ['Customer Phone', ({ quote }) => quote.customerPhone],
  ['Customer Address', ({ quote }) => quote.customerAddress],
  // What the homeowner typed, when the matched address above reads differently.
  ['Address as Typed', ({ quote }) => quote.typedAddress],
  ['Mowable Area (acres)', ({ quote }) => round(quote.mowableArea, 3)],
  // Per-visit, monthly and one-time prices are never added into one figure.
  ['Per Visit Total ($)', ({ quote }) => cadenceTotal(quote, 'visit')],
  ['Monthly Total ($)', ({ quote }) => cadenceTotal(quote, 'month')],
  ['One-time Total ($)', ({ quote }) => cadenceTotal(quote, 'once')],
  ['Notes', ({ quote }) => quote.notes],
  ['Service', (_, line) => line?.serviceName],
  ['Frequency', (_, line) => line?.frequency],
  ['Paid', (_, line) => (line ? cadenceWords(cadenceOf(line.frequency)) : null)],
  ['Service Area (sq ft)', (_, line) => (line ? Math.round(line.areaSqFt) : null)],
  // Per unit of the line's basis (Price Basis, last columns): per sq ft for lawn area.
  ['Price per sq ft ($)', (_, line) => line?.pricePerSqFt],
  ['Service Total ($)', (_, line) => (line ? round(line.totalCost, 2) : null)],
  // Added last, so spreadsheets built on the earlier columns keep working.
  ['Kind', ({ quote }) => (quote.kind === 'callback' ? 'call-back request' : 'quote')],
  ['Message', ({ quote }) => quote.message],
  // How far the line's volume tiers brought its price below quantity × rate (0: none).
  ['Volume Discount (%)', (_, line) => (line ? lineVolumeDiscountPercent(line) : null)],
  // What the line is priced on (lawn-area, bed-area, hardscape-area, edge-length, per-tree,
  // flat) and how many of its units: sq ft, ft, trees, 1 visit.
  ['Price Basis', (_, line) => (line ? basisOf(line) : null)],
  ['Quantity', (_, line) => (line ? (line.quantity ?? line.areaSqFt) : null)],
  // Why the quote waits for the owner's review, as its card says it; blank when its price is firm.
  ['Review', ({ quote }) => reviewReasons(acceptedUnderReview(quote)).join('; ') || null],
];

export const QUOTES_CSV_HEADER = csvRow(COLUMNS.map(([header]) => header));

/** One row per service line, the quote's fields repeated; a quote without lines is one row. */
export function quoteCsvRows(stored: QuoteWithLines, timeZone: string): string {
  const row = { quote: presentAcceptedQuote(stored), timeZone };
  const lines = row.quote.services.length > 0 ? row.quote.services : [undefined];
  return lines.map((line) => csvRow(COLUMNS.map(([, cell]) => cell(row, line)))).join('');
}
