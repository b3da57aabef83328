import { z } from 'zod';

export const healthResponseSchema = z.object({
  ok: z.boolean(),
  /** The driver in use, or 'down' while the database does not answer. */
  db: z.enum(['pglite', 'postgres', 'down']),
  providers: z.record(z.string(), z.string()),
  version: z.string().optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/ready: may a load balancer send this server traffic? */
export const readinessResponseSchema = z.object({
  ok: z.boolean(),
  db: z.enum(['pglite', 'postgres', 'down']),
  /** Every migration this server knows of is applied to the database. */
  migrated: z.boolean(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/** GET /api/health/live: the process answers (it asks nothing of the database). */
export const livenessResponseSchema = z.object({ ok: z.literal(true) });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;
