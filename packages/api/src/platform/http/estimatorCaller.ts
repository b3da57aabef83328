import type { RequestHandler } from 'express';
import { z } from 'zod';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { API_KEY_HEADER, type createAuthenticate } from './authenticate.ts';

/** What the estimator caller needs to know of a storefront named in a request. */
export interface CallerStorefront {
  ownerId: string;
  isActive: boolean;
}

/** The look-ups the estimator caller needs, built by the app from the storefronts' storage. */
export interface EstimatorCallerLookups {
  storefrontBySubdomain(subdomain: string): Promise<CallerStorefront | undefined>;
  /** The sentence for a subdomain that names no storefront (a 404). */
  storefrontNotFoundMessage: string;
}

export const STOREFRONT_INACTIVE_MESSAGE = 'This storefront is currently inactive.';
export const STOREFRONT_OF_ANOTHER_OWNER_MESSAGE =
  'This storefront does not belong to this API key.';

const storefrontField = z
  .object({ storefrontSubdomain: z.string().trim().toLowerCase().min(1).optional() })
  .loose();

/**
 * The three ways an estimator reaches the API (SPEC §6): an `X-API-Key` (embeds, the custom
 * element, the demo), a storefront subdomain in the body (the storefront page: the subdomain
 * names the owner, no credentials), or the owner's session cookie (/analyze).
 * A key that names a storefront must own it.
 */
export function createEstimatorCaller(
  lookups: EstimatorCallerLookups,
  authenticate: ReturnType<typeof createAuthenticate>,
): RequestHandler {
  const byKeyOrSession = authenticate({ allow: ['session', 'apiKey'] });
  return async (req, res, next) => {
    const parsed = storefrontField.safeParse(req.body);
    const subdomain = parsed.success ? parsed.data.storefrontSubdomain : undefined;
    const hasKey = req.get(API_KEY_HEADER) !== undefined;
    if (!subdomain || hasKey) {
      let authenticated = false;
      await byKeyOrSession(req, res, (error?: unknown) => {
        if (error) throw error;
        authenticated = true;
      });
      if (!authenticated) return;
      if (subdomain) await assertStorefrontOf(lookups, subdomain, req.auth?.ownerId);
      next();
      return;
    }
    const storefront = await lookups.storefrontBySubdomain(subdomain);
    if (!storefront) throw new NotFoundError(lookups.storefrontNotFoundMessage);
    if (!storefront.isActive) throw new ForbiddenError(STOREFRONT_INACTIVE_MESSAGE);
    req.auth = { ownerId: storefront.ownerId, kind: 'storefront' };
    next();
  };
}

async function assertStorefrontOf(
  lookups: EstimatorCallerLookups,
  subdomain: string,
  ownerId: string | undefined,
): Promise<void> {
  const storefront = await lookups.storefrontBySubdomain(subdomain);
  if (!storefront) throw new NotFoundError(lookups.storefrontNotFoundMessage);
  if (storefront.ownerId !== ownerId) throw new ForbiddenError(STOREFRONT_OF_ANOTHER_OWNER_MESSAGE);
}
