import { z } from 'zod';
import { QUOTE_STATUSES } from '../enums.ts';
import { timeZoneSchema } from '../timeZone.ts';
import { acceptedQuotesListResponseSchema, QUOTE_MESSAGES } from './quotes.ts';

export const QUOTE_LIST_MESSAGES = {
  dateInvalid: 'Dates must be written as YYYY-MM-DD',
  dateOrder: 'The start date must be on or before the end date',
  pageInvalid: 'Page must be a whole number from 1 to 100000',
  pageSizeInvalid: 'Page size must be a whole number from 1 to 100',
  searchTooLong: 'Search must be at most 200 characters',
} as const;

const M = QUOTE_LIST_MESSAGES;

export const QUOTE_PAGE_SIZE_DEFAULT = 20;
export const QUOTE_PAGE_SIZE_MAX = 100;

/** `?status=` (an empty value, as a form sends it, means "no filter"). */
function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A date (`2026-11-20`, the whole UTC day) or an instant (`2026-11-20T05:00:00.000Z`, exact).
 * `end` turns the bound into the first moment after it, so `to` includes its whole day.
 */
function dateBound(end: boolean) {
  return z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: M.dateInvalid })
    .transform((text) => {
      const dayOnly = text.length === 10;
      const at = new Date(dayOnly ? `${text}T00:00:00.000Z` : text).getTime();
      if (!end) return new Date(at);
      return new Date(at + (dayOnly ? DAY_MS : 1));
    });
}

/**
 * The filters of the quote list and its CSV export. Each one is a key here and one line in
 * the server's filter table (quotes/quoteFilters.ts), which the compiler keeps in step.
 */
const quoteFilterShape = {
  status: optionalParam(z.enum(QUOTE_STATUSES, { error: QUOTE_MESSAGES.statusInvalid })),
  /** Accepted on or after this date. */
  from: optionalParam(dateBound(false)),
  /** Accepted on or before this date; parsed as the first moment after it. */
  to: optionalParam(dateBound(true)),
  /** Part of the customer's name, e-mail or address, any case. */
  q: optionalParam(
    z
      .string()
      .trim()
      .max(200, M.searchTooLong)
      .transform((text) => text || undefined),
  ),
  /** Only the quotes measured below the owner's review threshold (`true`), or only the others. */
  reviewRequired: optionalParam(
    z
      .enum(['true', 'false'], { error: 'reviewRequired must be true or false' })
      .transform((value) => value === 'true'),
  ),
  /** The archived quotes (`true`) instead of the current ones, which are listed by default. */
  archived: optionalParam(
    z.enum(['true', 'false'], { error: 'archived must be true or false' }),
  ).transform((value) => value === 'true'),
};

const pageShape = {
  page: optionalParam(
    z.coerce
      .number({ error: M.pageInvalid })
      .int(M.pageInvalid)
      .min(1, M.pageInvalid)
      .max(100_000, M.pageInvalid),
  ).transform((page) => page ?? 1),
  pageSize: optionalParam(
    z.coerce
      .number({ error: M.pageSizeInvalid })
      .int(M.pageSizeInvalid)
      .min(1, M.pageSizeInvalid)
      .max(QUOTE_PAGE_SIZE_MAX, M.pageSizeInvalid),
  ).transform((size) => size ?? QUOTE_PAGE_SIZE_DEFAULT),
};

const datesInOrder = (filters: { from?: Date; to?: Date }) =>
  !filters.from || !filters.to || filters.from < filters.to;

const quoteFiltersObject = z.object(quoteFilterShape);
export type QuoteFilters = z.infer<typeof quoteFiltersObject>;

/**
 * GET /api/accepted-quotes/export.csv: the filters, and the zone its times are written in
 * (the owner app sends the one set on the Account page, else the browser's; without it UTC).
 */
export const quoteExportQuerySchema = quoteFiltersObject
  .extend({ timeZone: optionalParam(timeZoneSchema) })
  .refine(datesInOrder, { message: M.dateOrder, path: ['to'] });

/** GET /api/accepted-quotes: the filters plus the page. */
export const quoteListQuerySchema = z
  .object({ ...quoteFilterShape, ...pageShape })
  .refine(datesInOrder, { message: M.dateOrder, path: ['to'] });
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;

/** The SPEC answer `{acceptedQuotes}` plus the number of quotes the filters match. */
export const quoteListResponseSchema = acceptedQuotesListResponseSchema.extend({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type QuoteListResponse = z.infer<typeof quoteListResponseSchema>;
