import type { Request } from 'express';
import { ForbiddenError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ACCEPTED_TYPES = new Set(['application/json', 'multipart/form-data']);

export const CSRF_MESSAGE =
  'This request was refused because it did not come from Yardstick itself.';

/**
 * Cross-site request forgery guard for cookie-authenticated writes. A form on another site
 * can only send "simple" content types and cannot set custom headers without CORS consent,
 * so we accept writes only as JSON or multipart, and, when the browser says where the
 * request comes from (Origin), only from our own origin.
 */
export function assertSameOriginWrite(req: Request, publicOrigin: string): void {
  if (SAFE_METHODS.has(req.method)) return;
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED_TYPES.has(mediaType)) throw new ForbiddenError(CSRF_MESSAGE);
  const origin = req.headers.origin;
  if (origin === undefined) return;
  const ownOrigin = `${req.protocol}://${req.get('host') ?? ''}`;
  if (origin !== publicOrigin && origin !== ownOrigin) throw new ForbiddenError(CSRF_MESSAGE);
}
