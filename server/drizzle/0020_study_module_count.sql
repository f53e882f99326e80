ALTER TABLE "footprint_studies" ALTER COLUMN "cut_off_enabled" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "footprint_studies" ADD COLUMN "module_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "footprint_studies" ADD CONSTRAINT "footprint_studies_module_count_range" CHECK ("footprint_studies"."module_count" between 1 and 100000000);--> statement-breakpoint
-- studies saved before: the modules their declared quantity stood for (one where the unit does not say)
UPDATE "footprint_studies" AS s SET "module_count" = greatest(1, least(100000000, round(
  CASE u."code"
    WHEN 'piece' THEN s."declared_quantity"
    WHEN 'kWp' THEN s."declared_quantity" * 1000 / p."rated_power_wp"
    WHEN 'm²' THEN s."declared_quantity" / p."area_m2"
    ELSE 1
  END)))::integer
FROM "units" AS u, "projects" AS p
WHERE u."id" = s."declared_unit_id" AND p."id" = s."project_id";
