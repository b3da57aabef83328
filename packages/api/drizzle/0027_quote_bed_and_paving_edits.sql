-- The beds and paving an owner edited on a quote's map; null on every quote before (as measured).
ALTER TABLE "accepted_quotes" ADD COLUMN "bed_geometry" jsonb;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "bed_sq_ft" double precision;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "paving_geometry" jsonb;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "paving_sq_ft" double precision;