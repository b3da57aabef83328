import { z } from 'zod';

export const healthResponseSchema = z.object({
  ok: z.boolean(),
  db: z.enum(['pglite', 'postgres']),
  providers: z.record(z.string(), z.string()),
  version: z.string().optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
