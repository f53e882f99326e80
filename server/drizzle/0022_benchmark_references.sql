CREATE TABLE "benchmark_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_key" text,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text DEFAULT 'kgCO2e/kWp' NOT NULL,
	"value" numeric,
	"low" numeric,
	"high" numeric,
	"technology" text,
	"region" text,
	"year" integer,
	"source" text NOT NULL,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benchmark_references_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "benchmark_references_kind_known" CHECK ("benchmark_references"."kind" in ('threshold', 'industry', 'tender_ceiling')),
	CONSTRAINT "benchmark_references_unit_known" CHECK ("benchmark_references"."unit" in ('kgCO2e/kWp', 'kgCO2e/m2')),
	CONSTRAINT "benchmark_references_value_or_range" CHECK (("benchmark_references"."value" is not null and "benchmark_references"."low" is null and "benchmark_references"."high" is null and "benchmark_references"."value" > 0) or ("benchmark_references"."value" is null and "benchmark_references"."low" > 0 and "benchmark_references"."high" >= "benchmark_references"."low"))
);
--> statement-breakpoint
-- The reference list of the generic object API (object pcf_benchmark_reference). Kept by hand
-- (drizzle-kit does not manage views): a migration that changes a column it reads must drop and recreate it.
CREATE VIEW "pcf_benchmark_reference" AS
SELECT id, name_zh, name_en, kind, unit, value, low, high, technology, region, year, source, source_url,
  seed_key IS NOT NULL AS seeded, created_at, updated_at FROM benchmark_references;
--> statement-breakpoint
-- A read model: any write through it is refused as a constraint violation (the generic API's 400),
-- so references change only through /rest/benchmark/reference/* and its rules.
CREATE FUNCTION "pcf_benchmark_reference_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'pcf_benchmark_reference is read-only: references change through /rest/benchmark/reference/*' USING ERRCODE = '23000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "pcf_benchmark_reference_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "pcf_benchmark_reference" FOR EACH ROW EXECUTE FUNCTION "pcf_benchmark_reference_read_only"();
