ALTER TABLE "owners" ADD COLUMN "review_threshold" double precision DEFAULT 0.6 NOT NULL;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "measurement_confidence" double precision;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD COLUMN "review_required" boolean DEFAULT false NOT NULL;