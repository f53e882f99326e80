ALTER TABLE "reports" ADD COLUMN "publish_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "publish_failed_at" timestamp with time zone;