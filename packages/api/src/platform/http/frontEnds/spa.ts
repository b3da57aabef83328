import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router, type Response } from 'express';
import { precompressedFiles } from './precompressed.ts';

export interface SpaOptions {
  /** The Vite build output: index.html and assets/. */
  dir: string;
  /** Adjusts index.html once before it is served (e.g. a meta tag the app reads). */
  transformIndex?: (html: string) => string;
  /** Per-path header changes, e.g. the embed page may be framed by any site. */
  adjustHeaders?: (path: string, res: Response) => void;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Yardstick</title></head>
<body><h1>Yardstick</h1><p>This page is not built yet. Run <code>pnpm build</code> (or <code>pnpm start</code>, which builds what is missing) and reload.</p></body></html>`;

/** A built single-page app: hashed assets cached for good, every other GET falls back to index.html. */
export function spaRouter({
  dir,
  transformIndex = (html) => html,
  adjustHeaders,
}: SpaOptions): Router {
  const router = Router();
  const assets = join(dir, 'assets');
  const forGood = { immutable: true, maxAge: '365d' };
  router.use('/assets', precompressedFiles(assets, forGood));
  router.use('/assets', express.static(assets, { ...forGood, fallthrough: false }));
  router.use(precompressedFiles(dir, { maxAge: '1h' }));
  router.use(express.static(dir, { index: false, maxAge: '1h' }));

  let indexHtml: string | undefined;
  const loadIndex = (): string | undefined => {
    const file = join(dir, 'index.html');
    if (indexHtml === undefined && existsSync(file)) {
      indexHtml = transformIndex(readFileSync(file, 'utf8'));
    }
    return indexHtml;
  };

  router.get('/{*path}', (req, res) => {
    const html = loadIndex();
    res.set('Cache-Control', 'no-cache');
    adjustHeaders?.(req.path, res);
    if (!html) {
      res.status(503).type('html').send(NOT_BUILT_PAGE);
      return;
    }
    res.type('html').send(html);
  });
  return router;
}
