CREATE TABLE "pact_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"request_id" integer,
	"host_id" integer,
	"base_url" text NOT NULL,
	"event_type" text NOT NULL,
	"event" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error_key" text,
	"error_params" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "pact_deliveries_status_known" CHECK ("pact_deliveries"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "pact_deliveries_sent_shape" CHECK (("pact_deliveries"."status" = 'sent') = ("pact_deliveries"."sent_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "pact_clients" ADD COLUMN "auto_answer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pact_deliveries" ADD CONSTRAINT "pact_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_deliveries" ADD CONSTRAINT "pact_deliveries_request_id_footprint_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."footprint_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pact_deliveries" ADD CONSTRAINT "pact_deliveries_host_id_pact_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."pact_hosts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pact_deliveries_due_idx" ON "pact_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "pact_deliveries_request_idx" ON "pact_deliveries" USING btree ("request_id");