import { QUOTE_STATUSES } from '@yardstick/core/enums';
import { zonedDayInstant } from '@yardstick/core/timeZone';

/**
 * The filters of the quote list as the page's URL holds them (`?q=dana&status=pending&page=2`),
 * so a filtered list can be bookmarked, shared or linked from an e-mail. Dates are the owner's
 * own calendar days (YYYY-MM-DD, as a date input gives them).
 */
export const QUOTE_FILTER_KEYS = [
  'q',
  'status',
  'from',
  'to',
  'reviewRequired',
  'archived',
] as const;
export type QuoteFilterKey = (typeof QUOTE_FILTER_KEYS)[number];
export type QuoteFilterValues = Record<QuoteFilterKey, string>;

/** Every filter off: the whole list of current quotes. */
export const NO_QUOTE_FILTERS: QuoteFilterValues = {
  q: '',
  status: '',
  from: '',
  to: '',
  reviewRequired: '',
  archived: '',
};

export interface QuoteListParams extends QuoteFilterValues {
  page: number;
}

const DAY = /^\d{4}-\d\d-\d\d$/;

/** What the URL says, with anything unreadable left out rather than sent to the server. */
export function readQuoteListParams(search: URLSearchParams): QuoteListParams {
  const text = (key: string) => search.get(key)?.trim() ?? '';
  const day = (key: string) => (DAY.test(text(key)) ? text(key) : '');
  const status = text('status');
  const page = Number(text('page'));
  return {
    q: text('q'),
    status: (QUOTE_STATUSES as readonly string[]).includes(status) ? status : '',
    from: day('from'),
    to: day('to'),
    reviewRequired: ['true', 'false'].includes(text('reviewRequired'))
      ? text('reviewRequired')
      : '',
    archived: text('archived') === 'true' ? 'true' : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function hasQuoteFilters(params: QuoteFilterValues): boolean {
  return QUOTE_FILTER_KEYS.some((key) => params[key] !== '');
}

/** The page's own URL query: only what differs from the defaults. */
export function quoteListSearch(params: QuoteListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of QUOTE_FILTER_KEYS) if (params[key]) search.set(key, params[key]);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

interface ApiSearchOptions {
  withPage: boolean;
  /** The owner's zone (Account page, else the browser's): the zone "a day" is in. */
  timeZone: string;
}

/**
 * The API's query for these filters. A calendar day becomes the instants it starts and ends
 * at in the owner's time zone, so "today" means the owner's today, not UTC's.
 */
export function quoteApiSearch(params: QuoteListParams, { withPage, timeZone }: ApiSearchOptions) {
  const search = quoteListSearch({ ...params, page: withPage ? params.page : 1 });
  if (params.from) search.set('from', zonedDayInstant(params.from, timeZone).toISOString());
  if (params.to) {
    search.set('to', zonedDayInstant(params.to, timeZone, '23:59:59.999').toISOString());
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** The CSV export's query: the list's filters, and the zone its times are written in. */
export function quoteExportSearch(params: QuoteListParams, timeZone: string): string {
  const search = new URLSearchParams(quoteApiSearch(params, { withPage: false, timeZone }));
  search.set('timeZone', timeZone);
  return `?${search.toString()}`;
}
