import type { RequestHandler } from 'express';
import type { Engine } from '@yardstick/engine';

/**
 * Starts the analysis threads on a homeowner's first calls to an estimator (the key check, the
 * storefront, the demo addresses, address suggestions), seconds before their first address
 * arrives, instead of with the server: a server nobody visits does not hold an engine (about
 * 30 MB a thread). Once started, threads stay for the life of the server.
 */
export function warmAnalysisThreads(engine: Pick<Engine, 'warm'>): RequestHandler {
  return (_req, _res, next) => {
    engine.warm();
    next();
  };
}
