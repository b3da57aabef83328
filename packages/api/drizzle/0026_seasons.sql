-- Every service stored before seasons existed is offered all year (null).
ALTER TABLE "owners" ADD COLUMN "test_clock_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "season" jsonb;
