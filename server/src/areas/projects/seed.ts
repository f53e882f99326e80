/**
 * The projects area's first-start data: the project list it serves through the generic object API
 * and the dictionaries of a project's status, cell technology, standard and boundary.
 * server/src/seed gathers it with every area's; rows are seeded when missing and never
 * overwritten.
 */
import {
  companyIdField,
  createdAtField,
  dictField,
  field,
  idField,
  readOnlyFields,
  updatedAtField,
  type DictTypeSeed,
  type ObjectSeed,
} from '../../db/seedShapes';

export const PROJECT_OBJECTS: readonly ObjectSeed[] = [
  // The project list: a read model (the view pcf_project, projects migration) with the company,
  // accountant, reviewer and declared unit named; it refuses writes, so projects change only
  // through /rest/project/* and the lifecycle's rules.
  {
    name: 'pcf_project',
    tableName: 'pcf_project',
    labelZh: '核算项目',
    labelEn: 'Accounting projects',
    companyScoped: true,
    permissionPrefix: 'business:project',
    fields: readOnlyFields([
      idField(),
      field('code', 'string', '项目编号', 'Project code', { searchable: true, sortable: true, maxLength: 50 }),
      field('name', 'string', '项目名称', 'Project name', { searchable: true, sortable: true, maxLength: 100 }),
      companyIdField(),
      field('company_name', 'string', '企业名称', 'Company name', { searchable: true, sortable: true, maxLength: 200 }),
      field('product_model', 'string', '产品型号', 'Product model', { searchable: true, sortable: true, maxLength: 100 }),
      dictField('technology', 'pcf_pv_technology', '电池技术', 'Cell technology', { searchable: true, sortable: true, maxLength: 50 }),
      field('rated_power_wp', 'number', '额定功率(Wp)', 'Rated power (Wp)', { searchable: true, sortable: true, shownInList: false }),
      field('area_m2', 'number', '面积(m²)', 'Area (m²)', { searchable: true, sortable: true, shownInList: false }),
      field('mass_kg', 'number', '质量(kg)', 'Mass (kg)', { searchable: true, sortable: true, shownInList: false }),
      dictField('standard', 'pcf_project_standard', '核算标准', 'Standard', { searchable: true, sortable: true, maxLength: 20 }),
      dictField('boundary', 'pcf_system_boundary', '系统边界', 'Boundary', {
        searchable: true,
        sortable: true,
        shownInList: false,
        maxLength: 20,
      }),
      field('declared_unit_id', 'integer', '声明单位编号', 'Declared unit ID', { shownInList: false }),
      field('declared_unit_code', 'string', '声明单位', 'Declared unit', {
        searchable: true,
        sortable: true,
        shownInList: false,
        maxLength: 20,
      }),
      field('period_start', 'date', '报告期开始', 'Period start', { searchable: true, sortable: true }),
      field('period_end', 'date', '报告期结束', 'Period end', { searchable: true, sortable: true }),
      dictField('gwp_set', 'pcf_gwp_set', 'GWP 值版本', 'GWP set', { searchable: true, sortable: true, shownInList: false, maxLength: 10 }),
      field('accountant_id', 'integer', '核算人员编号', 'Accountant ID', { shownInList: false }),
      field('accountant_name', 'string', '核算人员', 'Accountant', { searchable: true, sortable: true, maxLength: 50 }),
      field('reviewer_id', 'integer', '审核人员编号', 'Reviewer ID', { shownInList: false }),
      field('reviewer_name', 'string', '审核人员', 'Reviewer', { searchable: true, sortable: true, maxLength: 50 }),
      dictField('status', 'pcf_project_status', '状态', 'Status', { searchable: true, sortable: true, maxLength: 20 }),
      createdAtField({ searchable: true, sortable: true }),
      updatedAtField({ searchable: true, sortable: true, shownInList: false }),
    ]),
  },
];

export const PROJECT_DICTIONARIES: readonly DictTypeSeed[] = [
  {
    // the lifecycle's statuses (ProjectStatus; fixed by code)
    code: 'pcf_project_status',
    nameZh: '项目状态',
    nameEn: 'Project status',
    items: [
      { value: 'assigned', labelZh: '已分配', labelEn: 'Assigned' },
      { value: 'collecting', labelZh: '数据收集中', labelEn: 'Collecting data' },
      { value: 'submitted', labelZh: '已提交', labelEn: 'Submitted' },
      { value: 'in_review', labelZh: '审核中', labelEn: 'In review' },
      { value: 'returned', labelZh: '已退回', labelEn: 'Returned' },
      { value: 'approved', labelZh: '审核通过', labelEn: 'Approved' },
      { value: 'computed', labelZh: '已核算', labelEn: 'Computed' },
      { value: 'reported', labelZh: '已出报告', labelEn: 'Reported' },
      { value: 'published', labelZh: '已发布', labelEn: 'Published' },
    ],
  },
  {
    // open list: administrators may add technologies; a project takes any enabled value
    code: 'pcf_pv_technology',
    nameZh: '电池技术',
    nameEn: 'Cell technology',
    items: [
      { value: 'mono_perc', labelZh: '单晶 PERC', labelEn: 'mono-PERC' },
      { value: 'topcon', labelZh: 'TOPCon', labelEn: 'TOPCon' },
      { value: 'hjt', labelZh: '异质结 HJT', labelEn: 'HJT (heterojunction)' },
      { value: 'ibc', labelZh: '背接触 IBC', labelEn: 'IBC (back contact)' },
      { value: 'poly_bsf', labelZh: '多晶 BSF', labelEn: 'poly-BSF' },
      { value: 'cdte', labelZh: '碲化镉 CdTe', labelEn: 'CdTe' },
      { value: 'cigs', labelZh: '铜铟镓硒 CIGS', labelEn: 'CIGS' },
      { value: 'perovskite', labelZh: '钙钛矿', labelEn: 'Perovskite' },
      { value: 'other', labelZh: '其他', labelEn: 'Other' },
    ],
  },
  {
    // ProjectStandard (fixed by code: the database checks the value)
    code: 'pcf_project_standard',
    nameZh: '核算标准',
    nameEn: 'Accounting standard',
    items: [
      { value: 'iso_14067', labelZh: 'ISO 14067', labelEn: 'ISO 14067' },
      { value: 'pas_2050', labelZh: 'PAS 2050', labelEn: 'PAS 2050' },
      { value: 'eu_pef', labelZh: '欧盟 PEF', labelEn: 'EU PEF' },
      { value: 'fr_ecs', labelZh: '法国 ECS', labelEn: 'French ECS' },
      { value: 't_gdcpa_013', labelZh: 'T/GDCPA 013', labelEn: 'T/GDCPA 013' },
    ],
  },
  {
    code: 'pcf_system_boundary',
    nameZh: '系统边界',
    nameEn: 'System boundary',
    items: [
      { value: 'cradle_to_gate', labelZh: '从摇篮到大门', labelEn: 'Cradle to gate' },
      { value: 'cradle_to_grave', labelZh: '从摇篮到坟墓', labelEn: 'Cradle to grave' },
    ],
  },
];
