import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

/** The copies `scripts/precompress.mjs` writes beside each built text file, smallest first. */
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The file to send for `file`: its brotli or gzip copy when the build wrote one and the client
 * accepts it (with Content-Encoding set), else the file itself. Vary tells caches the answer
 * depends on Accept-Encoding whenever a copy exists.
 */
export function compressedCopy(req: Request, res: Response, file: string): string {
  const written = COPIES.filter((copy) => existsSync(file + copy.suffix));
  if (written.length === 0) return file;
  res.vary('Accept-Encoding');
  const chosen = written.find((copy) => req.acceptsEncodings(copy.encoding) === copy.encoding);
  if (!chosen) return file;
  res.set('Content-Encoding', chosen.encoding);
  return file + chosen.suffix;
}

/** A request path that names a file plainly: no dot-segments, hidden files or odd characters. */
const PLAIN_PATH = /^(\/[\w-][\w.-]*)+$/;

interface CacheOptions {
  maxAge: string;
  immutable?: boolean;
}

/**
 * Sends the compressed copy of a file under `dir` when there is one the client accepts, and
 * leaves everything else (the file itself, a missing file) to the static handler after it.
 */
export function precompressedFiles(dir: string, cache: CacheOptions): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !PLAIN_PATH.test(req.path)) {
      next();
      return;
    }
    const file = join(dir, req.path);
    if (!existsSync(file)) {
      next();
      return;
    }
    const copy = compressedCopy(req, res, file);
    if (copy === file) {
      next();
      return;
    }
    res.type(extname(file)).sendFile(copy, cache);
  };
}
