import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { storefrontRepository } from '../db/repositories/storefronts.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { STOREFRONT_NOT_FOUND_MESSAGE } from '../../storefronts/publicStorefront.ts';
import { API_KEY_HEADER, type createAuthenticate } from './authenticate.ts';

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
  db: Db,
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
      if (subdomain) await assertStorefrontOf(db, subdomain, req.auth?.ownerId);
      next();
      return;
    }
    const storefront = await storefrontRepository(db).findBySubdomain(subdomain);
    if (!storefront) throw new NotFoundError(STOREFRONT_NOT_FOUND_MESSAGE);
    if (!storefront.isActive) throw new ForbiddenError(STOREFRONT_INACTIVE_MESSAGE);
    req.auth = { ownerId: storefront.ownerId, kind: 'storefront' };
    next();
  };
}

async function assertStorefrontOf(
  db: Db,
  subdomain: string,
  ownerId: string | undefined,
): Promise<void> {
  const storefront = await storefrontRepository(db).findBySubdomain(subdomain);
  if (!storefront) throw new NotFoundError(STOREFRONT_NOT_FOUND_MESSAGE);
  if (storefront.ownerId !== ownerId) throw new ForbiddenError(STOREFRONT_OF_ANOTHER_OWNER_MESSAGE);
}
