-- Servers keep public reads (storefronts, API keys, company names) in memory. Every write
-- that can change what those reads answer names its owner on the channel
-- 'yardstick_owner_changed', delivered at commit to every server listening, so caches
-- stay correct when several servers share this database. The owner column is the trigger's
-- argument: 'id' on owners, 'owner_id' elsewhere.
CREATE OR REPLACE FUNCTION yardstick_notify_owner_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(
    'yardstick_owner_changed',
    COALESCE(to_jsonb(NEW) ->> TG_ARGV[0], to_jsonb(OLD) ->> TG_ARGV[0])
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER owners_changed AFTER INSERT OR UPDATE OR DELETE ON "owners"
  FOR EACH ROW EXECUTE FUNCTION yardstick_notify_owner_changed('id');
--> statement-breakpoint
CREATE TRIGGER storefronts_changed AFTER INSERT OR UPDATE OR DELETE ON "storefronts"
  FOR EACH ROW EXECUTE FUNCTION yardstick_notify_owner_changed('owner_id');
--> statement-breakpoint
CREATE TRIGGER api_keys_changed AFTER INSERT OR UPDATE OR DELETE ON "api_keys"
  FOR EACH ROW EXECUTE FUNCTION yardstick_notify_owner_changed('owner_id');
--> statement-breakpoint
CREATE TRIGGER estimate_usage_changed AFTER INSERT OR UPDATE OR DELETE ON "estimate_usage"
  FOR EACH ROW EXECUTE FUNCTION yardstick_notify_owner_changed('owner_id');
