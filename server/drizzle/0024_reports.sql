CREATE TABLE "report_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"version" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"saved_by" integer,
	"saved_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_versions_report_version_unique" UNIQUE("report_id","version")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"snapshot_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"review_note" text,
	"withdraw_reason" text,
	"verification_code" text,
	"pdf_file" text,
	"pdf_sha256" text,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"withdrawn_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_verification_code_unique" UNIQUE("verification_code"),
	CONSTRAINT "reports_status_known" CHECK ("reports"."status" in ('draft', 'in_review', 'published', 'withdrawn')),
	CONSTRAINT "reports_published_frozen" CHECK ("reports"."status" in ('draft', 'in_review') or ("reports"."verification_code" is not null and "reports"."pdf_file" is not null and "reports"."pdf_sha256" is not null))
);
--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_snapshot_id_footprint_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."footprint_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_project_idx" ON "reports" USING btree ("project_id");