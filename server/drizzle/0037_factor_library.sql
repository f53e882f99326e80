ALTER TABLE "units" DROP CONSTRAINT "units_dimension_known";--> statement-breakpoint
ALTER TABLE "emission_factor_versions" ADD COLUMN "licence" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "emission_factor_versions" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "emission_factor_versions" ADD COLUMN "gwp_basis" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "emission_factor_versions_database_version_idx" ON "emission_factor_versions" USING btree ("database_version");--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_dimension_known" CHECK ("units"."dimension" in ('mass', 'energy', 'volume', 'area', 'transport', 'count', 'power', 'distance', 'passenger_transport', 'accommodation', 'work_time'));--> statement-breakpoint
-- The factor list shows each version's licence, source address and GWP basis (issue 19, the open
-- factor library); the columns are added at the end of the view, as CREATE OR REPLACE VIEW requires.
CREATE OR REPLACE VIEW "pcf_emission_factor" AS
SELECT f.id, f.code, v.id AS version_id, v.version, v.name_zh, v.name_en, v.category_id, d.name AS category_name,
  v.value, v.unit_id, u.code AS unit_code, v.gwp_set, v.region, v.year, v.source, v.database_version,
  v.valid_from, v.valid_to,
  CASE WHEN v.dqr_ter IS NULL THEN NULL ELSE round((v.dqr_ter + v.dqr_ger + v.dqr_tir + v.dqr_p) / 4, 2) END AS dqr,
  coalesce((SELECT string_agg(g.gas, ',' ORDER BY g.gas) FROM emission_factor_gases g WHERE g.version_id = v.id), '') AS gases,
  v.uncertainty, v.gsd, f.created_at, v.created_at AS updated_at,
  v.ncv_value, nu.code AS ncv_per_unit_code, ne.code AS ncv_energy_unit_code, v.ncv_source,
  coalesce(nullif(trim(d.name_en), ''), d.name) AS category_name_en,
  v.licence, v.source_url, v.gwp_basis
FROM emission_factors f
JOIN emission_factor_versions v ON v.id = f.current_version_id
JOIN units u ON u.id = v.unit_id
LEFT JOIN units nu ON nu.id = v.ncv_per_unit_id
LEFT JOIN units ne ON ne.id = v.ncv_energy_unit_id
LEFT JOIN directory_nodes d ON d.id = v.category_id;
--> statement-breakpoint
-- With the library the list holds about ten thousand factors: a search of a code (like '%...%') is
-- served by a trigram index too, where pg_trgm exists (see migration 0008). The source is not: its
-- few distinct texts gain little from one, and each trigram index adds seconds to a large import.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "emission_factors_code_trgm_idx" ON "emission_factors" USING gin ("code" gin_trgm_ops) WITH (fastupdate = off);
  END IF;
END $$;
