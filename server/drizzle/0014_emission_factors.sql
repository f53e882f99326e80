CREATE TABLE "emission_factor_gases" (
	"version_id" integer NOT NULL,
	"gas" text NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "emission_factor_gases_version_id_gas_pk" PRIMARY KEY("version_id","gas"),
	CONSTRAINT "emission_factor_gases_amount_range" CHECK ("emission_factor_gases"."amount" >= 0 and "emission_factor_gases"."amount" <= 1e9)
);
--> statement-breakpoint
CREATE TABLE "emission_factor_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"factor_id" integer NOT NULL,
	"version" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"category_id" integer,
	"value" numeric NOT NULL,
	"unit_id" integer NOT NULL,
	"gwp_set" text NOT NULL,
	"region" text NOT NULL,
	"year" integer NOT NULL,
	"source" text NOT NULL,
	"database_version" text NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"dqr_ter" numeric,
	"dqr_ger" numeric,
	"dqr_tir" numeric,
	"dqr_p" numeric,
	"uncertainty" text,
	"gsd" numeric,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emission_factor_versions_value_range" CHECK ("emission_factor_versions"."value" >= 0 and "emission_factor_versions"."value" <= 1e9),
	CONSTRAINT "emission_factor_versions_gwp_set_known" CHECK ("emission_factor_versions"."gwp_set" in ('AR6', 'AR5')),
	CONSTRAINT "emission_factor_versions_year_range" CHECK ("emission_factor_versions"."year" between 1990 and 2100),
	CONSTRAINT "emission_factor_versions_validity_ordered" CHECK ("emission_factor_versions"."valid_to" is null or "emission_factor_versions"."valid_from" is null or "emission_factor_versions"."valid_from" <= "emission_factor_versions"."valid_to"),
	CONSTRAINT "emission_factor_versions_dqr" CHECK (("emission_factor_versions"."dqr_ter" is null and "emission_factor_versions"."dqr_ger" is null and "emission_factor_versions"."dqr_tir" is null and "emission_factor_versions"."dqr_p" is null) or ("emission_factor_versions"."dqr_ter" between 1 and 5 and "emission_factor_versions"."dqr_ger" between 1 and 5 and "emission_factor_versions"."dqr_tir" between 1 and 5 and "emission_factor_versions"."dqr_p" between 1 and 5)),
	CONSTRAINT "emission_factor_versions_uncertainty_known" CHECK ("emission_factor_versions"."uncertainty" is null or "emission_factor_versions"."uncertainty" in ('lognormal', 'normal', 'triangular', 'uniform')),
	CONSTRAINT "emission_factor_versions_gsd_range" CHECK ("emission_factor_versions"."gsd" is null or ("emission_factor_versions"."gsd" >= 1 and "emission_factor_versions"."gsd" <= 100))
);
--> statement-breakpoint
CREATE TABLE "emission_factors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"current_version_id" integer,
	"seeded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emission_factors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "factor_import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'checking' NOT NULL,
	"mode" text NOT NULL,
	"file_name" text NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"checked_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"created_factors" integer DEFAULT 0 NOT NULL,
	"added_versions" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problem_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gwp_values" (
	"gas" text NOT NULL,
	"gwp_set" text NOT NULL,
	"value" numeric NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "gwp_values_gas_gwp_set_pk" PRIMARY KEY("gas","gwp_set"),
	CONSTRAINT "gwp_values_positive" CHECK ("gwp_values"."value" > 0),
	CONSTRAINT "gwp_values_set_known" CHECK ("gwp_values"."gwp_set" in ('AR6', 'AR5'))
);
--> statement-breakpoint
ALTER TABLE "emission_factor_gases" ADD CONSTRAINT "emission_factor_gases_version_id_emission_factor_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."emission_factor_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factor_versions" ADD CONSTRAINT "emission_factor_versions_factor_id_emission_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factor_versions" ADD CONSTRAINT "emission_factor_versions_category_id_directory_nodes_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."directory_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factor_versions" ADD CONSTRAINT "emission_factor_versions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factor_import_jobs" ADD CONSTRAINT "factor_import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emission_factor_versions_factor_version_idx" ON "emission_factor_versions" USING btree ("factor_id","version");--> statement-breakpoint
CREATE INDEX "emission_factor_versions_category_idx" ON "emission_factor_versions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "emission_factor_versions_unit_idx" ON "emission_factor_versions" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "emission_factor_versions_name_zh_idx" ON "emission_factor_versions" USING btree ("name_zh","id");--> statement-breakpoint
CREATE INDEX "factor_import_jobs_user_idx" ON "factor_import_jobs" USING btree ("user_id","id");--> statement-breakpoint
-- A factor's current version is found from the factor (the list joins on it); one version is current for at most one factor.
CREATE UNIQUE INDEX "emission_factors_current_version_idx" ON "emission_factors" ("current_version_id");
--> statement-breakpoint
-- The factor list's filters by region and year.
CREATE INDEX "emission_factor_versions_region_year_idx" ON "emission_factor_versions" ("region", "year");
--> statement-breakpoint
-- Trigram indexes for the factor list's name searches, where pg_trgm exists (see migration 0008).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "emission_factor_versions_name_zh_trgm_idx" ON "emission_factor_versions" USING gin ("name_zh" gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX IF NOT EXISTS "emission_factor_versions_name_en_trgm_idx" ON "emission_factor_versions" USING gin ("name_en" gin_trgm_ops) WITH (fastupdate = off);
  END IF;
END $$;
--> statement-breakpoint
-- A version is a record a result may point at: it is never changed, only removed with its factor.
CREATE FUNCTION "emission_factor_version_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'emission factor versions are never changed: an edit adds a version' USING ERRCODE = '23000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "emission_factor_versions_unchanged" BEFORE UPDATE ON "emission_factor_versions" FOR EACH ROW EXECUTE FUNCTION "emission_factor_version_unchanged"();
--> statement-breakpoint
CREATE TRIGGER "emission_factor_gases_unchanged" BEFORE UPDATE ON "emission_factor_gases" FOR EACH ROW EXECUTE FUNCTION "emission_factor_version_unchanged"();
--> statement-breakpoint
-- The factor list of the generic object API (object pcf_emission_factor): each factor with its
-- current version, unit and category named. Kept by hand (drizzle-kit does not manage views).
CREATE VIEW "pcf_emission_factor" AS
SELECT f.id, f.code, v.id AS version_id, v.version, v.name_zh, v.name_en, v.category_id, d.name AS category_name,
  v.value, v.unit_id, u.code AS unit_code, v.gwp_set, v.region, v.year, v.source, v.database_version,
  v.valid_from, v.valid_to,
  CASE WHEN v.dqr_ter IS NULL THEN NULL ELSE round((v.dqr_ter + v.dqr_ger + v.dqr_tir + v.dqr_p) / 4, 2) END AS dqr,
  coalesce((SELECT string_agg(g.gas, ',' ORDER BY g.gas) FROM emission_factor_gases g WHERE g.version_id = v.id), '') AS gases,
  v.uncertainty, v.gsd, f.created_at, v.created_at AS updated_at
FROM emission_factors f
JOIN emission_factor_versions v ON v.id = f.current_version_id
JOIN units u ON u.id = v.unit_id
LEFT JOIN directory_nodes d ON d.id = v.category_id;
--> statement-breakpoint
CREATE FUNCTION "pcf_emission_factor_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'pcf_emission_factor is read-only: factors change through /rest/factor/*' USING ERRCODE = '23000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "pcf_emission_factor_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "pcf_emission_factor" FOR EACH ROW EXECUTE FUNCTION "pcf_emission_factor_read_only"();
