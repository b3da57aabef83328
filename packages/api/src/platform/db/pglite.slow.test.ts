import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { preparedDataDir } from '../../testing/preparedDataDir.ts';
import { migrationsJournalHash } from './migrations.ts';
import { openPgliteDatabase } from './pglite.ts';

const countSchema = z.object({ rows: z.array(z.object({ n: z.coerce.number() })).length(1) });
const appliedMigrations = async (database: Awaited<ReturnType<typeof openPgliteDatabase>>) =>
  countSchema.parse(
    await database.db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`),
  ).rows[0]!.n;

describe('opening the embedded database', () => {
  it('migrates a folder marked for other migrations, and opens one marked for these as it is', async () => {
    const dataDir = await preparedDataDir('yardstick-marked-');
    const mark = join(dataDir, 'pglite', 'yardstick-migrations');
    // As an earlier version leaves it: marked for the migrations it knew.
    writeFileSync(mark, 'an earlier journal');
    const first = await openPgliteDatabase(dataDir);
    expect(readFileSync(mark, 'utf8')).toBe(migrationsJournalHash());
    const applied = await appliedMigrations(first);
    // Forget the last migration: a start that migrated would apply it again and fail on it.
    await first.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    await first.close();

    const second = await openPgliteDatabase(dataDir);
    expect(await appliedMigrations(second)).toBe(applied - 1);
    await second.close();
  });
});
