import type { RequestHandler, Router } from 'express';

/**
 * CORS for the routes the widget calls from other people's sites. Any origin may call
 * them, without credentials (the API key is the credential), so a browser never sends
 * the owner's session cookie cross-site. Cookie routes get no CORS headers at all.
 */
export const widgetCors: RequestHandler = (req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Vary', 'Origin');
  if (req.method !== 'OPTIONS') {
    next();
    return;
  }
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-API-Key');
  res.setHeader('Access-Control-Max-Age', '600');
  res.status(204).end();
};

/** Declares paths of a router as widget routes: preflight answered, CORS headers on every answer. */
export function allowWidget(router: Router, ...paths: string[]): void {
  for (const path of paths) router.use(path, widgetCors);
}
