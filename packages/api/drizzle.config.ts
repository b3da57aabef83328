import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes a new SQL migration here after a schema change; the server
// applies pending migrations itself at start, so there is no separate migrate step.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema/index.ts',
  // scripts/checkMigrations.mjs generates into a copy to find schema changes with no migration.
  out: process.env.DRIZZLE_OUT ?? './drizzle',
});
