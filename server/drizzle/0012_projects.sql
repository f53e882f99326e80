CREATE TABLE "project_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"actor_account" text NOT NULL,
	"actor_name" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"product_model" text NOT NULL,
	"technology" text NOT NULL,
	"rated_power_wp" numeric NOT NULL,
	"area_m2" numeric NOT NULL,
	"mass_kg" numeric NOT NULL,
	"standard" text NOT NULL,
	"boundary" text NOT NULL,
	"declared_unit_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"gwp_set" text NOT NULL,
	"accountant_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_period_ordered" CHECK ("projects"."period_start" <= "projects"."period_end"),
	CONSTRAINT "projects_quantities_positive" CHECK ("projects"."rated_power_wp" > 0 and "projects"."area_m2" > 0 and "projects"."mass_kg" > 0),
	CONSTRAINT "projects_status_known" CHECK ("projects"."status" in ('assigned', 'collecting', 'submitted', 'in_review', 'returned', 'approved', 'computed', 'reported', 'published')),
	CONSTRAINT "projects_standard_known" CHECK ("projects"."standard" in ('iso_14067', 'pas_2050', 'eu_pef', 'fr_ecs', 't_gdcpa_013')),
	CONSTRAINT "projects_boundary_known" CHECK ("projects"."boundary" in ('cradle_to_gate', 'cradle_to_grave')),
	CONSTRAINT "projects_gwp_set_known" CHECK ("projects"."gwp_set" in ('AR6', 'AR5'))
);
--> statement-breakpoint
ALTER TABLE "project_status_history" ADD CONSTRAINT "project_status_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_declared_unit_id_units_id_fk" FOREIGN KEY ("declared_unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_accountant_id_users_id_fk" FOREIGN KEY ("accountant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_status_history_project_idx" ON "project_status_history" USING btree ("project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_company_code_idx" ON "projects" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "projects_reviewer_idx" ON "projects" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "projects_accountant_idx" ON "projects" USING btree ("accountant_id");--> statement-breakpoint
-- The project list of the generic object API (object pcf_project): each project with its company,
-- accountant, reviewer and declared unit named. Kept by hand (drizzle-kit does not manage views): a
-- migration that changes a column it reads must drop and recreate it.
CREATE VIEW "pcf_project" AS
SELECT p.id, p.company_id, c.name AS company_name, p.code, p.name, p.product_model, p.technology,
  p.rated_power_wp, p.area_m2, p.mass_kg, p.standard, p.boundary, p.declared_unit_id, u.code AS declared_unit_code,
  p.period_start, p.period_end, p.gwp_set, p.accountant_id, a.name AS accountant_name,
  p.reviewer_id, r.name AS reviewer_name, p.status, p.created_at, p.updated_at
FROM projects p
JOIN companies c ON c.id = p.company_id
JOIN units u ON u.id = p.declared_unit_id
JOIN users a ON a.id = p.accountant_id
JOIN users r ON r.id = p.reviewer_id;
--> statement-breakpoint
-- A read model: any write through it is refused as a constraint violation (the generic API's 400),
-- so projects change only through /rest/project/* and the lifecycle's rules.
CREATE FUNCTION "pcf_project_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'pcf_project is read-only: projects change through /rest/project/*' USING ERRCODE = '23000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "pcf_project_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "pcf_project" FOR EACH ROW EXECUTE FUNCTION "pcf_project_read_only"();
