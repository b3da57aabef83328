CREATE TABLE "billing_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subscription_id" text NOT NULL,
	"intent_id" text,
	"intent_type" text,
	"plan" text NOT NULL,
	"coupon_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "billing_checkouts_intent_unique" UNIQUE("intent_id")
);
--> statement-breakpoint
CREATE TABLE "billing_meter_events" (
	"identifier" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"estimate_usage_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"plan" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_meter_events_estimate_unique" UNIQUE("estimate_usage_id")
);
--> statement-breakpoint
CREATE TABLE "billing_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_mode_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"type" text NOT NULL,
	"purpose" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"client_secret" text NOT NULL,
	"last_error" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_mode_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"coupon_id" text,
	"amount_due_cents" integer NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD CONSTRAINT "billing_checkouts_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_meter_events" ADD CONSTRAINT "billing_meter_events_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_meter_events" ADD CONSTRAINT "billing_meter_events_estimate_usage_id_estimate_usage_id_fk" FOREIGN KEY ("estimate_usage_id") REFERENCES "public"."estimate_usage"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_mode_intents" ADD CONSTRAINT "test_mode_intents_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_mode_intents" ADD CONSTRAINT "test_mode_intents_subscription_id_test_mode_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."test_mode_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_mode_subscriptions" ADD CONSTRAINT "test_mode_subscriptions_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_checkouts_owner_idx" ON "billing_checkouts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "billing_checkouts_subscription_idx" ON "billing_checkouts" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "billing_meter_events_owner_idx" ON "billing_meter_events" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "test_mode_intents_subscription_idx" ON "test_mode_intents" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "test_mode_subscriptions_owner_idx" ON "test_mode_subscriptions" USING btree ("owner_id");