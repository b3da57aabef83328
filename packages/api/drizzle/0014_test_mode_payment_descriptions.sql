ALTER TABLE "test_mode_intents" ADD COLUMN "description" text;--> statement-breakpoint
CREATE INDEX "test_mode_intents_customer_idx" ON "test_mode_intents" USING btree ("customer_id");