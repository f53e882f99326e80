ALTER TABLE "meta_objects" ADD COLUMN "dept_field" text;--> statement-breakpoint
ALTER TABLE "meta_objects" ADD COLUMN "owner_field" text;--> statement-breakpoint
-- The seed keeps existing registrations: an existing sys_user gets its data-scope columns here.
UPDATE "meta_objects" SET "dept_field" = 'dept_id', "owner_field" = 'id' WHERE "name" = 'sys_user' AND "dept_field" IS NULL AND "owner_field" IS NULL;
