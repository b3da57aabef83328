ALTER TABLE "accepted_quotes" ADD COLUMN "typed_address" text;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "archived_at" timestamp with time zone;