ALTER TABLE "accepted_quote_services" ADD COLUMN "override_cents" integer;--> statement-breakpoint
ALTER TABLE "accepted_quote_services" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "accepted_quote_services" ADD COLUMN "overridden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accepted_quote_services" ADD CONSTRAINT "accepted_quote_services_override_has_reason" CHECK (("accepted_quote_services"."override_cents" is null) = ("accepted_quote_services"."override_reason" is null));