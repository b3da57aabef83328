/** Accepted-quote status badges (SPEC §4.9). Any status may follow any other. */
import type { BadgeTone, StatusBadge } from './badge.ts';
import { QUOTE_STATUSES, type QuoteStatus } from './enums.ts';
import { capitalize } from './format.ts';

export const QUOTE_STATUS_TONES: Record<QuoteStatus, BadgeTone> = {
  pending: 'yellow',
  contacted: 'blue',
  scheduled: 'purple',
  completed: 'green',
};

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return QUOTE_STATUSES.some((status) => status === value);
}

/** The capitalised status with its colour; an unknown status is gray. */
export function quoteStatusBadge(status: string): StatusBadge {
  return {
    label: capitalize(status),
    tone: isQuoteStatus(status) ? QUOTE_STATUS_TONES[status] : 'gray',
  };
}

/**
 * Said wherever a price below the owner's review threshold appears (`reviewRequired`): at
 * the price, beside Accept, in the confirmation and in both e-mails.
 */
export const REVIEW_PRICE_NOTE = "We'll confirm this price after a quick review of your property.";
