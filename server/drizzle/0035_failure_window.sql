-- Wrong passwords count in a row only within the lock window (auth/service.ts): the last one's time,
-- by which unknown account names' rows are also pruned.
DROP INDEX "unknown_account_failures_locked_idx";--> statement-breakpoint
ALTER TABLE "unknown_account_failures" ADD COLUMN "last_failed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "unknown_account_failures_last_failed_idx" ON "unknown_account_failures" USING btree ("last_failed_at");