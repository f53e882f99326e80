CREATE TABLE "sys_role_field_access" (
	"access_id" integer NOT NULL,
	"field_name" text NOT NULL,
	"mode" text DEFAULT 'editable' NOT NULL,
	"label_zh" text,
	"label_en" text,
	CONSTRAINT "sys_role_field_access_access_id_field_name_pk" PRIMARY KEY("access_id","field_name")
);
--> statement-breakpoint
CREATE TABLE "sys_role_object_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_role_field_access" ADD CONSTRAINT "sys_role_field_access_access_id_sys_role_object_access_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."sys_role_object_access"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_object_access" ADD CONSTRAINT "sys_role_object_access_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_object_access" ADD CONSTRAINT "sys_role_object_access_object_id_meta_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."meta_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_object_access_role_object_idx" ON "sys_role_object_access" USING btree ("role_id","object_id");--> statement-breakpoint
CREATE INDEX "sys_role_object_access_object_idx" ON "sys_role_object_access" USING btree ("object_id");