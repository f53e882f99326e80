CREATE TABLE "company_dataset_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"dataset_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer,
	"value" numeric NOT NULL,
	"unit_id" integer NOT NULL,
	"data_type" text NOT NULL,
	"source" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_dataset_items_id_company_unique" UNIQUE("id","company_id"),
	CONSTRAINT "company_dataset_items_kind_known" CHECK ("company_dataset_items"."kind" in ('factor', 'activity')),
	CONSTRAINT "company_dataset_items_data_type_known" CHECK ("company_dataset_items"."data_type" in ('primary', 'secondary')),
	CONSTRAINT "company_dataset_items_name_present" CHECK (btrim("company_dataset_items"."name") <> ''),
	CONSTRAINT "company_dataset_items_value_range" CHECK ("company_dataset_items"."value" >= 0 and "company_dataset_items"."value" <= 1e12)
);
--> statement-breakpoint
CREATE TABLE "company_datasets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"site" text,
	"region" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_datasets_id_company_unique" UNIQUE("id","company_id"),
	CONSTRAINT "company_datasets_name_present" CHECK (btrim("company_datasets"."name") <> ''),
	CONSTRAINT "company_datasets_year_range" CHECK ("company_datasets"."year" between 1990 and 2100)
);
--> statement-breakpoint
CREATE TABLE "company_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"model" text NOT NULL,
	"name" text NOT NULL,
	"technology" text NOT NULL,
	"rated_power_wp" numeric NOT NULL,
	"area_m2" numeric NOT NULL,
	"mass_kg" numeric NOT NULL,
	"efficiency_pct" numeric,
	"cell_count" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_products_id_company_unique" UNIQUE("id","company_id"),
	CONSTRAINT "company_products_text_present" CHECK (btrim("company_products"."model") <> '' and btrim("company_products"."name") <> ''),
	CONSTRAINT "company_products_quantities_positive" CHECK ("company_products"."rated_power_wp" > 0 and "company_products"."rated_power_wp" <= 1e12 and "company_products"."area_m2" > 0 and "company_products"."area_m2" <= 1e12 and "company_products"."mass_kg" > 0 and "company_products"."mass_kg" <= 1e12),
	CONSTRAINT "company_products_efficiency_range" CHECK ("company_products"."efficiency_pct" is null or ("company_products"."efficiency_pct" > 0 and "company_products"."efficiency_pct" <= 100)),
	CONSTRAINT "company_products_cell_count_range" CHECK ("company_products"."cell_count" is null or ("company_products"."cell_count" > 0 and "company_products"."cell_count" <= 10000))
);
--> statement-breakpoint
CREATE TABLE "evidence_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"file_name" text NOT NULL,
	"stored_file" text NOT NULL,
	"file_type" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evidence_documents_stored_file_unique" UNIQUE("stored_file"),
	CONSTRAINT "evidence_documents_id_company_unique" UNIQUE("id","company_id"),
	CONSTRAINT "evidence_documents_sha256_hex" CHECK ("evidence_documents"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "evidence_documents_size_positive" CHECK ("evidence_documents"."size_bytes" > 0),
	CONSTRAINT "evidence_documents_file_type_known" CHECK ("evidence_documents"."file_type" in ('pdf', 'jpeg', 'png', 'xlsx', 'docx'))
);
--> statement-breakpoint
CREATE TABLE "evidence_links" (
	"document_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"linked_by" integer,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evidence_links_document_id_target_type_target_id_pk" PRIMARY KEY("document_id","target_type","target_id"),
	CONSTRAINT "evidence_links_target_type_known" CHECK ("evidence_links"."target_type" in ('product', 'dataset', 'dataset_item'))
);
--> statement-breakpoint
CREATE TABLE "general_dataset_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"dataset_id" integer NOT NULL,
	"factor_id" integer,
	"input_dataset_id" integer,
	"quantity" numeric NOT NULL,
	"unit_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"factor_version_id" integer,
	"input_footprint" numeric,
	"co2e" numeric,
	CONSTRAINT "general_dataset_exchanges_one_input" CHECK (("general_dataset_exchanges"."factor_id" is null) <> ("general_dataset_exchanges"."input_dataset_id" is null)),
	CONSTRAINT "general_dataset_exchanges_not_itself" CHECK ("general_dataset_exchanges"."input_dataset_id" is null or "general_dataset_exchanges"."input_dataset_id" <> "general_dataset_exchanges"."dataset_id"),
	CONSTRAINT "general_dataset_exchanges_quantity_range" CHECK ("general_dataset_exchanges"."quantity" > 0 and "general_dataset_exchanges"."quantity" <= 1e12)
);
--> statement-breakpoint
CREATE TABLE "general_datasets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"unit_id" integer NOT NULL,
	"category_id" integer,
	"region" text NOT NULL,
	"year" integer NOT NULL,
	"source" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"footprint" numeric,
	"computed_at" timestamp with time zone,
	"problem" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "general_datasets_code_unique" UNIQUE("code"),
	CONSTRAINT "general_datasets_year_range" CHECK ("general_datasets"."year" between 1990 and 2100),
	CONSTRAINT "general_datasets_footprint_or_problem" CHECK ("general_datasets"."footprint" is null or "general_datasets"."problem" is null)
);
--> statement-breakpoint
CREATE TABLE "library_document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"stored_file" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_document_versions_stored_file_unique" UNIQUE("stored_file"),
	CONSTRAINT "library_document_versions_sha256_hex" CHECK ("library_document_versions"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "library_document_versions_size_positive" CHECK ("library_document_versions"."size_bytes" > 0),
	CONSTRAINT "library_document_versions_file_type_known" CHECK ("library_document_versions"."file_type" in ('pdf', 'jpeg', 'png', 'xlsx', 'docx'))
);
--> statement-breakpoint
CREATE TABLE "library_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"current_version_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_documents_title_present" CHECK (btrim("library_documents"."title") <> '')
);
--> statement-breakpoint
ALTER TABLE "company_dataset_items" ADD CONSTRAINT "company_dataset_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_dataset_items" ADD CONSTRAINT "company_dataset_items_category_id_directory_nodes_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."directory_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_dataset_items" ADD CONSTRAINT "company_dataset_items_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_dataset_items" ADD CONSTRAINT "company_dataset_items_dataset_company_fk" FOREIGN KEY ("dataset_id","company_id") REFERENCES "public"."company_datasets"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_datasets" ADD CONSTRAINT "company_datasets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_products" ADD CONSTRAINT "company_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_documents" ADD CONSTRAINT "evidence_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_links" ADD CONSTRAINT "evidence_links_document_company_fk" FOREIGN KEY ("document_id","company_id") REFERENCES "public"."evidence_documents"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_dataset_exchanges" ADD CONSTRAINT "general_dataset_exchanges_dataset_id_general_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."general_datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_dataset_exchanges" ADD CONSTRAINT "general_dataset_exchanges_factor_id_emission_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_dataset_exchanges" ADD CONSTRAINT "general_dataset_exchanges_input_dataset_id_general_datasets_id_fk" FOREIGN KEY ("input_dataset_id") REFERENCES "public"."general_datasets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_dataset_exchanges" ADD CONSTRAINT "general_dataset_exchanges_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_dataset_exchanges" ADD CONSTRAINT "general_dataset_exchanges_factor_version_id_emission_factor_versions_id_fk" FOREIGN KEY ("factor_version_id") REFERENCES "public"."emission_factor_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_datasets" ADD CONSTRAINT "general_datasets_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_datasets" ADD CONSTRAINT "general_datasets_category_id_directory_nodes_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."directory_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_document_versions" ADD CONSTRAINT "library_document_versions_document_id_library_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."library_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_dataset_items_dataset_idx" ON "company_dataset_items" USING btree ("dataset_id","id");--> statement-breakpoint
CREATE INDEX "company_dataset_items_category_idx" ON "company_dataset_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "company_dataset_items_unit_idx" ON "company_dataset_items" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_datasets_company_name_idx" ON "company_datasets" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_products_company_model_idx" ON "company_products" USING btree ("company_id","model");--> statement-breakpoint
CREATE UNIQUE INDEX "evidence_documents_company_sha256_idx" ON "evidence_documents" USING btree ("company_id","sha256");--> statement-breakpoint
CREATE INDEX "evidence_documents_company_idx" ON "evidence_documents" USING btree ("company_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "evidence_links_target_idx" ON "evidence_links" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "general_dataset_exchanges_dataset_idx" ON "general_dataset_exchanges" USING btree ("dataset_id","sort");--> statement-breakpoint
CREATE INDEX "general_dataset_exchanges_factor_idx" ON "general_dataset_exchanges" USING btree ("factor_id");--> statement-breakpoint
CREATE INDEX "general_dataset_exchanges_input_idx" ON "general_dataset_exchanges" USING btree ("input_dataset_id");--> statement-breakpoint
CREATE INDEX "general_dataset_exchanges_version_idx" ON "general_dataset_exchanges" USING btree ("factor_version_id");--> statement-breakpoint
CREATE INDEX "general_dataset_exchanges_unit_idx" ON "general_dataset_exchanges" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "general_datasets_category_idx" ON "general_datasets" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "general_datasets_unit_idx" ON "general_datasets" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_document_versions_document_version_idx" ON "library_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "library_documents_category_idx" ON "library_documents" USING btree ("category","id");--> statement-breakpoint
-- An evidence link points at a row of the document's own company: checked here for every writer
-- (the routes check it first, with a clearer message), at commit, so that a restore may insert the
-- links before their targets. Issue 6 adds 'inventory_line' to this function and to the target_type check.
CREATE FUNCTION "evidence_link_target_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  found boolean;
BEGIN
  -- a link removed again before the commit (with its target) needs no check
  IF NOT EXISTS (SELECT 1 FROM evidence_links WHERE document_id = NEW.document_id AND target_type = NEW.target_type
                 AND target_id = NEW.target_id AND company_id = NEW.company_id) THEN
    RETURN NULL;
  END IF;
  IF NEW.target_type = 'product' THEN
    SELECT EXISTS (SELECT 1 FROM company_products WHERE id = NEW.target_id AND company_id = NEW.company_id) INTO found;
  ELSIF NEW.target_type = 'dataset' THEN
    SELECT EXISTS (SELECT 1 FROM company_datasets WHERE id = NEW.target_id AND company_id = NEW.company_id) INTO found;
  ELSIF NEW.target_type = 'dataset_item' THEN
    SELECT EXISTS (SELECT 1 FROM company_dataset_items WHERE id = NEW.target_id AND company_id = NEW.company_id) INTO found;
  ELSE
    found := false;
  END IF;
  IF NOT found THEN
    RAISE EXCEPTION 'evidence link target % % is not a row of company %', NEW.target_type, NEW.target_id, NEW.company_id
      USING ERRCODE = '23503', CONSTRAINT = 'evidence_links_target_same_company';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "evidence_links_target_check" AFTER INSERT OR UPDATE ON "evidence_links" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "evidence_link_target_check"();
--> statement-breakpoint
-- A target that goes takes its evidence links along (the documents stay); one with links keeps its
-- company (moving it would leave its evidence with another company).
CREATE FUNCTION "evidence_target_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM evidence_links WHERE target_type = TG_ARGV[0] AND target_id = OLD.id;
    RETURN OLD;
  END IF;
  IF NEW.company_id IS DISTINCT FROM OLD.company_id
     AND EXISTS (SELECT 1 FROM evidence_links WHERE target_type = TG_ARGV[0] AND target_id = OLD.id) THEN
    RAISE EXCEPTION 'a % with evidence links keeps its company', TG_ARGV[0]
      USING ERRCODE = '23503', CONSTRAINT = 'evidence_links_target_same_company';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "company_products_evidence" AFTER DELETE OR UPDATE OF "company_id" ON "company_products" FOR EACH ROW EXECUTE FUNCTION "evidence_target_changed"('product');
--> statement-breakpoint
CREATE TRIGGER "company_datasets_evidence" AFTER DELETE OR UPDATE OF "company_id" ON "company_datasets" FOR EACH ROW EXECUTE FUNCTION "evidence_target_changed"('dataset');
--> statement-breakpoint
CREATE TRIGGER "company_dataset_items_evidence" AFTER DELETE OR UPDATE OF "company_id" ON "company_dataset_items" FOR EACH ROW EXECUTE FUNCTION "evidence_target_changed"('dataset_item');
--> statement-breakpoint
-- The evidence list of the generic object API (object pcf_evidence_document, company-scoped): each
-- document with its company and uploader named and how many items it supports; never the stored name.
-- Kept by hand (drizzle-kit does not manage views).
CREATE VIEW "pcf_evidence_document" AS
SELECT d.id, d.company_id, c.name AS company_name, d.title, d.description, d.file_name, d.file_type, d.content_type,
  d.size_bytes, d.sha256, u.name AS uploaded_by_name, d.uploaded_at, d.updated_at,
  (SELECT count(*)::int FROM evidence_links l WHERE l.document_id = d.id) AS link_count
FROM evidence_documents d
JOIN companies c ON c.id = d.company_id
LEFT JOIN users u ON u.id = d.uploaded_by;
--> statement-breakpoint
CREATE FUNCTION "pcf_evidence_document_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'pcf_evidence_document is read-only: evidence changes through /rest/evidence/*' USING ERRCODE = '23000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "pcf_evidence_document_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "pcf_evidence_document" FOR EACH ROW EXECUTE FUNCTION "pcf_evidence_document_read_only"();
--> statement-breakpoint
-- The general dataset list (object pcf_general_dataset): each dataset with its unit and category
-- named, whether its footprint is computed, and how many exchanges it has.
CREATE VIEW "pcf_general_dataset" AS
SELECT g.id, g.code, g.name_zh, g.name_en, g.unit_id, u.code AS unit_code, g.category_id, n.name AS category_name,
  g.region, g.year, g.source, g.footprint, g.computed_at,
  CASE WHEN g.footprint IS NULL THEN 'problem' ELSE 'computed' END AS status,
  (SELECT count(*)::int FROM general_dataset_exchanges e WHERE e.dataset_id = g.id) AS exchange_count,
  g.created_at, g.updated_at
FROM general_datasets g
JOIN units u ON u.id = g.unit_id
LEFT JOIN directory_nodes n ON n.id = g.category_id;
--> statement-breakpoint
CREATE FUNCTION "pcf_general_dataset_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'pcf_general_dataset is read-only: general datasets change through /rest/generalDataset/*' USING ERRCODE = '23000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "pcf_general_dataset_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "pcf_general_dataset" FOR EACH ROW EXECUTE FUNCTION "pcf_general_dataset_read_only"();
--> statement-breakpoint
-- The document library list (object pcf_library_document): each document with its current version.
CREATE VIEW "pcf_library_document" AS
SELECT d.id, d.category, d.title, d.description, v.version,
  (SELECT count(*)::int FROM library_document_versions x WHERE x.document_id = d.id) AS version_count,
  v.file_name, v.file_type, v.content_type, v.size_bytes, v.sha256, v.uploaded_at, d.created_at, d.updated_at
FROM library_documents d
JOIN library_document_versions v ON v.id = d.current_version_id;
--> statement-breakpoint
CREATE FUNCTION "pcf_library_document_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'pcf_library_document is read-only: the library changes through /rest/library/*' USING ERRCODE = '23000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "pcf_library_document_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "pcf_library_document" FOR EACH ROW EXECUTE FUNCTION "pcf_library_document_read_only"();
--> statement-breakpoint
-- A library document's current version is found from the document (the list joins on it).
CREATE UNIQUE INDEX "library_documents_current_version_idx" ON "library_documents" ("current_version_id");
