/**
 * The footprint area's first-start data: the result list it serves through the generic object API.
 * server/src/seed gathers it with every area's; rows are seeded when missing and never
 * overwritten.
 */
import { companyIdField, dictField, field, idField, readOnlyFields, updatedAtField } from '../../db/seedShapes';
import type { ObjectSeed } from '../../db/seedShapes';

export const FOOTPRINT_OBJECTS: readonly ObjectSeed[] = [
  // The evaluation results (/businessAccounting/carbon_footprint): a read model (the view
  // pcf_footprint_result, migration 0018) of every snapshot with its project and company named,
  // is_latest marking each project's newest. It refuses writes: results are made only by
  // /rest/footprint/compute. Company-scoped; reviewers list it through /rest/footprint/getObjDataByPage
  // (the projects they review).
  {
    name: 'pcf_footprint_result',
    tableName: 'pcf_footprint_result',
    labelZh: '碳足迹评价结果',
    labelEn: 'Footprint results',
    companyScoped: true,
    permissionPrefix: 'business:footprint',
    fields: readOnlyFields([
      idField(),
      field('project_id', 'integer', '项目编号', 'Project ID', { searchable: true, sortable: true, shownInList: false }),
      field('project_code', 'string', '项目编号', 'Project code', { searchable: true, sortable: true, maxLength: 50 }),
      field('project_name', 'string', '项目名称', 'Project name', { searchable: true, sortable: true, maxLength: 100 }),
      field('product_model', 'string', '产品型号', 'Product model', { searchable: true, sortable: true, maxLength: 100 }),
      dictField('project_status', 'pcf_project_status', '项目状态', 'Project status', { searchable: true, sortable: true, maxLength: 20 }),
      companyIdField(),
      field('company_name', 'string', '企业名称', 'Company name', { searchable: true, sortable: true, maxLength: 200 }),
      field('company_name_en', 'string', '企业英文名称', 'Company name (English)', { shownInList: false, maxLength: 200 }),
      field('reviewer_id', 'integer', '审核人员编号', 'Reviewer ID', { shownInList: false }),
      field('seq', 'integer', '计算序号', 'Computation no.', { searchable: true, sortable: true }),
      field('is_latest', 'boolean', '最新结果', 'Latest result', { searchable: true, sortable: false, shownInList: false }),
      field('created_at', 'datetime', '计算时间', 'Computed at', { searchable: true, sortable: true }),
      updatedAtField({ searchable: false, sortable: false, shownInList: false }),
      field('created_by_name', 'string', '计算人', 'Computed by', { searchable: true, sortable: true, maxLength: 50 }),
      dictField('gwp_set', 'pcf_gwp_set', 'GWP 值版本', 'GWP set', { searchable: true, sortable: true, shownInList: false, maxLength: 10 }),
      field('total', 'number', '碳足迹（kg CO₂e）', 'Footprint (kg CO₂e)', { searchable: true, sortable: true }),
      field('per_declared_unit', 'number', '每声明单位（kg CO₂e）', 'Per declared unit (kg CO₂e)', { searchable: true, sortable: true }),
      field('declared_unit_code', 'string', '声明单位', 'Declared unit', { searchable: true, sortable: true, maxLength: 20 }),
      field('per_kwp', 'number', '每 kWp（kg CO₂e）', 'Per kWp (kg CO₂e)', { searchable: true, sortable: true }),
      field('per_m2', 'number', '每 m²（kg CO₂e）', 'Per m² (kg CO₂e)', { searchable: true, sortable: true, shownInList: false }),
      field('dqr', 'number', '数据质量（DQR）', 'Data quality (DQR)', { searchable: true, sortable: true }),
      field('line_count', 'integer', '清单行数', 'Lines', { searchable: true, sortable: true, shownInList: false }),
    ]),
  },
];
