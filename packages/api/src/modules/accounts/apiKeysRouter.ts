import { generateApiKeyRequestSchema } from '@yardstick/core/schemas/account';
import { Router } from 'express';
import { currentWidgetKey, refreshWidgetKey } from './widgetKey.ts';
import {
  API_KEY_HEADER,
  authOf,
  INVALID_API_KEY_MESSAGE,
} from '../../platform/http/authenticate.ts';
import { limitDatabaseReads } from '../../platform/http/rateLimits.ts';
import { warmAnalysisThreads } from '../../platform/http/warmAnalysisThreads.ts';
import { validate } from '../../platform/http/validate.ts';
import { allowWidget } from '../../platform/http/widgetCors.ts';
import { UnauthorizedError } from '../../platform/errors.ts';
import type { AccountsDeps } from './deps.ts';

/**
 * POST /api/generate-api-key   (session; needs access, SPEC §6)
 *   no body or {}        → { apiKey } the owner's current key, created on first use
 *   { "refresh": true }  → { apiKey } a new key; the old one stops working at once
 * GET  /api/verify-api-key     (X-API-Key, callable from any site)
 *   → { user: { companyName, contactPhone, contactEmail } }, the contact set on the Storefront page;
 *   401 { error: 'Invalid API key' }
 */
export function apiKeysRouter({
  db,
  clock,
  limits,
  authenticate,
  reads,
  requireAccess,
  engine,
}: AccountsDeps): Router {
  const router = Router();

  const generateInput = validate({ body: generateApiKeyRequestSchema });
  router.post(
    '/generate-api-key',
    limits.api,
    authenticate(),
    requireAccess,
    generateInput,
    async (req, res) => {
      const { ownerId } = authOf(req);
      const { refresh } = generateInput.parsed(req).body;
      const apiKey = refresh
        ? await refreshWidgetKey(db, ownerId, clock.now()).finally(() => reads.forgetOwner(ownerId))
        : await currentWidgetKey(db, ownerId);
      res.json({ apiKey });
    },
  );

  allowWidget(router, '/verify-api-key');
  // The embed page checks the key it was given, so a session alone is not enough here.
  router.get(
    '/verify-api-key',
    warmAnalysisThreads(engine),
    limitDatabaseReads(limits.apiKey, (req) => reads.knowsApiKey(req.get(API_KEY_HEADER) ?? '')),
    authenticate({ allow: ['apiKey'] }),
    async (req, res) => {
      const { ownerId } = authOf(req);
      const [companyName, contact] = await Promise.all([
        reads.companyName(ownerId),
        reads.contact(ownerId),
      ]);
      if (companyName === undefined) throw new UnauthorizedError(INVALID_API_KEY_MESSAGE);
      res.json({ user: { companyName, ...contact } });
    },
  );

  return router;
}
