import Stripe from 'stripe';

export interface StripeClientSettings {
  secretKey: string;
  /** A local fake or stripe-mock; undefined means api.stripe.com. */
  apiBase: URL | undefined;
}

/** The one Stripe client of the server (the SDK pins API 2026-10-28.endive). */
export function createStripeClient({ secretKey, apiBase }: StripeClientSettings): Stripe {
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: 2, telemetry: false });
  return new Stripe(secretKey, {
    host: apiBase.hostname,
    port: apiBase.port || (apiBase.protocol === 'https:' ? 443 : 80),
    protocol: apiBase.protocol === 'https:' ? 'https' : 'http',
    // A local server answers at once; retries would only slow the failing tests down.
    maxNetworkRetries: 0,
    telemetry: false,
  });
}
