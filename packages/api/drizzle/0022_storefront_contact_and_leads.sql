ALTER TABLE "storefronts" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "storefronts" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "kind" text DEFAULT 'quote' NOT NULL;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;