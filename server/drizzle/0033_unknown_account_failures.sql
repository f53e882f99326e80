CREATE TABLE "unknown_account_failures" (
	"account" text PRIMARY KEY NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "unknown_account_failures_locked_idx" ON "unknown_account_failures" USING btree ("locked_until");