import { roundTo as round } from '@yardstick/core/rounding';
import type { AcceptedQuote, AcceptedQuoteService } from '@yardstick/core/schemas/quotes';
import type { QuoteWithLines } from './quotesRepository.ts';
import { csvRow, type CsvCell } from './csv.ts';
import { presentAcceptedQuote } from './presenter.ts';

type Column = [
  header: string,
  cell: (quote: AcceptedQuote, line?: AcceptedQuoteService) => CsvCell,
];

/** The export's columns, in order: the quote's fields, then one service line's. */
const COLUMNS: Column[] = [
  ['Quote ID', (quote) => quote.id],
  ['Accepted At', (quote) => quote.createdAt],
  ['Status', (quote) => quote.status],
  ['Customer Name', (quote) => quote.customerName],
  ['Customer Email', (quote) => quote.customerEmail],
  ['Customer Phone', (quote) => quote.customerPhone],
  ['Customer Address', (quote) => quote.customerAddress],
  ['Mowable Area (acres)', (quote) => round(quote.mowableArea, 3)],
  ['Quote Total ($)', (quote) => round(quote.totalCost, 2)],
  ['Notes', (quote) => quote.notes],
  ['Service', (_, line) => line?.serviceName],
  ['Frequency', (_, line) => line?.frequency],
  ['Service Area (sq ft)', (_, line) => (line ? Math.round(line.areaSqFt) : null)],
  ['Price per sq ft ($)', (_, line) => line?.pricePerSqFt],
  ['Service Total ($)', (_, line) => (line ? round(line.totalCost, 2) : null)],
];

export const QUOTES_CSV_HEADER = csvRow(COLUMNS.map(([header]) => header));

/** One row per service line, the quote's fields repeated; a quote without lines is one row. */
export function quoteCsvRows(row: QuoteWithLines): string {
  const quote = presentAcceptedQuote(row);
  const lines = quote.services.length > 0 ? quote.services : [undefined];
  return lines.map((line) => csvRow(COLUMNS.map(([, cell]) => cell(quote, line)))).join('');
}
