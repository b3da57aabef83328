import {
  storefrontByDomainQuerySchema,
  storefrontInputSchema,
  storefrontLogoQuerySchema,
} from '@yardstick/core/schemas/storefronts';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { storefrontRepository, type StorefrontWrite } from '../../platform/db/repositories/storefronts.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { authOf } from '../../platform/http/authenticate.ts';
import { limitDatabaseReads } from '../../platform/http/rateLimits.ts';
import { warmAnalysisThreads } from '../../platform/http/warmAnalysisThreads.ts';
import { sendBlob } from '../../platform/http/sendBlob.ts';
import { readLogoForm } from '../../platform/http/upload.ts';
import { idParams, validate } from '../../platform/http/validate.ts';
import { presentStorefront } from '../../presenters/storefronts.ts';
import { checkCustomDomain } from '../../storefronts/checkCustomDomain.ts';
import { processLogo } from '../../storefronts/processLogo.ts';
import { STOREFRONT_NOT_FOUND_MESSAGE } from '../../storefronts/publicStorefront.ts';
import type { RouteKit } from '../kit.ts';

const LOGO_CACHE_SECONDS = 60 * 60;

/**
 * Owner routes (session + access policy), multipart form: subdomain, companyName, the three
 * colours, customDomain, optional `logo` file (≤ 2 MB; PNG, JPG, WebP or SVG by content):
 * GET    /api/storefronts        → [storefront] (at most one)
 * POST   /api/storefronts        → 201 storefront; subdomain or custom domain taken → 409
 * PUT    /api/storefronts/{id}   → storefront; no logo in the form keeps the current one
 * DELETE /api/storefronts/{id}   → { success: true }
 * GET    /api/storefronts/{id}/domain-check → the CNAME record its custom domain needs and
 *        whether DNS answers with it yet (customDomainCheckSchema); DNS unreachable → 503
 * Public:
 * GET    /api/storefront/{subdomain}             → storefront (isActive false when its owner's access lapsed); 404
 * GET    /api/storefront-by-domain?host={host}   → the same, found by the owner's custom domain; 404
 * GET    /api/storefront-logo?storefrontId={id}  → the PNG, cacheable (ETag from updatedAt); 404
 */
export function storefrontsRouter({
  db,
  limits,
  authenticate,
  requireAccess,
  blobs,
  publicReads,
  domainResolver,
  config,
  clock,
  analysisThreads,
}: RouteKit): Router {
  const router = Router();
  const ownerOnly = [limits.api, authenticate(), requireAccess];

  const withLogo = async (
    req: Request,
    fields: z.output<typeof storefrontInputSchema>,
  ): Promise<StorefrontWrite> => {
    if (!req.file) return fields;
    const logo = await processLogo(req.file.buffer);
    return { ...fields, logo: { key: await blobs.put(logo.bytes), contentType: logo.contentType } };
  };

  router.get('/storefronts', ...ownerOnly, async (req, res) => {
    const rows = await storefrontRepository(db).list(authOf(req).ownerId);
    res.json(rows.map((row) => presentStorefront(row)));
  });

  const createInput = validate({ body: storefrontInputSchema });
  router.post('/storefronts', ...ownerOnly, readLogoForm, createInput, async (req, res) => {
    const write = await withLogo(req, createInput.parsed(req).body);
    const created = await storefrontRepository(db).create(authOf(req).ownerId, write);
    publicReads.forgetOwner(created.ownerId);
    res.status(201).json(presentStorefront(created));
  });

  const updateInput = validate({ params: idParams, body: storefrontInputSchema });
  router.put('/storefronts/:id', ...ownerOnly, readLogoForm, updateInput, async (req, res) => {
    const { params, body } = updateInput.parsed(req);
    const updated = await storefrontRepository(db).update(
      authOf(req).ownerId,
      params.id,
      await withLogo(req, body),
    );
    if (!updated) throw new NotFoundError(STOREFRONT_NOT_FOUND_MESSAGE);
    publicReads.forgetOwner(updated.ownerId);
    res.json(presentStorefront(updated));
  });

  const deleteInput = validate({ params: idParams });
  router.delete('/storefronts/:id', ...ownerOnly, deleteInput, async (req, res) => {
    const deleted = await storefrontRepository(db).delete(
      authOf(req).ownerId,
      deleteInput.parsed(req).params.id,
    );
    if (!deleted) throw new NotFoundError(STOREFRONT_NOT_FOUND_MESSAGE);
    publicReads.forgetOwner(authOf(req).ownerId);
    res.json({ success: true });
  });

  const domainCheckInput = validate({ params: idParams });
  router.get('/storefronts/:id/domain-check', ...ownerOnly, domainCheckInput, async (req, res) => {
    const { ownerId } = authOf(req);
    const storefront = await storefrontRepository(db).get(
      ownerId,
      domainCheckInput.parsed(req).params.id,
    );
    if (!storefront) throw new NotFoundError(STOREFRONT_NOT_FOUND_MESSAGE);
    res.json(
      await checkCustomDomain(
        domainResolver,
        storefront.customDomain,
        config.customDomains.cnameTarget,
        clock.now(),
      ),
    );
  });

  const publicInput = validate({
    params: z.object({ subdomain: z.string().trim().toLowerCase() }),
  });
  router.get(
    '/storefront/:subdomain',
    warmAnalysisThreads(analysisThreads),
    publicInput,
    limitDatabaseReads(limits.api, (req) =>
      publicReads.knowsStorefront(publicInput.parsed(req).params),
    ),
    async (req, res) => {
      res.json(await publicReads.storefront(publicInput.parsed(req).params));
    },
  );

  const byDomainInput = validate({ query: storefrontByDomainQuerySchema });
  const customDomainOf = (req: Request) =>
    byDomainInput.parsed(req).query.host.replace(/:\d+$/, '');
  router.get(
    '/storefront-by-domain',
    warmAnalysisThreads(analysisThreads),
    byDomainInput,
    limitDatabaseReads(limits.api, (req) =>
      publicReads.knowsStorefront({ customDomain: customDomainOf(req) }),
    ),
    async (req, res) => {
      res.json(await publicReads.storefront({ customDomain: customDomainOf(req) }));
    },
  );

  const logoInput = validate({ query: storefrontLogoQuerySchema });
  router.get('/storefront-logo', limits.api, logoInput, async (req, res) => {
    const logo = await storefrontRepository(db).findLogo(logoInput.parsed(req).query.storefrontId);
    if (!logo) throw new NotFoundError('This storefront has no logo.');
    // The URL names the storefront, not the picture: cache briefly, revalidate by content hash.
    const cache = `public, max-age=${LOGO_CACHE_SECONDS}`;
    if (!(await sendBlob(req, res, blobs, logo, cache))) {
      throw new NotFoundError('This storefront has no logo.');
    }
  });

  return router;
}
