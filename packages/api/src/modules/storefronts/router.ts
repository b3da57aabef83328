import { ownerEndpoints } from '@yardstick/core/endpoints';
import type { Storefront } from '@yardstick/core/schemas/storefronts';
import type { Engine } from '@yardstick/engine';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { BlobStore } from '../../platform/blobs/blobStore.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { storefrontRepository, type StorefrontWrite } from './storefrontRepository.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { authOf, type Authenticate } from '../../platform/http/authenticate.ts';
import { limitDatabaseReads, type RateLimits } from '../../platform/http/rateLimits.ts';
import { warmAnalysisThreads } from '../../platform/http/warmAnalysisThreads.ts';
import { sendBlob } from '../../platform/http/sendBlob.ts';
import { readLogoForm } from '../../platform/http/upload.ts';
import { route } from '../../platform/http/route.ts';
import { validate } from '../../platform/http/validate.ts';
import { presentStorefront } from './presenter.ts';
import { checkCustomDomain } from './checkCustomDomain.ts';
import type { DomainResolver } from './domainResolver.ts';
import { processLogo } from './processLogo.ts';
import { STOREFRONT_NOT_FOUND_MESSAGE, type StorefrontAddress } from './publicStorefront.ts';

const LOGO_CACHE_SECONDS = 60 * 60;

/** What the storefront routes are built from. */
export interface StorefrontsDeps {
  db: Db;
  clock: Clock;
  limits: Pick<RateLimits, 'api'>;
  authenticate: Authenticate;
  /** Logos, by content hash. */
  blobs: BlobStore;
  /** Storefronts as visitors see them, from memory; an owner's are forgotten on every change. */
  reads: {
    storefront(address: StorefrontAddress): Promise<Storefront>;
    knowsStorefront(address: StorefrontAddress): boolean;
    forgetOwner(ownerId: string): void;
  };
  domainResolver: DomainResolver;
  /** The host a custom domain's CNAME record must name. */
  cnameTarget: string;
  /** Visitors of a storefront are about to ask for an analysis: the threads start warming. */
  engine: Pick<Engine, 'warm'>;
}

/**
 * Owner routes (a session; whatever the plan state, the owner keeps managing the page), multipart form: subdomain, companyName, the three
 * colours, customDomain, optional `logo` file (≤ 2 MB; PNG, JPG, WebP or SVG by content):
 * GET    /api/storefronts        → [storefront] (at most one)
 * POST   /api/storefronts        → 201 storefront; subdomain or custom domain taken → 409
 * PUT    /api/storefronts/{id}   → storefront; no logo in the form keeps the current one
 * DELETE /api/storefronts/{id}   → { success: true }
 * GET    /api/storefronts/{id}/domain-check → the CNAME record its custom domain needs and
 *        whether DNS answers with it yet (customDomainCheckSchema); DNS unreachable → 503
 * Public:
 * GET    /api/storefront/{subdomain}             → storefront, always with its brand and contact;
 *                                                  acceptsQuotes false when it cannot quote now; 404
 * GET    /api/storefront-by-domain?host={host}   → the same, found by the owner's custom domain; 404
 * GET    /api/storefront-logo?storefrontId={id}  → the PNG, cacheable (ETag from updatedAt); 404
 */
export function storefrontsRouter({
  db,
  clock,
  limits,
  authenticate,
  blobs,
  reads,
  domainResolver,
  cnameTarget,
  engine,
}: StorefrontsDeps): Router {
  const router = Router();
  const e = ownerEndpoints;
  const ownerOnly = [limits.api, authenticate()];

  const withLogo = async (
    req: Request,
    fields: z.output<typeof e.createStorefront.body>,
  ): Promise<StorefrontWrite> => {
    if (!req.file) return fields;
    const logo = await processLogo(req.file.buffer);
    return { ...fields, logo: { key: await blobs.put(logo.bytes), contentType: logo.contentType } };
  };

  route(router, e.storefronts, ownerOnly, async (_input, req, res) => {
    const rows = await storefrontRepository(db).list(authOf(req).ownerId);
    res.json(rows.map((row) => presentStorefront(row)));
  });

  const withForm = [...ownerOnly, readLogoForm];
  route(router, e.createStorefront, withForm, async ({ body }, req, res) => {
    const write = await withLogo(req, body);
    const created = await storefrontRepository(db).create(authOf(req).ownerId, write);
    reads.forgetOwner(created.ownerId);
    res.status(201).json(presentStorefront(created));
  });

  route(router, e.updateStorefront, withForm, async ({ params, body }, req, res) => {
    const updated = await storefrontRepository(db).update(
      authOf(req).ownerId,
      params.id,
      await withLogo(req, body),
    );
    if (!updated) throw new NotFoundError(STOREFRONT_NOT_FOUND_MESSAGE);
    reads.forgetOwner(updated.ownerId);
    res.json(presentStorefront(updated));
  });

  route(router, e.deleteStorefront, ownerOnly, async ({ params }, req, res) => {
    const deleted = await storefrontRepository(db).delete(authOf(req).ownerId, params.id);
    if (!deleted) throw new NotFoundError(STOREFRONT_NOT_FOUND_MESSAGE);
    reads.forgetOwner(authOf(req).ownerId);
    res.json({ success: true });
  });

  route(router, e.storefrontDomainCheck, ownerOnly, async ({ params }, req, res) => {
    const storefront = await storefrontRepository(db).get(authOf(req).ownerId, params.id);
    if (!storefront) throw new NotFoundError(STOREFRONT_NOT_FOUND_MESSAGE);
    res.json(
      await checkCustomDomain(domainResolver, storefront.customDomain, cnameTarget, clock.now()),
    );
  });

  // The public reads are limited only when they would reach the database, which takes the
  // parsed address: these two validate before the rate limit.
  const publicInput = validate({
    params: z.object({ subdomain: z.string().trim().toLowerCase() }),
  });
  router.get(
    '/storefront/:subdomain',
    warmAnalysisThreads(engine),
    publicInput,
    limitDatabaseReads(limits.api, (req) => reads.knowsStorefront(publicInput.parsed(req).params)),
    async (req, res) => {
      res.json(await reads.storefront(publicInput.parsed(req).params));
    },
  );

  const byDomainInput = validate({ query: e.storefrontByDomain.query });
  const customDomainOf = (req: Request) =>
    byDomainInput.parsed(req).query.host.replace(/:\d+$/, '');
  router.get(
    '/storefront-by-domain',
    warmAnalysisThreads(engine),
    byDomainInput,
    limitDatabaseReads(limits.api, (req) =>
      reads.knowsStorefront({ customDomain: customDomainOf(req) }),
    ),
    async (req, res) => {
      res.json(await reads.storefront({ customDomain: customDomainOf(req) }));
    },
  );

  route(router, e.storefrontLogo, [limits.api], async ({ query }, req, res) => {
    const logo = await storefrontRepository(db).findLogo(query.storefrontId);
    if (!logo) throw new NotFoundError('This storefront has no logo.');
    // The URL names the storefront, not the picture: cache briefly, revalidate by content hash.
    const cache = `public, max-age=${LOGO_CACHE_SECONDS}`;
    if (!(await sendBlob(req, res, blobs, logo, cache))) {
      throw new NotFoundError('This storefront has no logo.');
    }
  });

  return router;
}
