CREATE TABLE "sys_login_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"account" text NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"success" boolean NOT NULL,
	"code" integer,
	"reason" text,
	"address" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "sys_oper_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"account" text,
	"company_id" integer,
	"object" text NOT NULL,
	"action" text NOT NULL,
	"target_ids" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"address" text
);
--> statement-breakpoint
CREATE INDEX "sys_login_log_at_idx" ON "sys_login_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_login_log_account_idx" ON "sys_login_log" USING btree ("account","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_login_log_company_idx" ON "sys_login_log" USING btree ("company_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_oper_log_at_idx" ON "sys_oper_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_oper_log_account_idx" ON "sys_oper_log" USING btree ("account","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_oper_log_company_idx" ON "sys_oper_log" USING btree ("company_id","at" DESC NULLS LAST);