-- The unsure measures under a quote's lines, with their confidence; null on every quote before.
ALTER TABLE "accepted_quotes" ADD COLUMN "review_measures" jsonb;