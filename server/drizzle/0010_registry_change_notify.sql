-- Every process keeps the registered objects in memory (areas/metadata/registryCache.ts) and
-- listens on this channel: a change to the registry, committed by any process, tells them all to
-- forget what they hold. NOTIFY is delivered only when the transaction commits, and once per
-- channel and payload per transaction, so a change of many rows costs one notice.
CREATE OR REPLACE FUNCTION meta_registry_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('meta_registry_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER meta_objects_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meta_objects
  FOR EACH STATEMENT EXECUTE FUNCTION meta_registry_changed();
--> statement-breakpoint
CREATE TRIGGER meta_fields_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meta_fields
  FOR EACH STATEMENT EXECUTE FUNCTION meta_registry_changed();
