CREATE TABLE "pact_hosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"base_url" text NOT NULL,
	"auth_url" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"token_sealed" text,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text,
	"item_id" integer NOT NULL,
	CONSTRAINT "partner_products_partner_product_unique" UNIQUE("partner_id","product_id"),
	CONSTRAINT "partner_products_product_present" CHECK (btrim("partner_products"."product_id") <> '')
);
--> statement-breakpoint
CREATE TABLE "supply_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"partner_company_id" integer,
	"host_id" integer,
	"name" text NOT NULL,
	"note" text,
	"invite_email" text,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"invite_accepted_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supply_partners_company_partner_unique" UNIQUE("company_id","partner_company_id"),
	CONSTRAINT "supply_partners_name_present" CHECK (btrim("supply_partners"."name") <> ''),
	CONSTRAINT "supply_partners_kind_shape" CHECK (("supply_partners"."kind" = 'platform' and "supply_partners"."partner_company_id" is not null and "supply_partners"."host_id" is null)
        or ("supply_partners"."kind" = 'invited' and "supply_partners"."partner_company_id" is null and "supply_partners"."host_id" is null and "supply_partners"."invite_email" is not null and "supply_partners"."invite_token_hash" is not null)
        or ("supply_partners"."kind" = 'host' and "supply_partners"."host_id" is not null and "supply_partners"."partner_company_id" is null)),
	CONSTRAINT "supply_partners_not_self" CHECK ("supply_partners"."partner_company_id" is null or "supply_partners"."partner_company_id" <> "supply_partners"."company_id")
);
--> statement-breakpoint
CREATE TABLE "footprint_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"pact_request_id" text NOT NULL,
	"requester_company_id" integer,
	"requester_client_id" integer,
	"partner_id" integer,
	"supplier_company_id" integer,
	"supplier_host_id" integer,
	"product_ids" text[] NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"message" text,
	"status" text DEFAULT 'created' NOT NULL,
	"reject_reason" text,
	"pact_footprint_id" uuid,
	"received_document" jsonb,
	"callback_url" text,
	"refresh_needed" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footprint_requests_status_known" CHECK ("footprint_requests"."status" in ('created', 'fulfilled', 'rejected')),
	CONSTRAINT "footprint_requests_one_requester" CHECK (("footprint_requests"."requester_company_id" is null) <> ("footprint_requests"."requester_client_id" is null) and ("footprint_requests"."requester_client_id" is null or "footprint_requests"."callback_url" is not null)),
	CONSTRAINT "footprint_requests_one_supplier" CHECK (("footprint_requests"."supplier_company_id" is null) <> ("footprint_requests"."supplier_host_id" is null)),
	CONSTRAINT "footprint_requests_answer_shape" CHECK (("footprint_requests"."status" = 'created' and "footprint_requests"."pact_footprint_id" is null and "footprint_requests"."received_document" is null and "footprint_requests"."reject_reason" is null)
        or ("footprint_requests"."status" = 'fulfilled' and ("footprint_requests"."pact_footprint_id" is not null or "footprint_requests"."received_document" is not null))
        or ("footprint_requests"."status" = 'rejected' and "footprint_requests"."reject_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "footprint_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"line_id" integer,
	"line_description" text NOT NULL,
	"footprint_id" uuid NOT NULL,
	"value" numeric NOT NULL,
	"unit_id" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footprint_applications_status_known" CHECK ("footprint_applications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "footprint_applications_reason" CHECK ("footprint_applications"."status" <> 'rejected' or "footprint_applications"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "inventory_lines" DROP CONSTRAINT "inventory_lines_one_source";--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD COLUMN "supplier_footprint_id" uuid;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD COLUMN "supplier_value" numeric;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD COLUMN "supplier_unit_id" integer;--> statement-breakpoint
ALTER TABLE "pact_hosts" ADD CONSTRAINT "pact_hosts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_products" ADD CONSTRAINT "partner_products_partner_id_supply_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."supply_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_products" ADD CONSTRAINT "partner_products_item_id_directory_nodes_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."directory_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_partners" ADD CONSTRAINT "supply_partners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_partners" ADD CONSTRAINT "supply_partners_partner_company_id_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_partners" ADD CONSTRAINT "supply_partners_host_id_pact_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."pact_hosts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprint_requests" ADD CONSTRAINT "footprint_requests_requester_company_id_companies_id_fk" FOREIGN KEY ("requester_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprint_requests" ADD CONSTRAINT "footprint_requests_partner_id_supply_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."supply_partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprint_requests" ADD CONSTRAINT "footprint_requests_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprint_requests" ADD CONSTRAINT "footprint_requests_supplier_host_id_pact_hosts_id_fk" FOREIGN KEY ("supplier_host_id") REFERENCES "public"."pact_hosts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprint_applications" ADD CONSTRAINT "footprint_applications_request_id_footprint_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."footprint_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprint_applications" ADD CONSTRAINT "footprint_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprint_applications" ADD CONSTRAINT "footprint_applications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprint_applications" ADD CONSTRAINT "footprint_applications_line_id_inventory_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."inventory_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprint_applications" ADD CONSTRAINT "footprint_applications_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pact_hosts_company_idx" ON "pact_hosts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "partner_products_item_idx" ON "partner_products" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_partners_invite_token_idx" ON "supply_partners" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "supply_partners_partner_company_idx" ON "supply_partners" USING btree ("partner_company_id");--> statement-breakpoint
CREATE INDEX "supply_partners_host_idx" ON "supply_partners" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "footprint_requests_requester_idx" ON "footprint_requests" USING btree ("requester_company_id","status");--> statement-breakpoint
CREATE INDEX "footprint_requests_supplier_idx" ON "footprint_requests" USING btree ("supplier_company_id","status");--> statement-breakpoint
CREATE INDEX "footprint_requests_partner_idx" ON "footprint_requests" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "footprint_requests_host_idx" ON "footprint_requests" USING btree ("supplier_host_id");--> statement-breakpoint
CREATE INDEX "footprint_requests_footprint_idx" ON "footprint_requests" USING btree ("pact_footprint_id");--> statement-breakpoint
CREATE UNIQUE INDEX "footprint_requests_pact_id_idx" ON "footprint_requests" USING btree ("pact_request_id",coalesce("requester_client_id", 0));--> statement-breakpoint
CREATE INDEX "footprint_applications_request_idx" ON "footprint_applications" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "footprint_applications_company_idx" ON "footprint_applications" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "footprint_applications_project_idx" ON "footprint_applications" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "footprint_applications_line_idx" ON "footprint_applications" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "footprint_applications_unit_idx" ON "footprint_applications" USING btree ("unit_id");--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_supplier_unit_id_units_id_fk" FOREIGN KEY ("supplier_unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_lines_supplier_unit_idx" ON "inventory_lines" USING btree ("supplier_unit_id");--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_one_source" CHECK ((("inventory_lines"."source_kind" is null and "inventory_lines"."factor_id" is null and "inventory_lines"."factor_version_id" is null and "inventory_lines"."gas" is null)
        or ("inventory_lines"."source_kind" = 'factor' and "inventory_lines"."factor_id" is not null and "inventory_lines"."factor_version_id" is not null and "inventory_lines"."gas" is null)
        or ("inventory_lines"."source_kind" = 'gas' and "inventory_lines"."gas" is not null and "inventory_lines"."factor_id" is null and "inventory_lines"."factor_version_id" is null)
        or ("inventory_lines"."source_kind" = 'supplier' and "inventory_lines"."factor_id" is null and "inventory_lines"."factor_version_id" is null and "inventory_lines"."gas" is null))
        and ((coalesce("inventory_lines"."source_kind", '') = 'supplier') = ("inventory_lines"."supplier_footprint_id" is not null and "inventory_lines"."supplier_value" is not null and "inventory_lines"."supplier_unit_id" is not null))
        and (coalesce("inventory_lines"."source_kind", '') = 'supplier' or ("inventory_lines"."supplier_footprint_id" is null and "inventory_lines"."supplier_value" is null and "inventory_lines"."supplier_unit_id" is null)));