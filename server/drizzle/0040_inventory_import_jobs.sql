CREATE TABLE "inventory_import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'checking' NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problem_count" integer DEFAULT 0 NOT NULL,
	"project_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "inventory_import_jobs_language_known" CHECK ("inventory_import_jobs"."language" in ('zh', 'en')),
	CONSTRAINT "inventory_import_jobs_status_known" CHECK ("inventory_import_jobs"."status" in ('checking', 'done', 'rejected', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "inventory_import_jobs" ADD CONSTRAINT "inventory_import_jobs_project_company_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_import_jobs_project_idx" ON "inventory_import_jobs" USING btree ("project_id");