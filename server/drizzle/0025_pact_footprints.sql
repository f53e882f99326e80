CREATE TABLE "pact_companies" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"pact_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pact_companies_pact_uuid_unique" UNIQUE("pact_uuid")
);
--> statement-breakpoint
CREATE TABLE "pact_footprints" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"snapshot_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"preceding_pf_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"product_ids" text[] NOT NULL,
	"document" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deprecated_at" timestamp with time zone,
	CONSTRAINT "pact_footprints_status_known" CHECK ("pact_footprints"."status" in ('Active', 'Deprecated')),
	CONSTRAINT "pact_footprints_deprecated_together" CHECK (("pact_footprints"."status" = 'Deprecated') = ("pact_footprints"."deprecated_at" is not null)),
	CONSTRAINT "pact_footprints_version_positive" CHECK ("pact_footprints"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "pact_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"secret_digest" text NOT NULL,
	"label" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "pact_clients_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "pact_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"token_digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pact_tokens_token_digest_unique" UNIQUE("token_digest"),
	CONSTRAINT "pact_tokens_expiry_after_creation" CHECK ("pact_tokens"."expires_at" > "pact_tokens"."created_at")
);
--> statement-breakpoint
ALTER TABLE "pact_companies" ADD CONSTRAINT "pact_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_footprints" ADD CONSTRAINT "pact_footprints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_footprints" ADD CONSTRAINT "pact_footprints_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_footprints" ADD CONSTRAINT "pact_footprints_snapshot_id_footprint_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."footprint_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_clients" ADD CONSTRAINT "pact_clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_tokens" ADD CONSTRAINT "pact_tokens_client_id_pact_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."pact_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pact_footprints_company_idx" ON "pact_footprints" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "pact_footprints_report_idx" ON "pact_footprints" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "pact_clients_company_idx" ON "pact_clients" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pact_tokens_client_idx" ON "pact_tokens" USING btree ("client_id");