CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "accepted_quote_services" ADD COLUMN "override_cents" integer;--> statement-breakpoint
ALTER TABLE "accepted_quote_services" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "accepted_quote_services" ADD COLUMN "overridden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_owner_created_idx" ON "password_resets" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "accepted_quote_services" ADD CONSTRAINT "accepted_quote_services_override_has_reason" CHECK (("accepted_quote_services"."override_cents" is null) = ("accepted_quote_services"."override_reason" is null));--> statement-breakpoint
-- hand-written: a storefront's answer depends on the owner's services and prices, so other servers forget cached storefronts when they change
CREATE TRIGGER services_changed AFTER INSERT OR UPDATE OR DELETE ON "services"
  FOR EACH ROW EXECUTE FUNCTION yardstick_notify_owner_changed('owner_id');--> statement-breakpoint
CREATE TRIGGER service_frequencies_changed AFTER INSERT OR UPDATE OR DELETE ON "service_frequencies"
  FOR EACH ROW EXECUTE FUNCTION yardstick_notify_owner_changed('owner_id');
