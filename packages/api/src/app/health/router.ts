import type {
  HealthResponse,
  LivenessResponse,
  ReadinessResponse,
} from '@yardstick/core/schemas/health';
import { Router, type Request } from 'express';
import type { DatabaseHealth } from '../../platform/db/databaseHealth.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Engine } from '@yardstick/engine';

/** What the health routes read. */
export interface HealthDeps {
  database: Database;
  databaseHealth: DatabaseHealth;
  engine: Pick<Engine, 'providerNames'>;
}

/**
 * The database's state for a health answer. Only a change is logged: load balancers poll every
 * few seconds, and an outage is one event, not a line per poll.
 */
function databaseWatch(databaseHealth: DatabaseHealth) {
  let wasUp = true;
  return async function databaseUp(req: Request): Promise<boolean> {
    const { up, error } = await databaseHealth.state();
    if (up !== wasUp) {
      if (up) req.log.info('Health check: the database is back');
      else req.log.error({ err: error }, 'Health check: the database is down');
      wasUp = up;
    }
    return up;
  };
}

/**
 * GET /api/health: is the process up, the database answering, and which provider serves each
 * role. /health/ready and /health/live are the load balancer's: send traffic here (database
 * up, schema migrated), and is the process alive at all.
 */
export function healthRouter({ database, databaseHealth, engine }: HealthDeps): Router {
  const router = Router();
  const databaseUp = databaseWatch(databaseHealth);

  // No rate limit: load balancers and uptime checks poll these, and they cost a trivial query.
  router.get('/health', async (req, res) => {
    const ok = await databaseUp(req);
    const body: HealthResponse = {
      ok,
      db: ok ? database.kind : 'down',
      providers: engine.providerNames,
    };
    res.status(ok ? 200 : 503).json(body);
  });

  router.get('/health/ready', async (req, res) => {
    const up = await databaseUp(req);
    const migrated = up && (await databaseHealth.migrated().catch(() => false));
    const body: ReadinessResponse = {
      ok: up && migrated,
      db: up ? database.kind : 'down',
      migrated,
    };
    res.status(body.ok ? 200 : 503).json(body);
  });

  router.get('/health/live', (_req, res) => {
    const body: LivenessResponse = { ok: true };
    res.json(body);
  });

  return router;
}
