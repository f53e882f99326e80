ALTER TABLE "emission_factor_versions" ADD COLUMN "ncv_value" numeric;--> statement-breakpoint
ALTER TABLE "emission_factor_versions" ADD COLUMN "ncv_per_unit_id" integer;--> statement-breakpoint
ALTER TABLE "emission_factor_versions" ADD COLUMN "ncv_energy_unit_id" integer;--> statement-breakpoint
ALTER TABLE "emission_factor_versions" ADD COLUMN "ncv_source" text;--> statement-breakpoint
ALTER TABLE "emission_factor_versions" ADD CONSTRAINT "emission_factor_versions_ncv_per_unit_id_units_id_fk" FOREIGN KEY ("ncv_per_unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factor_versions" ADD CONSTRAINT "emission_factor_versions_ncv_energy_unit_id_units_id_fk" FOREIGN KEY ("ncv_energy_unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factor_versions" ADD CONSTRAINT "emission_factor_versions_ncv" CHECK (("emission_factor_versions"."ncv_value" is null and "emission_factor_versions"."ncv_per_unit_id" is null and "emission_factor_versions"."ncv_energy_unit_id" is null and "emission_factor_versions"."ncv_source" is null) or ("emission_factor_versions"."ncv_value" > 0 and "emission_factor_versions"."ncv_value" <= 1e9 and "emission_factor_versions"."ncv_per_unit_id" is not null and "emission_factor_versions"."ncv_energy_unit_id" is not null and "emission_factor_versions"."ncv_source" is not null and "emission_factor_versions"."ncv_source" <> ''));--> statement-breakpoint
-- The factor list (migration 0014) offers the current version's NCV too, so the inventory's factor
-- search can show it and offer the units it converts from. Kept by hand (drizzle-kit does not
-- manage views); the new columns come last, as CREATE OR REPLACE VIEW requires.
CREATE OR REPLACE VIEW "pcf_emission_factor" AS
SELECT f.id, f.code, v.id AS version_id, v.version, v.name_zh, v.name_en, v.category_id, d.name AS category_name,
  v.value, v.unit_id, u.code AS unit_code, v.gwp_set, v.region, v.year, v.source, v.database_version,
  v.valid_from, v.valid_to,
  CASE WHEN v.dqr_ter IS NULL THEN NULL ELSE round((v.dqr_ter + v.dqr_ger + v.dqr_tir + v.dqr_p) / 4, 2) END AS dqr,
  coalesce((SELECT string_agg(g.gas, ',' ORDER BY g.gas) FROM emission_factor_gases g WHERE g.version_id = v.id), '') AS gases,
  v.uncertainty, v.gsd, f.created_at, v.created_at AS updated_at,
  v.ncv_value, nu.code AS ncv_per_unit_code, ne.code AS ncv_energy_unit_code, v.ncv_source
FROM emission_factors f
JOIN emission_factor_versions v ON v.id = f.current_version_id
JOIN units u ON u.id = v.unit_id
LEFT JOIN units nu ON nu.id = v.ncv_per_unit_id
LEFT JOIN units ne ON ne.id = v.ncv_energy_unit_id
LEFT JOIN directory_nodes d ON d.id = v.category_id;
