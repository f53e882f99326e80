ALTER TABLE "inventory_lines" ADD COLUMN "supplier_primary_share" numeric;--> statement-breakpoint
ALTER TABLE "footprint_applications" ADD COLUMN "primary_share" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_supplier_primary_share" CHECK ("inventory_lines"."supplier_primary_share" is null or ("inventory_lines"."source_kind" = 'supplier' and "inventory_lines"."supplier_primary_share" between 0 and 1));--> statement-breakpoint
ALTER TABLE "footprint_applications" ADD CONSTRAINT "footprint_applications_primary_share" CHECK ("footprint_applications"."primary_share" between 0 and 1);--> statement-breakpoint
-- figures taken before: the primary data share their footprint documents give (PACT primaryDataShare in %; none or unreadable: 0)
WITH "documents" AS (
  SELECT "id"::text AS "id", "document"->'pcf'->>'primaryDataShare' AS "pds" FROM "pact_footprints"
  UNION ALL
  SELECT lower("received_document"->>'id'), "received_document"->'pcf'->>'primaryDataShare' FROM "footprint_requests" WHERE "received_document" IS NOT NULL
), "shares" AS (
  SELECT "id", max("pds") / 100 AS "share"
  FROM (SELECT "id", CASE WHEN "pds" ~ '^[0-9]+(\.[0-9]+)?$' THEN "pds"::numeric END AS "pds" FROM "documents") AS "read"
  WHERE "pds" <= 100
  GROUP BY "id"
)
UPDATE "footprint_applications" AS a SET "primary_share" = s."share" FROM "shares" AS s WHERE s."id" = a."footprint_id"::text;--> statement-breakpoint
UPDATE "inventory_lines" SET "supplier_primary_share" = 0 WHERE "source_kind" = 'supplier';--> statement-breakpoint
WITH "documents" AS (
  SELECT "id"::text AS "id", "document"->'pcf'->>'primaryDataShare' AS "pds" FROM "pact_footprints"
  UNION ALL
  SELECT lower("received_document"->>'id'), "received_document"->'pcf'->>'primaryDataShare' FROM "footprint_requests" WHERE "received_document" IS NOT NULL
), "shares" AS (
  SELECT "id", max("pds") / 100 AS "share"
  FROM (SELECT "id", CASE WHEN "pds" ~ '^[0-9]+(\.[0-9]+)?$' THEN "pds"::numeric END AS "pds" FROM "documents") AS "read"
  WHERE "pds" <= 100
  GROUP BY "id"
)
UPDATE "inventory_lines" AS l SET "supplier_primary_share" = s."share" FROM "shares" AS s
WHERE l."source_kind" = 'supplier' AND s."id" = l."supplier_footprint_id"::text;
