CREATE TABLE "meta_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_id" integer NOT NULL,
	"name" text NOT NULL,
	"column_name" text NOT NULL,
	"type" text NOT NULL,
	"label_zh" text NOT NULL,
	"label_en" text NOT NULL,
	"dict_type" text,
	"required" boolean DEFAULT false NOT NULL,
	"searchable" boolean DEFAULT false NOT NULL,
	"sortable" boolean DEFAULT false NOT NULL,
	"shown_in_list" boolean DEFAULT true NOT NULL,
	"editable" boolean DEFAULT true NOT NULL,
	"max_length" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"table_name" text NOT NULL,
	"label_zh" text NOT NULL,
	"label_en" text NOT NULL,
	"company_scoped" boolean DEFAULT false NOT NULL,
	"permission_prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meta_objects_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sys_post" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meta_fields" ADD CONSTRAINT "meta_fields_object_id_meta_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."meta_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_post" ADD CONSTRAINT "sys_post_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meta_fields_object_name_idx" ON "meta_fields" USING btree ("object_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_post_company_code_idx" ON "sys_post" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "sys_post_company_idx" ON "sys_post" USING btree ("company_id","sort");