import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Router, type Request, type Response } from 'express';
import { widgetTarballPath } from '@yardstick/core/embed';
import { compressedCopy } from './precompressed.ts';

/** The latest loader may change on any deploy; v1 follows 1.x; exact versions never change. */
const LATEST_MAX_AGE_SECONDS = 5 * 60;
const MAJOR_MAX_AGE_SECONDS = 60 * 60;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A chunk name as the build writes it: name-hash.js, nothing that could climb directories. */
const CHUNK_NAME = /^[\w-]+-[\w-]{8,}\.js$/;
/** The npm package's tarball as `pnpm pack` names it. */
const PACKAGE_NAME = /^yardstick-widget-[\w.-]+\.tgz$/;

function builtVersion(distDir: string): string | undefined {
  const manifest = join(distDir, 'manifest.json');
  if (!existsSync(manifest)) return undefined;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version;
}

/**
 * The widget's loader and its content-hashed chunks, served to any site: `/widget/yardstick.js`,
 * `/widget/v1/yardstick.js`, `/widget/<exact version>/yardstick.js`, and `chunks/<name>-<hash>.js`
 * beside each (the loader imports them relative to its own URL).
 */
export function widgetScriptRouter(scriptPath: string): Router {
  const distDir = dirname(scriptPath);
  const router = Router();
  const send = (req: Request, res: Response, file: string, cacheControl: string) => {
    if (!existsSync(file)) {
      res.status(404).type('text/plain').send('The widget is not built yet: run pnpm build.');
      return;
    }
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': cacheControl,
    });
    res.type('text/javascript').sendFile(compressedCopy(req, res, file));
  };
  router.get('/widget/yardstick.js', (req, res) =>
    send(req, res, scriptPath, `public, max-age=${LATEST_MAX_AGE_SECONDS}`),
  );
  router.get('/widget/v1/yardstick.js', (req, res) =>
    send(req, res, scriptPath, `public, max-age=${MAJOR_MAX_AGE_SECONDS}`),
  );
  router.get('/widget/:version/yardstick.js', (req: Request, res: Response) => {
    if (req.params.version !== builtVersion(distDir)) {
      res.status(404).type('text/plain').send('No such widget version.');
      return;
    }
    send(req, res, scriptPath, IMMUTABLE);
  });
  router.get('/widget/manifest.json', (_req, res) => {
    const manifest = join(distDir, 'manifest.json');
    if (!existsSync(manifest))
      return res.status(404).json({ error: 'The widget is not built yet.' });
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': `public, max-age=${LATEST_MAX_AGE_SECONDS}`,
    });
    res.sendFile(manifest);
  });
  // The npm package as the build packed it, for `npm install <this URL>`: under the major
  // version (as the Account page gives it) or the exact one, cached for good.
  router.get('/widget/:channel/:file', (req: Request, res: Response, next) => {
    if (!PACKAGE_NAME.test(String(req.params.file))) return next();
    const version = builtVersion(distDir);
    const underMajor = version && widgetTarballPath(version);
    const exact = underMajor && `/widget/${version}/${basename(underMajor)}`;
    if (!underMajor || (req.path !== underMajor && req.path !== exact)) {
      res.status(404).type('text/plain').send('No such widget package version.');
      return;
    }
    const file = join(distDir, basename(underMajor));
    if (!existsSync(file)) {
      res
        .status(404)
        .type('text/plain')
        .send('The widget package is not packed yet: run pnpm build.');
      return;
    }
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': req.path === exact ? IMMUTABLE : `public, max-age=${MAJOR_MAX_AGE_SECONDS}`,
    });
    res.type('application/gzip').sendFile(file);
  });
  router.get(
    ['/widget/chunks/:file', '/widget/:version/chunks/:file'],
    (req: Request, res: Response, next) => {
      const file = String(req.params.file);
      if (!CHUNK_NAME.test(file)) return next();
      send(req, res, join(distDir, 'chunks', file), IMMUTABLE);
    },
  );
  return router;
}
