import { STOREFRONT_MESSAGES } from '@yardstick/core/schemas/storefronts';
import { z } from 'zod';

const postgresErrorSchema = z.object({ code: z.string(), constraint: z.string().optional() });

/** The PostgreSQL error behind a driver or Drizzle error (Drizzle wraps it in `cause`), if any. */
export function postgresErrorOf(error: unknown): z.infer<typeof postgresErrorSchema> | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const parsed = postgresErrorSchema.safeParse(current);
    if (parsed.success && /^[0-9A-Z]{5}$/.test(parsed.data.code)) return parsed.data;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';

// Connection exceptions (class 08), the server shutting down or starting up (57P01–03), a
// full disk (53100) or an I/O error (58030), writes refused while the disk cannot take them
// (25006, read-only transaction), and an embedded database stopped by a failed write.
const UNAVAILABLE_CODES =
  /^(08[0-9A-Z]{3}|57P0[123]|53100|58030|25006|PGLITE_STOPPED|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE)$/;

const LOST_CONNECTION_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed)/;

/** Whether the database could not be reached, rather than refusing what was asked of it. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    if (
      'code' in current &&
      typeof current.code === 'string' &&
      UNAVAILABLE_CODES.test(current.code)
    )
      return true;
    // node-postgres reports a connection dropped mid-query, or a statement sent on a client
    // whose connection had already failed, with these messages and no code.
    if (current instanceof Error && LOST_CONNECTION_MESSAGES.test(current.message)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = postgresErrorOf(error);
  if (pgError?.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || pgError.constraint === constraint;
}

/** What a person is told when a write collides with a unique rule (checked again here, since requests race). */
export const UNIQUE_VIOLATION_MESSAGES: Record<string, string> = {
  owners_email_unique: 'An account with this email already exists.',
  storefronts_subdomain_unique: STOREFRONT_MESSAGES.subdomainTaken,
  storefronts_custom_domain_unique: STOREFRONT_MESSAGES.customDomainTaken,
  storefronts_owner_unique: 'You already have a storefront. Update it instead of creating another.',
  service_frequencies_service_frequency_unique: 'That frequency already exists for this service.',
  services_one_default_per_owner: 'You already have a default service.',
};

export const DEFAULT_UNIQUE_VIOLATION_MESSAGE = 'That already exists.';
