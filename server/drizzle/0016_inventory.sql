-- The inventory lines' (project_id, company_id) refers to this pair, so it comes before their foreign key.
ALTER TABLE "projects" ADD CONSTRAINT "projects_id_company_unique" UNIQUE("id","company_id");
--> statement-breakpoint
CREATE TABLE "inventory_line_evidence" (
	"line_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"linked_by" integer,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_line_evidence_line_id_document_id_pk" PRIMARY KEY("line_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "inventory_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"stage" text NOT NULL,
	"item_id" integer,
	"description" text NOT NULL,
	"quantity" numeric,
	"unit_id" integer NOT NULL,
	"source_kind" text,
	"factor_id" integer,
	"factor_version_id" integer,
	"gas" text,
	"data_type" text NOT NULL,
	"site" text,
	"region" text,
	"dqr_ter" numeric,
	"dqr_ger" numeric,
	"dqr_tir" numeric,
	"dqr_p" numeric,
	"uncertainty" text,
	"gsd" numeric,
	"shared" boolean DEFAULT false NOT NULL,
	"note" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"template_line_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_lines_id_company_unique" UNIQUE("id","company_id"),
	CONSTRAINT "inventory_lines_stage_known" CHECK ("inventory_lines"."stage" in ('raw_material', 'production', 'distribution', 'use', 'end_of_life')),
	CONSTRAINT "inventory_lines_description_present" CHECK (btrim("inventory_lines"."description") <> ''),
	CONSTRAINT "inventory_lines_quantity_range" CHECK ("inventory_lines"."quantity" is null or ("inventory_lines"."quantity" > 0 and "inventory_lines"."quantity" <= 1e12)),
	CONSTRAINT "inventory_lines_one_source" CHECK (("inventory_lines"."source_kind" is null and "inventory_lines"."factor_id" is null and "inventory_lines"."factor_version_id" is null and "inventory_lines"."gas" is null)
        or ("inventory_lines"."source_kind" = 'factor' and "inventory_lines"."factor_id" is not null and "inventory_lines"."factor_version_id" is not null and "inventory_lines"."gas" is null)
        or ("inventory_lines"."source_kind" = 'gas' and "inventory_lines"."gas" is not null and "inventory_lines"."factor_id" is null and "inventory_lines"."factor_version_id" is null)),
	CONSTRAINT "inventory_lines_gas_known" CHECK ("inventory_lines"."gas" is null or "inventory_lines"."gas" in ('CO2', 'CH4_fossil', 'CH4_non_fossil', 'N2O', 'SF6', 'NF3', 'CF4', 'C2F6', 'HFC23', 'HFC134a')),
	CONSTRAINT "inventory_lines_data_type_known" CHECK ("inventory_lines"."data_type" in ('primary', 'secondary')),
	CONSTRAINT "inventory_lines_dqr" CHECK (("inventory_lines"."dqr_ter" is null and "inventory_lines"."dqr_ger" is null and "inventory_lines"."dqr_tir" is null and "inventory_lines"."dqr_p" is null) or ("inventory_lines"."dqr_ter" between 1 and 5 and "inventory_lines"."dqr_ger" between 1 and 5 and "inventory_lines"."dqr_tir" between 1 and 5 and "inventory_lines"."dqr_p" between 1 and 5)),
	CONSTRAINT "inventory_lines_uncertainty_known" CHECK ("inventory_lines"."uncertainty" is null or "inventory_lines"."uncertainty" in ('lognormal', 'normal', 'triangular', 'uniform')),
	CONSTRAINT "inventory_lines_gsd_range" CHECK ("inventory_lines"."gsd" is null or ("inventory_lines"."gsd" >= 1 and "inventory_lines"."gsd" <= 100))
);
--> statement-breakpoint
CREATE TABLE "inventory_template_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"stage" text NOT NULL,
	"item_name_zh" text NOT NULL,
	"item_name_en" text NOT NULL,
	"unit_id" integer NOT NULL,
	"factor_code" text,
	"gas" text,
	"note" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_template_lines_stage_known" CHECK ("inventory_template_lines"."stage" in ('raw_material', 'production', 'distribution', 'use', 'end_of_life')),
	CONSTRAINT "inventory_template_lines_names_present" CHECK (btrim("inventory_template_lines"."item_name_zh") <> '' and btrim("inventory_template_lines"."item_name_en") <> ''),
	CONSTRAINT "inventory_template_lines_gas_known" CHECK ("inventory_template_lines"."gas" is null or "inventory_template_lines"."gas" in ('CO2', 'CH4_fossil', 'CH4_non_fossil', 'N2O', 'SF6', 'NF3', 'CF4', 'C2F6', 'HFC23', 'HFC134a')),
	CONSTRAINT "inventory_template_lines_factor_or_gas" CHECK ("inventory_template_lines"."factor_code" is null or "inventory_template_lines"."gas" is null)
);
--> statement-breakpoint
CREATE TABLE "inventory_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"version" text NOT NULL,
	"description" text,
	"seeded" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_templates_text_present" CHECK (btrim("inventory_templates"."name") <> '' and btrim("inventory_templates"."version") <> '')
);
--> statement-breakpoint
ALTER TABLE "inventory_line_evidence" ADD CONSTRAINT "inventory_line_evidence_line_company_fk" FOREIGN KEY ("line_id","company_id") REFERENCES "public"."inventory_lines"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_line_evidence" ADD CONSTRAINT "inventory_line_evidence_document_company_fk" FOREIGN KEY ("document_id","company_id") REFERENCES "public"."evidence_documents"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_item_id_directory_nodes_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."directory_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_factor_id_emission_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_factor_version_id_emission_factor_versions_id_fk" FOREIGN KEY ("factor_version_id") REFERENCES "public"."emission_factor_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_template_line_id_inventory_template_lines_id_fk" FOREIGN KEY ("template_line_id") REFERENCES "public"."inventory_template_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_project_company_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_template_lines" ADD CONSTRAINT "inventory_template_lines_template_id_inventory_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."inventory_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_template_lines" ADD CONSTRAINT "inventory_template_lines_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_line_evidence_document_idx" ON "inventory_line_evidence" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "inventory_lines_project_idx" ON "inventory_lines" USING btree ("project_id","stage","sort_order");--> statement-breakpoint
CREATE INDEX "inventory_lines_unit_idx" ON "inventory_lines" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "inventory_lines_item_idx" ON "inventory_lines" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "inventory_lines_factor_idx" ON "inventory_lines" USING btree ("factor_id");--> statement-breakpoint
CREATE INDEX "inventory_lines_version_idx" ON "inventory_lines" USING btree ("factor_version_id");--> statement-breakpoint
CREATE INDEX "inventory_lines_template_line_idx" ON "inventory_lines" USING btree ("template_line_id");--> statement-breakpoint
CREATE INDEX "inventory_template_lines_template_idx" ON "inventory_template_lines" USING btree ("template_id","sort_order");--> statement-breakpoint
CREATE INDEX "inventory_template_lines_unit_idx" ON "inventory_template_lines" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_templates_name_version_idx" ON "inventory_templates" USING btree ("name","version");
