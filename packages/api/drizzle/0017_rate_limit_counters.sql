CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- hand-written: counters are rewritten on most requests and worthless after a crash, so they skip the write-ahead log
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
