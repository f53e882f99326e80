CREATE TABLE "sys_dict_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"value" text NOT NULL,
	"label_zh" text NOT NULL,
	"label_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_dict_type_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "sys_dict_item" ADD CONSTRAINT "sys_dict_item_type_id_sys_dict_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."sys_dict_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_item_type_value_idx" ON "sys_dict_item" USING btree ("type_id","value");--> statement-breakpoint
CREATE INDEX "sys_dict_item_type_sort_idx" ON "sys_dict_item" USING btree ("type_id","sort");