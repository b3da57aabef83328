import type { HealthResponse } from '@yardstick/core/schemas/health';
import { Router } from 'express';
import type { RouteKit } from '../kit.ts';

/** GET /api/health: is the process up, the database answering, and which provider serves each role. */
export function healthRouter({ database, providers }: RouteKit): Router {
  const router = Router();

  // No rate limit: load balancers and uptime checks poll it, and it costs one trivial query.
  router.get('/health', async (req, res) => {
    const ok = await database.ping().then(
      () => true,
      (error: unknown) => {
        req.log.error({ err: error }, 'Health check: database did not answer');
        return false;
      },
    );
    const body: HealthResponse = {
      ok,
      db: ok ? database.kind : 'down',
      providers: {
        geocoder: providers.geocoder.name,
        parcels: providers.parcels.name,
        imagery: providers.imagery.name,
        buildings: providers.buildings.name,
        vision: providers.vision.name,
      },
    };
    res.status(ok ? 200 : 503).json(body);
  });

  return router;
}
