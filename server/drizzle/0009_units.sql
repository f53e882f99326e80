CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"dimension" text NOT NULL,
	"factor" numeric NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"seeded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_code_unique" UNIQUE("code"),
	CONSTRAINT "units_factor_positive" CHECK ("units"."factor" > 0),
	CONSTRAINT "units_base_factor_one" CHECK (not "units"."is_base" or "units"."factor" = 1),
	CONSTRAINT "units_dimension_known" CHECK ("units"."dimension" in ('mass', 'energy', 'volume', 'area', 'transport', 'count', 'power'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "units_one_base_per_dimension_idx" ON "units" USING btree ("dimension") WHERE "units"."is_base";--> statement-breakpoint
-- The unit list of the generic object API (object pcf_unit). Kept by hand (drizzle-kit does not
-- manage views): a migration that changes a column it reads must drop and recreate it.
CREATE VIEW "pcf_unit" AS
SELECT id, code, name_zh, name_en, dimension, factor, is_base, seeded, created_at, updated_at FROM units;
--> statement-breakpoint
-- A read model: any write through it is refused as a constraint violation (the generic API's 400),
-- so units change only through /rest/unit/* and its rules (reference units, base units, units in use).
CREATE FUNCTION "pcf_unit_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'pcf_unit is read-only: units change through /rest/unit/*' USING ERRCODE = '23000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "pcf_unit_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "pcf_unit" FOR EACH ROW EXECUTE FUNCTION "pcf_unit_read_only"();
