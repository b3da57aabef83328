ALTER TABLE "property_analyses" ADD COLUMN "imagery_image_sha256" text;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "adjusted_by_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "lawn_geometry" jsonb;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "adjustment_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- hand-written: quotes accepted before lawns could be adjusted were priced on the measured lawn, so the new NOT NULL column is filled from mowable_acres before the constraint is set
ALTER TABLE "accepted_quotes" ADD COLUMN "measured_mowable_acres" double precision;--> statement-breakpoint
UPDATE "accepted_quotes" SET "measured_mowable_acres" = "mowable_acres";--> statement-breakpoint
ALTER TABLE "accepted_quotes" ALTER COLUMN "measured_mowable_acres" SET NOT NULL;
