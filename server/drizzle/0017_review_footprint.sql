CREATE TABLE "footprint_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"phase" text DEFAULT 'reading' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"snapshot_id" integer,
	"problem" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footprint_jobs_status_known" CHECK ("footprint_jobs"."status" in ('running', 'done', 'failed')),
	CONSTRAINT "footprint_jobs_progress_range" CHECK ("footprint_jobs"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "footprint_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gwp_set" text NOT NULL,
	"total" numeric NOT NULL,
	"per_declared_unit" numeric NOT NULL,
	"declared_unit_code" text NOT NULL,
	"per_kwp" numeric,
	"per_m2" numeric,
	"dqr" numeric,
	"line_count" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"outputs" jsonb NOT NULL,
	CONSTRAINT "footprint_snapshots_project_seq_unique" UNIQUE("project_id","seq")
);
--> statement-breakpoint
CREATE TABLE "footprint_studies" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"goal" text NOT NULL,
	"scope" text NOT NULL,
	"declared_unit_id" integer NOT NULL,
	"declared_quantity" numeric NOT NULL,
	"boundary" text NOT NULL,
	"allocation_method" text DEFAULT 'none' NOT NULL,
	"allocation_product" numeric,
	"allocation_total" numeric,
	"cut_off_enabled" boolean DEFAULT true NOT NULL,
	"cut_off_line_percent" numeric NOT NULL,
	"cut_off_total_percent" numeric NOT NULL,
	"gwp_set" text NOT NULL,
	"monte_carlo_iterations" integer NOT NULL,
	"monte_carlo_seed" bigint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footprint_studies_declared_quantity_range" CHECK ("footprint_studies"."declared_quantity" > 0 and "footprint_studies"."declared_quantity" <= 1e9),
	CONSTRAINT "footprint_studies_boundary_known" CHECK ("footprint_studies"."boundary" in ('cradle_to_gate', 'cradle_to_grave')),
	CONSTRAINT "footprint_studies_allocation_known" CHECK ("footprint_studies"."allocation_method" in ('none', 'mass', 'economic')),
	CONSTRAINT "footprint_studies_allocation_amounts" CHECK ("footprint_studies"."allocation_method" = 'none' or ("footprint_studies"."allocation_product" > 0 and "footprint_studies"."allocation_total" > 0 and "footprint_studies"."allocation_product" <= "footprint_studies"."allocation_total")),
	CONSTRAINT "footprint_studies_cut_off_range" CHECK ("footprint_studies"."cut_off_line_percent" >= 0 and "footprint_studies"."cut_off_total_percent" >= 0 and "footprint_studies"."cut_off_total_percent" <= 5 and "footprint_studies"."cut_off_line_percent" <= "footprint_studies"."cut_off_total_percent"),
	CONSTRAINT "footprint_studies_gwp_known" CHECK ("footprint_studies"."gwp_set" in ('AR6', 'AR5')),
	CONSTRAINT "footprint_studies_monte_carlo_range" CHECK ("footprint_studies"."monte_carlo_iterations" = 0 or ("footprint_studies"."monte_carlo_iterations" between 100 and 100000))
);
--> statement-breakpoint
CREATE TABLE "review_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"line_id" integer,
	"line_stage" text NOT NULL,
	"line_label" text NOT NULL,
	"body" text NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply" text,
	"reply_author_id" integer,
	"replied_at" timestamp with time zone,
	CONSTRAINT "review_comments_body_present" CHECK (btrim("review_comments"."body") <> '')
);
--> statement-breakpoint
CREATE TABLE "review_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"round_no" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"reason" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "review_rounds_project_round_unique" UNIQUE("project_id","round_no"),
	CONSTRAINT "review_rounds_decision_known" CHECK ("review_rounds"."decision" is null or "review_rounds"."decision" in ('returned', 'approved')),
	CONSTRAINT "review_rounds_decided_together" CHECK (("review_rounds"."decision" is null) = ("review_rounds"."decided_at" is null)),
	CONSTRAINT "review_rounds_return_has_reason" CHECK ("review_rounds"."decision" is distinct from 'returned' or btrim(coalesce("review_rounds"."reason", '')) <> '')
);
--> statement-breakpoint
ALTER TABLE "footprint_jobs" ADD CONSTRAINT "footprint_jobs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprint_jobs" ADD CONSTRAINT "footprint_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprint_snapshots" ADD CONSTRAINT "footprint_snapshots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprint_studies" ADD CONSTRAINT "footprint_studies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprint_studies" ADD CONSTRAINT "footprint_studies_declared_unit_id_units_id_fk" FOREIGN KEY ("declared_unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_round_id_review_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."review_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_line_id_inventory_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."inventory_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_rounds" ADD CONSTRAINT "review_rounds_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "footprint_jobs_user_idx" ON "footprint_jobs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "footprint_jobs_project_idx" ON "footprint_jobs" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "footprint_snapshots_company_idx" ON "footprint_snapshots" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "review_comments_round_idx" ON "review_comments" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "review_comments_project_idx" ON "review_comments" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "review_comments_line_idx" ON "review_comments" USING btree ("line_id");--> statement-breakpoint
-- A snapshot is immutable: no update ever; a delete only as its project's deletion cascades (the project row is then gone).
CREATE FUNCTION "footprint_snapshots_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "projects" WHERE "id" = OLD."project_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'footprint_snapshots is immutable' USING ERRCODE = 'P0001';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "footprint_snapshots_immutable" BEFORE UPDATE OR DELETE ON "footprint_snapshots" FOR EACH ROW EXECUTE FUNCTION "footprint_snapshots_immutable"();
