ALTER TABLE "directory_nodes" ADD COLUMN "name_en" text;--> statement-breakpoint
-- The seeded directory nodes get the English names of directory/seed.ts (matched by their Chinese
-- name); any other node (an administrator's) keeps its Chinese name in English until renamed.
UPDATE "directory_nodes" d SET "name_en" = coalesce(m.name_en, d.name)
FROM "directory_nodes" n
LEFT JOIN (VALUES
  ('原材料获取', 'Raw material acquisition'),
  ('硅料', 'Silicon feedstock'),
  ('工业硅', 'Metallurgical-grade silicon'),
  ('多晶硅', 'Polysilicon'),
  ('硅片', 'Silicon wafers'),
  ('电池片', 'Solar cells'),
  ('辅材', 'Auxiliary materials'),
  ('光伏玻璃', 'PV glass'),
  ('铝边框', 'Aluminium frame'),
  ('EVA/POE胶膜', 'EVA/POE encapsulant film'),
  ('背板', 'Backsheet'),
  ('接线盒', 'Junction box'),
  ('银浆', 'Silver paste'),
  ('焊带', 'Ribbon'),
  ('包装材料', 'Packaging materials'),
  ('生产制造', 'Manufacturing'),
  ('电力', 'Electricity'),
  ('天然气', 'Natural gas'),
  ('蒸汽', 'Steam'),
  ('工艺气体', 'Process gases'),
  ('三氟化氮', 'Nitrogen trifluoride (NF3)'),
  ('六氟化硫', 'Sulphur hexafluoride (SF6)'),
  ('四氟化碳', 'Carbon tetrafluoride (CF4)'),
  ('水', 'Water'),
  ('生产废弃物', 'Production waste'),
  ('分销运输', 'Distribution and transport'),
  ('公路运输', 'Road transport'),
  ('铁路运输', 'Rail transport'),
  ('海运', 'Sea freight'),
  ('空运', 'Air freight'),
  ('使用', 'Use'),
  ('运行维护', 'Operation and maintenance'),
  ('部件更换', 'Component replacement'),
  ('废弃处置', 'End of life'),
  ('填埋', 'Landfill'),
  ('焚烧', 'Incineration'),
  ('回收利用', 'Recycling'),
  ('玻璃回收', 'Glass recycling'),
  ('铝回收', 'Aluminium recycling'),
  ('硅回收', 'Silicon recycling')
) AS m(name_zh, name_en) ON m.name_zh = n.name
WHERE n.id = d.id;
--> statement-breakpoint
-- The lists name categories and companies in both languages: the English names come last (as
-- CREATE OR REPLACE VIEW requires) and the list shows them to an English reader (ObjectTable).
CREATE OR REPLACE VIEW "pcf_emission_factor" AS
SELECT f.id, f.code, v.id AS version_id, v.version, v.name_zh, v.name_en, v.category_id, d.name AS category_name,
  v.value, v.unit_id, u.code AS unit_code, v.gwp_set, v.region, v.year, v.source, v.database_version,
  v.valid_from, v.valid_to,
  CASE WHEN v.dqr_ter IS NULL THEN NULL ELSE round((v.dqr_ter + v.dqr_ger + v.dqr_tir + v.dqr_p) / 4, 2) END AS dqr,
  coalesce((SELECT string_agg(g.gas, ',' ORDER BY g.gas) FROM emission_factor_gases g WHERE g.version_id = v.id), '') AS gases,
  v.uncertainty, v.gsd, f.created_at, v.created_at AS updated_at,
  v.ncv_value, nu.code AS ncv_per_unit_code, ne.code AS ncv_energy_unit_code, v.ncv_source,
  coalesce(nullif(trim(d.name_en), ''), d.name) AS category_name_en
FROM emission_factors f
JOIN emission_factor_versions v ON v.id = f.current_version_id
JOIN units u ON u.id = v.unit_id
LEFT JOIN units nu ON nu.id = v.ncv_per_unit_id
LEFT JOIN units ne ON ne.id = v.ncv_energy_unit_id
LEFT JOIN directory_nodes d ON d.id = v.category_id;
--> statement-breakpoint
CREATE OR REPLACE VIEW "pcf_general_dataset" AS
SELECT g.id, g.code, g.name_zh, g.name_en, g.unit_id, u.code AS unit_code, g.category_id, n.name AS category_name,
  g.region, g.year, g.source, g.footprint, g.computed_at,
  CASE WHEN g.footprint IS NULL THEN 'problem' ELSE 'computed' END AS status,
  (SELECT count(*)::int FROM general_dataset_exchanges e WHERE e.dataset_id = g.id) AS exchange_count,
  g.created_at, g.updated_at,
  coalesce(nullif(trim(n.name_en), ''), n.name) AS category_name_en
FROM general_datasets g
JOIN units u ON u.id = g.unit_id
LEFT JOIN directory_nodes n ON n.id = g.category_id;
--> statement-breakpoint
CREATE OR REPLACE VIEW "pcf_project" AS
SELECT p.id, p.company_id, c.name AS company_name, p.code, p.name, p.product_model, p.technology,
  p.rated_power_wp, p.area_m2, p.mass_kg, p.standard, p.boundary, p.declared_unit_id, u.code AS declared_unit_code,
  p.period_start, p.period_end, p.gwp_set, p.accountant_id, a.name AS accountant_name,
  p.reviewer_id, r.name AS reviewer_name, p.status, p.created_at, p.updated_at,
  coalesce(nullif(trim(c.name_en), ''), c.name) AS company_name_en
FROM projects p
JOIN companies c ON c.id = p.company_id
JOIN units u ON u.id = p.declared_unit_id
JOIN users a ON a.id = p.accountant_id
JOIN users r ON r.id = p.reviewer_id;
--> statement-breakpoint
CREATE OR REPLACE VIEW "pcf_footprint_result" AS
SELECT s.id, s.project_id, p.code AS project_code, p.name AS project_name, p.product_model, p.status AS project_status,
  s.company_id, c.name AS company_name, p.reviewer_id, s.seq,
  s.seq = (SELECT max(l.seq) FROM footprint_snapshots l WHERE l.project_id = s.project_id) AS is_latest,
  s.created_at, s.created_at AS updated_at, s.created_by_name, s.gwp_set, s.total, s.per_declared_unit, s.declared_unit_code, s.per_kwp, s.per_m2, s.dqr, s.line_count,
  coalesce(nullif(trim(c.name_en), ''), c.name) AS company_name_en
FROM footprint_snapshots s
JOIN projects p ON p.id = s.project_id
JOIN companies c ON c.id = s.company_id;
