import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, primaryId, updatedAt } from './columns.ts';
import { ownerIdColumn } from './owners.ts';

export const storefronts = pgTable('storefronts', {
  id: primaryId(),
  /** One storefront per owner: the configuration screen edits "the" storefront. */
  ownerId: ownerIdColumn().unique('storefronts_owner_unique'),
  subdomain: text('subdomain').notNull().unique('storefronts_subdomain_unique'),
  customDomain: text('custom_domain').unique('storefronts_custom_domain_unique'),
  companyName: text('company_name').notNull(),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  accentColor: text('accent_color').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** Shown to homeowners whenever instant quotes are not available. */
  contactPhone: text('contact_phone'),
  contactEmail: text('contact_email'),
  /** Before the blob store: the logo's bytes. Moved to the blob store at start. */
  legacyLogo: bytea('logo'),
  /** The logo's key in the blob store: always our own re-encoded PNG, never the uploaded bytes. */
  logoSha256: text('logo_sha256'),
  logoContentType: text('logo_content_type'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
