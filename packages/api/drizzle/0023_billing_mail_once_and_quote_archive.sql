ALTER TABLE "accepted_quotes" ADD COLUMN "typed_address" text;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_mode_intents" ADD COLUMN "overage_estimates" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_mode_intents" ADD COLUMN "overage_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "resent_from_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_key_idx" ON "mail_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_resent_from_idx" ON "mail_outbox" USING btree ("resent_from_id");