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

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = postgresErrorOf(error);
  if (pgError?.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || pgError.constraint === constraint;
}

/** What a person is told when a write collides with a unique rule (checked again here, since requests race). */
export const UNIQUE_VIOLATION_MESSAGES: Record<string, string> = {
  owners_email_unique: 'An account with this email already exists.',
  storefronts_subdomain_unique: 'That subdomain is already taken. Please choose another.',
  storefronts_custom_domain_unique: 'That custom domain is already used by another storefront.',
  storefronts_owner_unique: 'You already have a storefront. Update it instead of creating another.',
  service_frequencies_service_frequency_unique: 'That frequency already exists for this service.',
  services_one_default_per_owner: 'You already have a default service.',
};

export const DEFAULT_UNIQUE_VIOLATION_MESSAGE = 'That already exists.';
