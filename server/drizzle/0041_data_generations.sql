-- Pages of public reference data are kept by each node (server/src/areas/metadata/pageCache.ts)
-- under their data's generation. A change raises it as its transaction commits: the triggers are
-- deferred to the commit, so the generation changes together with the data, once per transaction
-- (a transaction-local setting marks it raised), and always as the transaction's last lock, so it
-- never waits in a cycle with another one's row locks. Generations come from a sequence: a value
-- is never given twice, also after a restore (the table is left out of backups).
CREATE SEQUENCE IF NOT EXISTS "data_generation_seq";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "data_generations" (
  "name" text PRIMARY KEY,
  "generation" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_generations" ("name", "generation") VALUES ('emission_factors', nextval('data_generation_seq')) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "raise_data_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised text := 'pcf_generation_raised.' || TG_ARGV[0];
BEGIN
  IF TG_LEVEL = 'ROW' AND current_setting(raised, true) IS NOT DISTINCT FROM 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(raised, 'yes', true);
  INSERT INTO data_generations (name, generation) VALUES (TG_ARGV[0], nextval('data_generation_seq'))
    ON CONFLICT (name) DO UPDATE SET generation = excluded.generation;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  source text;
BEGIN
  -- the tables the read model pcf_emission_factor reads (migration 0037)
  FOREACH source IN ARRAY ARRAY['emission_factors', 'emission_factor_versions', 'emission_factor_gases', 'units', 'directory_nodes'] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_data_generation(%L)',
      source || '_raise_generation', source, 'emission_factors');
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION raise_data_generation(%L)',
      source || '_truncate_raises_generation', source, 'emission_factors');
  END LOOP;
END $$;
