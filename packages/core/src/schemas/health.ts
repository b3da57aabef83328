import { z } from 'zod';

export const healthResponseSchema = z.object({
  ok: z.boolean(),
  /** The driver in use, or 'down' while the database does not answer. */
  db: z.enum(['pglite', 'postgres', 'down']),
  providers: z.record(z.string(), z.string()),
  version: z.string().optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
