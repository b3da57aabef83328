ALTER TABLE "owners" ADD COLUMN "trial_days_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "trial_estimates_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "cancel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "pending_plan" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "pending_plan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_mode_subscriptions" ADD COLUMN "cancel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_mode_subscriptions" ADD COLUMN "pending_plan" text;--> statement-breakpoint
ALTER TABLE "test_mode_subscriptions" ADD COLUMN "pending_plan_at" timestamp with time zone;