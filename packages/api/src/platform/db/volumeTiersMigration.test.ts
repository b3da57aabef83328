import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STANDARD_VOLUME_TIERS } from '@yardstick/core/volumeRate';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from '../paths.ts';

const migration = readFileSync(join(API_ROOT, 'drizzle', '0024_volume_tiers.sql'), 'utf8');

describe('the volume tiers migration', () => {
  it("gives the demo owner's prices core's standard ladder, and every other price none", () => {
    expect(migration).toContain(`"volume_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL`);
    const ladder =
      /SET "volume_tiers" = '(\[.*?\])'::jsonb WHERE "owner_id" IN \(SELECT "id" FROM "owners" WHERE "is_demo"\)/.exec(
        migration,
      );
    expect(JSON.parse(ladder?.[1] ?? 'null')).toEqual(STANDARD_VOLUME_TIERS);
  });
});
