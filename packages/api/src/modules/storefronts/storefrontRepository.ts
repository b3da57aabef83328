import type { StorefrontInput } from '@yardstick/core/schemas/storefronts';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { insertedRow } from '../../platform/db/rows.ts';
import { isUuid } from '../../platform/db/ids.ts';
import { storefronts } from '../../platform/db/schema/index.ts';

// Rows never carry logo bytes: logos live in the blob store under logoSha256.
const { legacyLogo: _legacyLogo, ...storefrontColumns } = getTableColumns(storefronts);

export type StorefrontRow = Omit<typeof storefronts.$inferSelect, 'legacyLogo'>;

/** A logo already in the blob store. */
export interface StoredLogo {
  key: string;
  contentType: string;
}

export type StorefrontLogo = StoredLogo;

/** A new logo replaces the old one; undefined keeps it. */
export type StorefrontWrite = StorefrontInput & { logo?: StoredLogo };

function logoColumns(logo: StoredLogo | undefined) {
  return logo ? { logoSha256: logo.key, logoContentType: logo.contentType } : {};
}

export function storefrontRepository(db: Db) {
  return {
    list(ownerId: string): Promise<StorefrontRow[]> {
      return db.select(storefrontColumns).from(storefronts).where(eq(storefronts.ownerId, ownerId));
    },

    async get(ownerId: string, storefrontId: string): Promise<StorefrontRow | undefined> {
      if (!isUuid(storefrontId)) return undefined;
      const [row] = await db
        .select(storefrontColumns)
        .from(storefronts)
        .where(and(eq(storefronts.ownerId, ownerId), eq(storefronts.id, storefrontId)));
      return row;
    },

    async create(ownerId: string, input: StorefrontWrite): Promise<StorefrontRow> {
      const { logo, ...fields } = input;
      return insertedRow(
        await db
          .insert(storefronts)
          .values({ ownerId, ...fields, ...logoColumns(logo) })
          .returning(storefrontColumns),
        'storefronts',
      );
    },

    async update(
      ownerId: string,
      storefrontId: string,
      input: StorefrontWrite,
    ): Promise<StorefrontRow | undefined> {
      if (!isUuid(storefrontId)) return undefined;
      const { logo, ...fields } = input;
      const [row] = await db
        .update(storefronts)
        .set({ ...fields, ...logoColumns(logo), updatedAt: sql`now()` })
        .where(and(eq(storefronts.ownerId, ownerId), eq(storefronts.id, storefrontId)))
        .returning(storefrontColumns);
      return row;
    },

    async delete(ownerId: string, storefrontId: string): Promise<boolean> {
      if (!isUuid(storefrontId)) return false;
      const deleted = await db
        .delete(storefronts)
        .where(and(eq(storefronts.ownerId, ownerId), eq(storefronts.id, storefrontId)))
        .returning({ id: storefronts.id });
      return deleted.length > 0;
    },

    /** Public lookup for the storefront page: the subdomain names the owner. */
    async findBySubdomain(subdomain: string): Promise<StorefrontRow | undefined> {
      const [row] = await db
        .select(storefrontColumns)
        .from(storefronts)
        .where(eq(storefronts.subdomain, subdomain.toLowerCase()));
      return row;
    },

    /** Public lookup for a storefront served on the owner's own domain. */
    async findByCustomDomain(host: string): Promise<StorefrontRow | undefined> {
      const [row] = await db
        .select(storefrontColumns)
        .from(storefronts)
        .where(eq(storefronts.customDomain, host.toLowerCase()));
      return row;
    },

    /** Public lookup: logos are shown on the owner's storefront to anyone. */
    async findLogo(storefrontId: string): Promise<StorefrontLogo | undefined> {
      if (!isUuid(storefrontId)) return undefined;
      const [row] = await db
        .select({ key: storefronts.logoSha256, contentType: storefronts.logoContentType })
        .from(storefronts)
        .where(eq(storefronts.id, storefrontId));
      if (!row?.key || !row.contentType) return undefined;
      return { key: row.key, contentType: row.contentType };
    },
  };
}
