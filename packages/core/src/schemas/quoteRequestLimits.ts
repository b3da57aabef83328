import { z } from 'zod';

/** New analyses a day an owner's storefront and widget take from visitors, unless changed. */
export const DEFAULT_PUBLIC_DAILY_ANALYSIS_LIMIT = 200;
export const MAX_PUBLIC_DAILY_ANALYSIS_LIMIT = 10_000;

export const QUOTE_REQUEST_LIMIT_MESSAGES = {
  dailyLimitInvalid: `Please enter a whole number of quote requests a day between 1 and ${MAX_PUBLIC_DAILY_ANALYSIS_LIMIT.toLocaleString('en-US')}.`,
  demoLimitReached:
    'The demo has measured many properties from your network today. Please try again tomorrow, or start a free trial to measure more.',
} as const;

/** What a homeowner reads when an owner's storefront or widget has taken its quote requests for the day. */
export function tooManyQuoteRequestsMessage(companyName: string): string {
  return `${companyName} has taken all the instant quotes it can today. Leave your number and they will call you back, or try again tomorrow.`;
}

/** GET/PUT /api/quote-request-limit answer. */
export const quoteRequestLimitSchema = z.object({
  /** New analyses a day from storefront and widget visitors (repeats of an address are free). */
  publicDailyAnalysisLimit: z.number().int(),
});
export type QuoteRequestLimit = z.infer<typeof quoteRequestLimitSchema>;

const invalid = QUOTE_REQUEST_LIMIT_MESSAGES.dailyLimitInvalid;

export const updateQuoteRequestLimitRequestSchema = z.object({
  publicDailyAnalysisLimit: z
    .number({ error: invalid })
    .int(invalid)
    .min(1, invalid)
    .max(MAX_PUBLIC_DAILY_ANALYSIS_LIMIT, invalid),
});
export type UpdateQuoteRequestLimitRequest = z.infer<typeof updateQuoteRequestLimitRequestSchema>;
