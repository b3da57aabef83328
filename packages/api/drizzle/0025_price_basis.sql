-- Every price and every accepted line stored before bases existed was charged on the lawn.
ALTER TABLE "service_frequencies" ADD COLUMN "basis" text DEFAULT 'lawn-area' NOT NULL;--> statement-breakpoint
ALTER TABLE "accepted_quote_services" ADD COLUMN "basis" text DEFAULT 'lawn-area' NOT NULL;--> statement-breakpoint
-- A line accepted before was priced on its lawn area: that area is its quantity.
ALTER TABLE "accepted_quote_services" ADD COLUMN "quantity" double precision;--> statement-breakpoint
UPDATE "accepted_quote_services" SET "quantity" = "area_sq_ft";--> statement-breakpoint
ALTER TABLE "accepted_quote_services" ALTER COLUMN "quantity" SET NOT NULL;
