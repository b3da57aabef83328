ALTER TABLE "service_frequencies" ADD COLUMN "volume_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "accepted_quote_services" ADD COLUMN "volume_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The landing page's demo owner is nobody's business: its prices take the standard ladder (core STANDARD_VOLUME_TIERS). Real owners' prices keep none until they choose.
UPDATE "service_frequencies" SET "volume_tiers" = '[{"fromSqFt":5000,"percentOfRate":87.5},{"fromSqFt":10000,"percentOfRate":75},{"fromSqFt":20000,"percentOfRate":62.5},{"fromSqFt":50000,"percentOfRate":50},{"fromSqFt":100000,"percentOfRate":37.5}]'::jsonb WHERE "owner_id" IN (SELECT "id" FROM "owners" WHERE "is_demo");
