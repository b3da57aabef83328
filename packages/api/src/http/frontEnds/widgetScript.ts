import { existsSync } from 'node:fs';
import { Router, type Request, type Response } from 'express';

/** The latest script may change on any deploy; the versioned path may be cached longer. */
const LATEST_MAX_AGE_SECONDS = 5 * 60;
const VERSIONED_MAX_AGE_SECONDS = 60 * 60;

/**
 * `/widget/yardstick.js` and `/widget/v1/yardstick.js`: one self-contained script that any
 * site may load, so it is served cross-origin with caching headers and an ETag.
 */
export function widgetScriptRouter(scriptPath: string): Router {
  const router = Router();
  const serve = (maxAgeSeconds: number) => (_req: Request, res: Response) => {
    if (!existsSync(scriptPath)) {
      res.status(404).type('text/plain').send('The widget is not built yet: run pnpm build.');
      return;
    }
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': `public, max-age=${maxAgeSeconds}`,
    });
    res.type('text/javascript').sendFile(scriptPath);
  };
  router.get('/widget/yardstick.js', serve(LATEST_MAX_AGE_SECONDS));
  router.get('/widget/v1/yardstick.js', serve(VERSIONED_MAX_AGE_SECONDS));
  return router;
}
