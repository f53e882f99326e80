-- The evaluation results of the generic object API (object pcf_footprint_result): every snapshot with
-- its project and company named; is_latest marks each project's newest, the one the evaluation list
-- shows. A snapshot never changes, so its updated_at is its created_at. Kept by hand (drizzle-kit
-- does not manage views): a migration that changes a column it reads must drop and recreate it.
CREATE VIEW "pcf_footprint_result" AS
SELECT s.id, s.project_id, p.code AS project_code, p.name AS project_name, p.product_model, p.status AS project_status,
  s.company_id, c.name AS company_name, p.reviewer_id, s.seq,
  s.seq = (SELECT max(l.seq) FROM footprint_snapshots l WHERE l.project_id = s.project_id) AS is_latest,
  s.created_at, s.created_at AS updated_at, s.created_by_name, s.gwp_set, s.total, s.per_declared_unit, s.declared_unit_code, s.per_kwp, s.per_m2, s.dqr, s.line_count
FROM footprint_snapshots s
JOIN projects p ON p.id = s.project_id
JOIN companies c ON c.id = s.company_id;
--> statement-breakpoint
-- A read model: any write through it is refused as a constraint violation (the generic API's 400);
-- snapshots are written only by a computation (/rest/footprint/compute) and never changed.
CREATE FUNCTION "pcf_footprint_result_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'pcf_footprint_result is read-only: results are made by /rest/footprint/compute' USING ERRCODE = '23000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "pcf_footprint_result_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "pcf_footprint_result" FOR EACH ROW EXECUTE FUNCTION "pcf_footprint_result_read_only"();
