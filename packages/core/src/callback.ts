/**
 * What homeowners read when instant quotes are not available, and after they ask for a call
 * back. No zod here: the estimator's first bundle reads these before its schemas arrive.
 */

/** The `limit` of a 429 for a day's limit, apart from the short-window rate limit. */
export const DAILY_LIMIT = 'daily';

/** Whether an error answer's body is a day's limit (`{ error, limit: 'daily' }`). */
export function isDailyLimitAnswer(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return (
      typeof parsed === 'object' && parsed !== null && Reflect.get(parsed, 'limit') === DAILY_LIMIT
    );
  } catch {
    return false;
  }
}

/** What a homeowner reads once the request is stored. */
export function callbackReceivedMessage(companyName: string): string {
  return `Thank you — ${companyName} has your request and will call you back.`;
}

/**
 * What a homeowner reads when instant quotes are not available, whatever the reason; without
 * a call-back form (a storefront its owner switched off) it offers only the contact.
 */
export function quotesUnavailableMessage(companyName: string, { callBack = true } = {}): string {
  const unavailable = `Instant online quotes from ${companyName} are not available right now.`;
  return callBack
    ? `${unavailable} Call or e-mail them, or leave your number and they will call you back.`
    : `${unavailable} Please call or e-mail them.`;
}

/** A `tel:` link for a phone number as people write it: its digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
