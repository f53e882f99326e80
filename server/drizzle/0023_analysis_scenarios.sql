CREATE TABLE "analysis_scenarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"snapshot_id" integer NOT NULL,
	"name" text NOT NULL,
	"swaps" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_scenarios_name_present" CHECK (btrim("analysis_scenarios"."name") <> '')
);
--> statement-breakpoint
ALTER TABLE "analysis_scenarios" ADD CONSTRAINT "analysis_scenarios_snapshot_id_footprint_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."footprint_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_scenarios_snapshot_idx" ON "analysis_scenarios" USING btree ("snapshot_id");