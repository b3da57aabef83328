ALTER TABLE "owners" ADD COLUMN "verified_tolerance_percent" double precision DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "measurement_correction_percent" integer;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "share_verified_jobs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "verified_sq_ft" double precision;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "verified_lawn_geometry" jsonb;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "verified_on" date;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "verified_note" text;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "measurement_correction_percent" integer;