CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"key" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"company_name" text NOT NULL,
	"subscription_status" text DEFAULT 'none' NOT NULL,
	"plan" text,
	"is_super_user" boolean DEFAULT false NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"has_had_active_subscription" boolean DEFAULT false NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"trial_started_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"trial_estimates_granted" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owners_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "service_frequencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"price_per_sq_ft" numeric(12, 6) NOT NULL,
	"minimum_price_cents" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_frequencies_service_frequency_unique" UNIQUE("service_id","frequency")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storefronts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"subdomain" text NOT NULL,
	"custom_domain" text,
	"company_name" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"accent_color" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"logo" "bytea",
	"logo_content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefronts_owner_unique" UNIQUE("owner_id"),
	CONSTRAINT "storefronts_subdomain_unique" UNIQUE("subdomain"),
	CONSTRAINT "storefronts_custom_domain_unique" UNIQUE("custom_domain")
);
--> statement-breakpoint
CREATE TABLE "property_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"address" text NOT NULL,
	"parcel_key" text,
	"result" jsonb NOT NULL,
	"map_image" "bytea",
	"total_sq_ft" double precision NOT NULL,
	"mowable_sq_ft" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accepted_quote_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"service_id" uuid,
	"service_name" text NOT NULL,
	"area_sq_ft" double precision NOT NULL,
	"price_per_sq_ft" numeric(12, 6) NOT NULL,
	"frequency" text,
	"total_cents" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accepted_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"property_analysis_id" uuid,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"customer_address" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"total_cents" integer NOT NULL,
	"mowable_acres" double precision NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accepted_quotes_owner_idempotency_unique" UNIQUE("owner_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "estimate_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"property_analysis_id" uuid,
	"period_start" timestamp with time zone NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"is_billed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimate_usage_analysis_unique" UNIQUE("property_analysis_id")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_frequencies" ADD CONSTRAINT "service_frequencies_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_frequencies" ADD CONSTRAINT "service_frequencies_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefronts" ADD CONSTRAINT "storefronts_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_analyses" ADD CONSTRAINT "property_analyses_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_quote_services" ADD CONSTRAINT "accepted_quote_services_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_quote_services" ADD CONSTRAINT "accepted_quote_services_quote_id_accepted_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."accepted_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_quote_services" ADD CONSTRAINT "accepted_quote_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD CONSTRAINT "accepted_quotes_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_quotes" ADD CONSTRAINT "accepted_quotes_property_analysis_id_property_analyses_id_fk" FOREIGN KEY ("property_analysis_id") REFERENCES "public"."property_analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_usage" ADD CONSTRAINT "estimate_usage_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_usage" ADD CONSTRAINT "estimate_usage_property_analysis_id_property_analyses_id_fk" FOREIGN KEY ("property_analysis_id") REFERENCES "public"."property_analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_one_active_per_owner" ON "api_keys" USING btree ("owner_id") WHERE "api_keys"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "api_keys_owner_idx" ON "api_keys" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "service_frequencies_owner_idx" ON "service_frequencies" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "services_owner_idx" ON "services" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_one_default_per_owner" ON "services" USING btree ("owner_id") WHERE "services"."is_default";--> statement-breakpoint
CREATE INDEX "property_analyses_owner_idx" ON "property_analyses" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "property_analyses_parcel_idx" ON "property_analyses" USING btree ("parcel_key");--> statement-breakpoint
CREATE INDEX "accepted_quote_services_quote_idx" ON "accepted_quote_services" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "accepted_quotes_owner_created_idx" ON "accepted_quotes" USING btree ("owner_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "estimate_usage_owner_created_idx" ON "estimate_usage" USING btree ("owner_id","created_at");