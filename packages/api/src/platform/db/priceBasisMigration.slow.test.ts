import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { blankClusterDump } from '../../testing/database.ts';
import { MIGRATIONS_FOLDER } from './migrations.ts';

const BASIS_MIGRATION = '0025_price_basis.sql';

function migrationSql(name: string): string {
  return readFileSync(join(MIGRATIONS_FOLDER, name), 'utf8');
}

describe('the price basis migration', () => {
  it('gives stored prices and accepted lines the lawn as their basis, and each line its area', async () => {
    const db = await PGlite.create({ loadDataDir: await blankClusterDump() });
    try {
      const before = readdirSync(MIGRATIONS_FOLDER)
        .filter((name) => name.endsWith('.sql') && name < BASIS_MIGRATION)
        .sort();
      for (const name of before) await db.exec(migrationSql(name));
      // Rows as they stood before the migration; their owners and quotes are not needed here.
      await db.exec(`SET session_replication_role = replica;
        INSERT INTO service_frequencies (owner_id, service_id, frequency, price_per_sq_ft)
          VALUES (gen_random_uuid(), gen_random_uuid(), 'weekly', 0.008);
        INSERT INTO accepted_quote_services
            (owner_id, quote_id, service_name, area_sq_ft, price_per_sq_ft, total_cents)
          VALUES (gen_random_uuid(), gen_random_uuid(), 'Mowing', 7250.5, 0.008, 5800);`);

      await db.exec(migrationSql(BASIS_MIGRATION));

      const prices = await db.query('SELECT basis FROM service_frequencies');
      expect(prices.rows).toEqual([{ basis: 'lawn-area' }]);
      const lines = await db.query(
        'SELECT basis, quantity, area_sq_ft FROM accepted_quote_services',
      );
      expect(lines.rows).toEqual([{ basis: 'lawn-area', quantity: 7250.5, area_sq_ft: 7250.5 }]);
    } finally {
      await db.close();
    }
  });
});
