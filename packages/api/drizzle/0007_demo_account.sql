DROP INDEX "api_keys_one_active_per_owner";--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "purpose" text DEFAULT 'widget' NOT NULL;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_one_active_per_owner" ON "api_keys" USING btree ("owner_id") WHERE "api_keys"."revoked_at" is null and "api_keys"."purpose" = 'widget';--> statement-breakpoint
-- hand-written: the demo owner seeded before this change (the owner of the landing key)
-- becomes the demo account, and its landing key stops counting as its widget key.
UPDATE "api_keys" SET "purpose" = 'landing' WHERE "key" = 'ys_pk_demo_landing_page';--> statement-breakpoint
UPDATE "owners" SET "is_demo" = true WHERE "id" IN (SELECT "owner_id" FROM "api_keys" WHERE "key" = 'ys_pk_demo_landing_page');
