ALTER TABLE "owners" ADD COLUMN "public_daily_analysis_limit" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_analyses" ADD COLUMN "caller" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_analyses" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE INDEX "property_analyses_owner_created_idx" ON "property_analyses" USING btree ("owner_id","created_at");