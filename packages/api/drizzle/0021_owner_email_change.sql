ALTER TABLE "owners" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "pending_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "pending_email_expires_at" timestamp with time zone;