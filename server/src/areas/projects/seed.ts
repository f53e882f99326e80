/**
 * The projects area's first-start data: the project list it serves through the generic object API
 * and the dictionaries of a project's status, cell technology, standard and boundary.
 * server/src/seed gathers it with every area's; rows are seeded when missing and never
 * overwritten.
 */
import { companyIdField, createdAtField, dictField, dictionary, field, idField, readOnlyFields, updatedAtField } from '../../db/seedShapes';
import type { DictTypeSeed, ObjectSeed } from '../../db/seedShapes';

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
      field('company_name_en', 'string', '企业英文名称', 'Company name (English)', { shownInList: false, maxLength: 200 }),
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
  // the lifecycle's statuses (ProjectStatus; fixed by code)
  dictionary('pcf_project_status', '项目状态', 'Project status', [
    ['assigned', '已分配', 'Assigned'],
    ['collecting', '数据收集中', 'Collecting data'],
    ['submitted', '已提交', 'Submitted'],
    ['in_review', '审核中', 'In review'],
    ['returned', '已退回', 'Returned'],
    ['approved', '审核通过', 'Approved'],
    ['computed', '已核算', 'Computed'],
    ['reported', '已出报告', 'Reported'],
    ['published', '已发布', 'Published'],
  ]),
  // open list: administrators may add technologies; a project takes any enabled value
  dictionary('pcf_pv_technology', '电池技术', 'Cell technology', [
    ['mono_perc', '单晶 PERC', 'mono-PERC'],
    ['topcon', 'TOPCon', 'TOPCon'],
    ['hjt', '异质结 HJT', 'HJT (heterojunction)'],
    ['ibc', '背接触 IBC', 'IBC (back contact)'],
    ['poly_bsf', '多晶 BSF', 'poly-BSF'],
    ['cdte', '碲化镉 CdTe', 'CdTe'],
    ['cigs', '铜铟镓硒 CIGS', 'CIGS'],
    ['perovskite', '钙钛矿', 'Perovskite'],
    ['other', '其他', 'Other'],
  ]),
  // ProjectStandard (fixed by code: the database checks the value)
  dictionary('pcf_project_standard', '核算标准', 'Accounting standard', [
    ['iso_14067', 'ISO 14067', 'ISO 14067'],
    ['pas_2050', 'PAS 2050', 'PAS 2050'],
    ['eu_pef', '欧盟 PEF', 'EU PEF'],
    ['fr_ecs', '法国 ECS', 'French ECS'],
    ['t_gdcpa_013', 'T/GDCPA 013', 'T/GDCPA 013'],
  ]),
  dictionary('pcf_system_boundary', '系统边界', 'System boundary', [
    ['cradle_to_gate', '从摇篮到大门', 'Cradle to gate'],
    ['cradle_to_grave', '从摇篮到坟墓', 'Cradle to grave'],
  ]),
];
