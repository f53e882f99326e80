/**
 * The objects the generic object API serves from the start, with their fields. Seeded when
 * missing; an administrator's later changes to a registration are never overwritten.
 */
import type { ObjFieldType } from '@pcf/shared/contracts';

export interface FieldSeed {
  name: string;
  columnName: string;
  type: ObjFieldType;
  labelZh: string;
  labelEn: string;
  dictType?: string;
  required?: boolean;
  searchable?: boolean;
  sortable?: boolean;
  shownInList?: boolean;
  editable?: boolean;
  maxLength?: number;
}

export interface ObjectSeed {
  name: string;
  tableName: string;
  labelZh: string;
  labelEn: string;
  companyScoped: boolean;
  permissionPrefix: string;
  /** Columns the roles' data scope applies to (department, owning user); none: company scope only. */
  deptField?: string;
  ownerField?: string;
  fields: FieldSeed[];
}

export const OBJECT_REGISTRY: readonly ObjectSeed[] = [
  {
    name: 'sys_post',
    tableName: 'sys_post',
    labelZh: '岗位',
    labelEn: 'Posts',
    companyScoped: true,
    permissionPrefix: 'system:post',
    fields: [
      { name: 'id', columnName: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'code', columnName: 'code', type: 'string', labelZh: '岗位编码', labelEn: 'Post code', required: true, searchable: true, sortable: true, maxLength: 64 },
      { name: 'name', columnName: 'name', type: 'string', labelZh: '岗位名称', labelEn: 'Post name', required: true, searchable: true, sortable: true, maxLength: 100 },
      { name: 'sort', columnName: 'sort', type: 'integer', labelZh: '显示顺序', labelEn: 'Order', required: true, searchable: true, sortable: true },
      { name: 'status', columnName: 'status', type: 'dict', dictType: 'sys_normal_disable', labelZh: '状态', labelEn: 'Status', required: true, searchable: true, sortable: true, maxLength: 1 },
      { name: 'remark', columnName: 'remark', type: 'string', labelZh: '备注', labelEn: 'Remark', shownInList: false, maxLength: 500 },
      { name: 'company_id', columnName: 'company_id', type: 'integer', labelZh: '所属企业', labelEn: 'Company', searchable: true, sortable: true, shownInList: false },
      { name: 'created_at', columnName: 'created_at', type: 'datetime', labelZh: '创建时间', labelEn: 'Created at', searchable: true, sortable: true, editable: false },
      { name: 'updated_at', columnName: 'updated_at', type: 'datetime', labelZh: '更新时间', labelEn: 'Updated at', sortable: true, shownInList: false, editable: false },
    ],
  },
  {
    // The user list: a read model (the view sys_user, migration 0003) holding only safe columns,
    // never the password hash, lockout counters or tokens, plus the names and ids of each user's
    // roles and posts. The view refuses writes: users change through /rest/user/* and its rules.
    name: 'sys_user',
    tableName: 'sys_user',
    labelZh: '用户',
    labelEn: 'Users',
    companyScoped: true,
    permissionPrefix: 'system:user',
    // a user's row is in scope by their department, and for 'self' it is the user themself
    deptField: 'dept_id',
    ownerField: 'id',
    fields: [
      { name: 'id', columnName: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'account', columnName: 'account', type: 'string', labelZh: '账号', labelEn: 'Account', searchable: true, sortable: true, editable: false, maxLength: 32 },
      { name: 'name', columnName: 'name', type: 'string', labelZh: '姓名', labelEn: 'Name', searchable: true, sortable: true, editable: false, maxLength: 50 },
      { name: 'user_type', columnName: 'user_type', type: 'dict', dictType: 'sys_user_type', labelZh: '用户类型', labelEn: 'User type', searchable: true, sortable: true, editable: false, maxLength: 20 },
      { name: 'company_id', columnName: 'company_id', type: 'integer', labelZh: '所属企业', labelEn: 'Company', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'company_name', columnName: 'company_name', type: 'string', labelZh: '企业名称', labelEn: 'Company name', searchable: true, sortable: true, editable: false, maxLength: 200 },
      { name: 'dept_id', columnName: 'dept_id', type: 'integer', labelZh: '部门', labelEn: 'Department', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'dept_name', columnName: 'dept_name', type: 'string', labelZh: '部门名称', labelEn: 'Department name', searchable: true, sortable: true, editable: false, maxLength: 100 },
      { name: 'post_ids', columnName: 'post_ids', type: 'string', labelZh: '岗位编号', labelEn: 'Post IDs', shownInList: false, editable: false },
      { name: 'post_names', columnName: 'post_names', type: 'string', labelZh: '岗位', labelEn: 'Posts', searchable: true, editable: false, maxLength: 100 },
      { name: 'role_ids', columnName: 'role_ids', type: 'string', labelZh: '角色编号', labelEn: 'Role IDs', shownInList: false, editable: false },
      { name: 'role_names', columnName: 'role_names', type: 'string', labelZh: '角色', labelEn: 'Roles', searchable: true, editable: false, maxLength: 100 },
      { name: 'phone', columnName: 'phone', type: 'string', labelZh: '手机号码', labelEn: 'Phone', searchable: true, sortable: true, editable: false, maxLength: 20 },
      { name: 'email', columnName: 'email', type: 'string', labelZh: '邮箱', labelEn: 'Email', searchable: true, sortable: true, editable: false, maxLength: 100 },
      { name: 'status', columnName: 'status', type: 'dict', dictType: 'sys_user_status', labelZh: '注册状态', labelEn: 'Registration status', searchable: true, sortable: true, shownInList: false, editable: false, maxLength: 20 },
      { name: 'frozen', columnName: 'frozen', type: 'boolean', labelZh: '冻结', labelEn: 'Frozen', searchable: true, sortable: true, editable: false },
      { name: 'created_at', columnName: 'created_at', type: 'datetime', labelZh: '创建时间', labelEn: 'Created at', searchable: true, sortable: true, editable: false },
      { name: 'updated_at', columnName: 'updated_at', type: 'datetime', labelZh: '更新时间', labelEn: 'Updated at', searchable: true, sortable: true, shownInList: false, editable: false },
    ],
  },
  {
    // The unit list of /businessAccounting/unit: a read model (the view pcf_unit over units) that
    // refuses writes; units change through /rest/unit/* and its rules (reference units, one base
    // unit per dimension, units in use). Reference data of the method: no company scope.
    name: 'pcf_unit',
    tableName: 'pcf_unit',
    labelZh: '单位',
    labelEn: 'Units',
    companyScoped: false,
    permissionPrefix: 'business:unit',
    fields: [
      { name: 'id', columnName: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'code', columnName: 'code', type: 'string', labelZh: '单位符号', labelEn: 'Symbol', required: true, searchable: true, sortable: true, editable: false, maxLength: 20 },
      { name: 'name_zh', columnName: 'name_zh', type: 'string', labelZh: '中文名称', labelEn: 'Chinese name', required: true, searchable: true, sortable: true, editable: false, maxLength: 50 },
      { name: 'name_en', columnName: 'name_en', type: 'string', labelZh: '英文名称', labelEn: 'English name', required: true, searchable: true, sortable: true, editable: false, maxLength: 50 },
      { name: 'dimension', columnName: 'dimension', type: 'dict', dictType: 'pcf_unit_dimension', labelZh: '量纲', labelEn: 'Dimension', required: true, searchable: true, sortable: true, editable: false, maxLength: 20 },
      { name: 'factor', columnName: 'factor', type: 'number', labelZh: '换算系数（对基准单位）', labelEn: 'Factor to base unit', required: true, searchable: true, sortable: true, editable: false },
      { name: 'is_base', columnName: 'is_base', type: 'boolean', labelZh: '基准单位', labelEn: 'Base unit', searchable: true, sortable: true, editable: false },
      { name: 'seeded', columnName: 'seeded', type: 'boolean', labelZh: '参考单位', labelEn: 'Reference unit', searchable: true, sortable: true, editable: false },
      { name: 'created_at', columnName: 'created_at', type: 'datetime', labelZh: '创建时间', labelEn: 'Created at', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'updated_at', columnName: 'updated_at', type: 'datetime', labelZh: '更新时间', labelEn: 'Updated at', sortable: true, shownInList: false, editable: false },
    ],
  },
  {
    // The project list: a read model (the view pcf_project, projects migration) with the company,
    // accountant, reviewer and declared unit named; it refuses writes, so projects change only
    // through /rest/project/* and the lifecycle's rules.
    name: 'pcf_project',
    tableName: 'pcf_project',
    labelZh: '核算项目',
    labelEn: 'Accounting projects',
    companyScoped: true,
    permissionPrefix: 'business:project',
    fields: [
      { name: 'id', columnName: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'code', columnName: 'code', type: 'string', labelZh: '项目编号', labelEn: 'Project code', searchable: true, sortable: true, editable: false, maxLength: 50 },
      { name: 'name', columnName: 'name', type: 'string', labelZh: '项目名称', labelEn: 'Project name', searchable: true, sortable: true, editable: false, maxLength: 100 },
      { name: 'company_id', columnName: 'company_id', type: 'integer', labelZh: '所属企业', labelEn: 'Company', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'company_name', columnName: 'company_name', type: 'string', labelZh: '企业名称', labelEn: 'Company name', searchable: true, sortable: true, editable: false, maxLength: 200 },
      { name: 'product_model', columnName: 'product_model', type: 'string', labelZh: '产品型号', labelEn: 'Product model', searchable: true, sortable: true, editable: false, maxLength: 100 },
      { name: 'technology', columnName: 'technology', type: 'dict', dictType: 'pcf_pv_technology', labelZh: '电池技术', labelEn: 'Cell technology', searchable: true, sortable: true, editable: false, maxLength: 50 },
      { name: 'rated_power_wp', columnName: 'rated_power_wp', type: 'number', labelZh: '额定功率(Wp)', labelEn: 'Rated power (Wp)', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'area_m2', columnName: 'area_m2', type: 'number', labelZh: '面积(m²)', labelEn: 'Area (m²)', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'mass_kg', columnName: 'mass_kg', type: 'number', labelZh: '质量(kg)', labelEn: 'Mass (kg)', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'standard', columnName: 'standard', type: 'dict', dictType: 'pcf_project_standard', labelZh: '核算标准', labelEn: 'Standard', searchable: true, sortable: true, editable: false, maxLength: 20 },
      { name: 'boundary', columnName: 'boundary', type: 'dict', dictType: 'pcf_system_boundary', labelZh: '系统边界', labelEn: 'Boundary', searchable: true, sortable: true, shownInList: false, editable: false, maxLength: 20 },
      { name: 'declared_unit_id', columnName: 'declared_unit_id', type: 'integer', labelZh: '声明单位编号', labelEn: 'Declared unit ID', shownInList: false, editable: false },
      { name: 'declared_unit_code', columnName: 'declared_unit_code', type: 'string', labelZh: '声明单位', labelEn: 'Declared unit', searchable: true, sortable: true, shownInList: false, editable: false, maxLength: 20 },
      { name: 'period_start', columnName: 'period_start', type: 'date', labelZh: '报告期开始', labelEn: 'Period start', searchable: true, sortable: true, editable: false },
      { name: 'period_end', columnName: 'period_end', type: 'date', labelZh: '报告期结束', labelEn: 'Period end', searchable: true, sortable: true, editable: false },
      { name: 'gwp_set', columnName: 'gwp_set', type: 'dict', dictType: 'pcf_gwp_set', labelZh: 'GWP 值版本', labelEn: 'GWP set', searchable: true, sortable: true, shownInList: false, editable: false, maxLength: 10 },
      { name: 'accountant_id', columnName: 'accountant_id', type: 'integer', labelZh: '核算人员编号', labelEn: 'Accountant ID', shownInList: false, editable: false },
      { name: 'accountant_name', columnName: 'accountant_name', type: 'string', labelZh: '核算人员', labelEn: 'Accountant', searchable: true, sortable: true, editable: false, maxLength: 50 },
      { name: 'reviewer_id', columnName: 'reviewer_id', type: 'integer', labelZh: '审核人员编号', labelEn: 'Reviewer ID', shownInList: false, editable: false },
      { name: 'reviewer_name', columnName: 'reviewer_name', type: 'string', labelZh: '审核人员', labelEn: 'Reviewer', searchable: true, sortable: true, editable: false, maxLength: 50 },
      { name: 'status', columnName: 'status', type: 'dict', dictType: 'pcf_project_status', labelZh: '状态', labelEn: 'Status', searchable: true, sortable: true, editable: false, maxLength: 20 },
      { name: 'created_at', columnName: 'created_at', type: 'datetime', labelZh: '创建时间', labelEn: 'Created at', searchable: true, sortable: true, editable: false },
      { name: 'updated_at', columnName: 'updated_at', type: 'datetime', labelZh: '更新时间', labelEn: 'Updated at', searchable: true, sortable: true, shownInList: false, editable: false },
    ],
  },
  {
    // The evaluation results (/businessAccounting/carbon_footprint): a read model (the view
    // pcf_footprint_result, migration 0018) of every snapshot with its project and company named,
    // is_latest marking each project's newest. It refuses writes: results are made only by
    // /rest/footprint/compute. Company-scoped; reviewers list it through /rest/footprint/getObjDataByPage
    // (the projects they review).
    name: 'pcf_footprint_result',
    tableName: 'pcf_footprint_result',
    labelZh: '碳足迹评价结果',
    labelEn: 'Footprint results',
    companyScoped: true,
    permissionPrefix: 'business:footprint',
    fields: [
      { name: 'id', columnName: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'project_id', columnName: 'project_id', type: 'integer', labelZh: '项目编号', labelEn: 'Project ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'project_code', columnName: 'project_code', type: 'string', labelZh: '项目编号', labelEn: 'Project code', searchable: true, sortable: true, editable: false, maxLength: 50 },
      { name: 'project_name', columnName: 'project_name', type: 'string', labelZh: '项目名称', labelEn: 'Project name', searchable: true, sortable: true, editable: false, maxLength: 100 },
      { name: 'product_model', columnName: 'product_model', type: 'string', labelZh: '产品型号', labelEn: 'Product model', searchable: true, sortable: true, editable: false, maxLength: 100 },
      { name: 'project_status', columnName: 'project_status', type: 'dict', dictType: 'pcf_project_status', labelZh: '项目状态', labelEn: 'Project status', searchable: true, sortable: true, editable: false, maxLength: 20 },
      { name: 'company_id', columnName: 'company_id', type: 'integer', labelZh: '所属企业', labelEn: 'Company', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'company_name', columnName: 'company_name', type: 'string', labelZh: '企业名称', labelEn: 'Company name', searchable: true, sortable: true, editable: false, maxLength: 200 },
      { name: 'reviewer_id', columnName: 'reviewer_id', type: 'integer', labelZh: '审核人员编号', labelEn: 'Reviewer ID', shownInList: false, editable: false },
      { name: 'seq', columnName: 'seq', type: 'integer', labelZh: '计算序号', labelEn: 'Computation no.', searchable: true, sortable: true, editable: false },
      { name: 'is_latest', columnName: 'is_latest', type: 'boolean', labelZh: '最新结果', labelEn: 'Latest result', searchable: true, sortable: false, shownInList: false, editable: false },
      { name: 'created_at', columnName: 'created_at', type: 'datetime', labelZh: '计算时间', labelEn: 'Computed at', searchable: true, sortable: true, editable: false },
      { name: 'updated_at', columnName: 'updated_at', type: 'datetime', labelZh: '更新时间', labelEn: 'Updated at', searchable: false, sortable: false, shownInList: false, editable: false },
      { name: 'created_by_name', columnName: 'created_by_name', type: 'string', labelZh: '计算人', labelEn: 'Computed by', searchable: true, sortable: true, editable: false, maxLength: 50 },
      { name: 'gwp_set', columnName: 'gwp_set', type: 'dict', dictType: 'pcf_gwp_set', labelZh: 'GWP 值版本', labelEn: 'GWP set', searchable: true, sortable: true, shownInList: false, editable: false, maxLength: 10 },
      { name: 'total', columnName: 'total', type: 'number', labelZh: '碳足迹（kg CO₂e）', labelEn: 'Footprint (kg CO₂e)', searchable: true, sortable: true, editable: false },
      { name: 'per_declared_unit', columnName: 'per_declared_unit', type: 'number', labelZh: '每声明单位（kg CO₂e）', labelEn: 'Per declared unit (kg CO₂e)', searchable: true, sortable: true, editable: false },
      { name: 'declared_unit_code', columnName: 'declared_unit_code', type: 'string', labelZh: '声明单位', labelEn: 'Declared unit', searchable: true, sortable: true, editable: false, maxLength: 20 },
      { name: 'per_kwp', columnName: 'per_kwp', type: 'number', labelZh: '每 kWp（kg CO₂e）', labelEn: 'Per kWp (kg CO₂e)', searchable: true, sortable: true, editable: false },
      { name: 'per_m2', columnName: 'per_m2', type: 'number', labelZh: '每 m²（kg CO₂e）', labelEn: 'Per m² (kg CO₂e)', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'dqr', columnName: 'dqr', type: 'number', labelZh: '数据质量（DQR）', labelEn: 'Data quality (DQR)', searchable: true, sortable: true, editable: false },
      { name: 'line_count', columnName: 'line_count', type: 'integer', labelZh: '清单行数', labelEn: 'Lines', searchable: true, sortable: true, shownInList: false, editable: false },
    ],
  },
  {
    // Registrations (/businessAccounting/zhuceUser): a read model (the view biz_registration,
    // migration 0013) over the companies that registered at /zhuce, with their applicant's account
    // and the reviewer's name. It refuses writes: decisions go through /rest/registration/* (platform
    // administrators). Company-scoped: only a platform administrator lists every company's.
    name: 'biz_registration',
    tableName: 'biz_registration',
    labelZh: '注册申请',
    labelEn: 'Registrations',
    companyScoped: true,
    permissionPrefix: 'business:registration',
    fields: [
      { name: 'id', columnName: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'company_name', columnName: 'company_name', type: 'string', labelZh: '企业名称', labelEn: 'Company name', searchable: true, sortable: true, editable: false, maxLength: 100 },
      { name: 'company_name_en', columnName: 'company_name_en', type: 'string', labelZh: '英文名称', labelEn: 'English name', searchable: true, sortable: true, shownInList: false, editable: false, maxLength: 200 },
      { name: 'credit_code', columnName: 'credit_code', type: 'string', labelZh: '统一社会信用代码', labelEn: 'Unified social credit code', searchable: true, sortable: true, editable: false, maxLength: 18 },
      { name: 'industry', columnName: 'industry', type: 'dict', dictType: 'biz_pv_industry', labelZh: '所属行业', labelEn: 'Industry', searchable: true, sortable: true, editable: false, maxLength: 20 },
      { name: 'region', columnName: 'region', type: 'string', labelZh: '所在地区', labelEn: 'Region', searchable: true, sortable: true, editable: false, maxLength: 100 },
      { name: 'address', columnName: 'address', type: 'string', labelZh: '详细地址', labelEn: 'Address', searchable: true, shownInList: false, editable: false, maxLength: 200 },
      { name: 'contact', columnName: 'contact', type: 'string', labelZh: '联系人', labelEn: 'Contact person', searchable: true, sortable: true, editable: false, maxLength: 50 },
      { name: 'phone', columnName: 'phone', type: 'string', labelZh: '联系电话', labelEn: 'Phone', searchable: true, sortable: true, editable: false, maxLength: 20 },
      { name: 'email', columnName: 'email', type: 'string', labelZh: '邮箱', labelEn: 'Email', searchable: true, sortable: true, shownInList: false, editable: false, maxLength: 100 },
      { name: 'account', columnName: 'account', type: 'string', labelZh: '账号', labelEn: 'Account', searchable: true, sortable: true, editable: false, maxLength: 32 },
      { name: 'review_status', columnName: 'review_status', type: 'dict', dictType: 'biz_review_status', labelZh: '审核状态', labelEn: 'Review status', searchable: true, sortable: true, editable: false, maxLength: 20 },
      { name: 'reject_reason', columnName: 'reject_reason', type: 'string', labelZh: '驳回原因', labelEn: 'Reason for rejection', searchable: true, shownInList: false, editable: false, maxLength: 500 },
      { name: 'reviewer_name', columnName: 'reviewer_name', type: 'string', labelZh: '审核人', labelEn: 'Reviewed by', searchable: true, sortable: true, shownInList: false, editable: false, maxLength: 50 },
      { name: 'reviewed_at', columnName: 'reviewed_at', type: 'datetime', labelZh: '审核时间', labelEn: 'Reviewed at', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'company_id', columnName: 'company_id', type: 'integer', labelZh: '所属企业', labelEn: 'Company', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'created_at', columnName: 'created_at', type: 'datetime', labelZh: '申请时间', labelEn: 'Applied at', searchable: true, sortable: true, editable: false },
    ],
  },
  {
    // The emission factor list (/CarbonFootprintDatabase/carbon_emission_factor_management): a read
    // model (the view pcf_emission_factor, migration 0014) of each factor's current version with its
    // unit and category named. It refuses writes: factors change through /rest/factor/*, where an
    // edit adds a version. Public reference data: no company scope.
    name: 'pcf_emission_factor',
    tableName: 'pcf_emission_factor',
    labelZh: '碳排放因子',
    labelEn: 'Emission factors',
    companyScoped: false,
    permissionPrefix: 'database:factor',
    fields: [
      { name: 'id', columnName: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'code', columnName: 'code', type: 'string', labelZh: '因子编码', labelEn: 'Factor code', searchable: true, sortable: true, editable: false, maxLength: 64 },
      { name: 'version_id', columnName: 'version_id', type: 'integer', labelZh: '版本编号', labelEn: 'Version ID', shownInList: false, editable: false },
      { name: 'version', columnName: 'version', type: 'integer', labelZh: '版本', labelEn: 'Version', searchable: true, sortable: true, editable: false },
      { name: 'name_zh', columnName: 'name_zh', type: 'string', labelZh: '中文名称', labelEn: 'Chinese name', searchable: true, sortable: true, editable: false, maxLength: 200 },
      { name: 'name_en', columnName: 'name_en', type: 'string', labelZh: '英文名称', labelEn: 'English name', searchable: true, sortable: true, editable: false, maxLength: 200 },
      { name: 'category_id', columnName: 'category_id', type: 'integer', labelZh: '类别编号', labelEn: 'Category ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'category_name', columnName: 'category_name', type: 'string', labelZh: '类别', labelEn: 'Category', searchable: true, sortable: true, editable: false, maxLength: 100 },
      { name: 'value', columnName: 'value', type: 'number', labelZh: '因子值（kg CO₂e/单位）', labelEn: 'Value (kg CO₂e per unit)', searchable: true, sortable: true, editable: false },
      { name: 'unit_id', columnName: 'unit_id', type: 'integer', labelZh: '单位编号', labelEn: 'Unit ID', searchable: true, shownInList: false, editable: false },
      { name: 'unit_code', columnName: 'unit_code', type: 'string', labelZh: '单位', labelEn: 'Unit', searchable: true, sortable: true, editable: false, maxLength: 20 },
      { name: 'gwp_set', columnName: 'gwp_set', type: 'dict', dictType: 'pcf_gwp_set', labelZh: 'GWP 值版本', labelEn: 'GWP set', searchable: true, sortable: true, shownInList: false, editable: false, maxLength: 10 },
      { name: 'region', columnName: 'region', type: 'dict', dictType: 'pcf_region', labelZh: '地区', labelEn: 'Region', searchable: true, sortable: true, editable: false, maxLength: 50 },
      { name: 'year', columnName: 'year', type: 'integer', labelZh: '年份', labelEn: 'Year', searchable: true, sortable: true, editable: false },
      { name: 'source', columnName: 'source', type: 'string', labelZh: '数据来源', labelEn: 'Source', searchable: true, sortable: true, editable: false, maxLength: 200 },
      { name: 'database_version', columnName: 'database_version', type: 'string', labelZh: '数据库版本', labelEn: 'Database version', searchable: true, sortable: true, shownInList: false, editable: false, maxLength: 200 },
      { name: 'valid_from', columnName: 'valid_from', type: 'date', labelZh: '有效期起', labelEn: 'Valid from', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'valid_to', columnName: 'valid_to', type: 'date', labelZh: '有效期止', labelEn: 'Valid to', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'dqr', columnName: 'dqr', type: 'number', labelZh: '数据质量（DQR）', labelEn: 'Data quality (DQR)', searchable: true, sortable: true, editable: false },
      { name: 'gases', columnName: 'gases', type: 'string', labelZh: '温室气体构成', labelEn: 'Gas breakdown', searchable: true, shownInList: false, editable: false, maxLength: 200 },
      { name: 'uncertainty', columnName: 'uncertainty', type: 'dict', dictType: 'pcf_uncertainty_distribution', labelZh: '不确定性分布', labelEn: 'Uncertainty distribution', searchable: true, sortable: true, shownInList: false, editable: false, maxLength: 20 },
      { name: 'gsd', columnName: 'gsd', type: 'number', labelZh: '几何标准差', labelEn: 'Geometric standard deviation', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'created_at', columnName: 'created_at', type: 'datetime', labelZh: '创建时间', labelEn: 'Created at', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'updated_at', columnName: 'updated_at', type: 'datetime', labelZh: '更新时间', labelEn: 'Updated at', searchable: true, sortable: true, editable: false },
    ],
  },
  {
    // A company's products (/CarbonFootprintDatabase/company_info_dataset_management/product): plain rows
    // changed through the object API. Company-scoped: a save writes the caller's company (a platform
    // administrator names it); the database refuses impossible numbers and a second product of a model.
    name: 'pcf_company_product',
    tableName: 'company_products',
    labelZh: '企业产品',
    labelEn: 'Company products',
    companyScoped: true,
    permissionPrefix: 'database:companyDataset',
    fields: [
      { name: 'id', columnName: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'company_id', columnName: 'company_id', type: 'integer', labelZh: '所属企业', labelEn: 'Company', searchable: true, sortable: true, shownInList: false },
      { name: 'model', columnName: 'model', type: 'string', labelZh: '产品型号', labelEn: 'Model', required: true, searchable: true, sortable: true, maxLength: 100 },
      { name: 'name', columnName: 'name', type: 'string', labelZh: '产品名称', labelEn: 'Product name', required: true, searchable: true, sortable: true, maxLength: 200 },
      { name: 'technology', columnName: 'technology', type: 'dict', dictType: 'pcf_pv_technology', labelZh: '电池技术', labelEn: 'Cell technology', required: true, searchable: true, sortable: true, maxLength: 50 },
      { name: 'rated_power_wp', columnName: 'rated_power_wp', type: 'number', labelZh: '额定功率(Wp)', labelEn: 'Rated power (Wp)', required: true, searchable: true, sortable: true },
      { name: 'area_m2', columnName: 'area_m2', type: 'number', labelZh: '面积(m²)', labelEn: 'Area (m²)', required: true, searchable: true, sortable: true },
      { name: 'mass_kg', columnName: 'mass_kg', type: 'number', labelZh: '质量(kg)', labelEn: 'Mass (kg)', required: true, searchable: true, sortable: true },
      { name: 'efficiency_pct', columnName: 'efficiency_pct', type: 'number', labelZh: '组件效率(%)', labelEn: 'Efficiency (%)', searchable: true, sortable: true },
      { name: 'cell_count', columnName: 'cell_count', type: 'integer', labelZh: '电池片数量', labelEn: 'Cell count', searchable: true, sortable: true, shownInList: false },
      { name: 'note', columnName: 'note', type: 'string', labelZh: '备注', labelEn: 'Note', searchable: true, shownInList: false, maxLength: 1000 },
      { name: 'created_at', columnName: 'created_at', type: 'datetime', labelZh: '创建时间', labelEn: 'Created at', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'updated_at', columnName: 'updated_at', type: 'datetime', labelZh: '更新时间', labelEn: 'Updated at', searchable: true, sortable: true, editable: false },
    ],
  },
  {
    // A company's own datasets (/CarbonFootprintDatabase/company_info_dataset_management): plain rows,
    // company-scoped like the products; a dataset's items go with it.
    name: 'pcf_company_dataset',
    tableName: 'company_datasets',
    labelZh: '企业数据集',
    labelEn: 'Company datasets',
    companyScoped: true,
    permissionPrefix: 'database:companyDataset',
    fields: [
      { name: 'id', columnName: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'company_id', columnName: 'company_id', type: 'integer', labelZh: '所属企业', labelEn: 'Company', searchable: true, sortable: true, shownInList: false },
      { name: 'name', columnName: 'name', type: 'string', labelZh: '数据集名称', labelEn: 'Dataset name', required: true, searchable: true, sortable: true, maxLength: 200 },
      { name: 'year', columnName: 'year', type: 'integer', labelZh: '数据年份', labelEn: 'Year', required: true, searchable: true, sortable: true },
      { name: 'site', columnName: 'site', type: 'string', labelZh: '生产基地', labelEn: 'Site', searchable: true, sortable: true, maxLength: 200 },
      { name: 'region', columnName: 'region', type: 'dict', dictType: 'pcf_region', labelZh: '地区', labelEn: 'Region', searchable: true, sortable: true, maxLength: 50 },
      { name: 'description', columnName: 'description', type: 'string', labelZh: '说明', labelEn: 'Description', searchable: true, shownInList: false, maxLength: 2000 },
      { name: 'created_at', columnName: 'created_at', type: 'datetime', labelZh: '创建时间', labelEn: 'Created at', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'updated_at', columnName: 'updated_at', type: 'datetime', labelZh: '更新时间', labelEn: 'Updated at', searchable: true, sortable: true, editable: false },
    ],
  },
  {
    // The items of a company dataset (/item2): a factor (kg CO₂e per unit) or activity data (a quantity),
    // primary or secondary. The dataset must be of the item's company (composite foreign key).
    name: 'pcf_company_dataset_item',
    tableName: 'company_dataset_items',
    labelZh: '企业数据集明细',
    labelEn: 'Company dataset items',
    companyScoped: true,
    permissionPrefix: 'database:companyDataset',
    fields: [
      { name: 'id', columnName: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'company_id', columnName: 'company_id', type: 'integer', labelZh: '所属企业', labelEn: 'Company', searchable: true, sortable: true, shownInList: false },
      { name: 'dataset_id', columnName: 'dataset_id', type: 'integer', labelZh: '数据集', labelEn: 'Dataset', required: true, searchable: true, sortable: true, shownInList: false },
      { name: 'kind', columnName: 'kind', type: 'dict', dictType: 'pcf_dataset_item_kind', labelZh: '类型', labelEn: 'Kind', required: true, searchable: true, sortable: true, maxLength: 20 },
      { name: 'name', columnName: 'name', type: 'string', labelZh: '名称', labelEn: 'Name', required: true, searchable: true, sortable: true, maxLength: 200 },
      { name: 'category_id', columnName: 'category_id', type: 'integer', labelZh: '类别', labelEn: 'Category', searchable: true, sortable: true, shownInList: false },
      { name: 'value', columnName: 'value', type: 'number', labelZh: '数值', labelEn: 'Value', required: true, searchable: true, sortable: true },
      { name: 'unit_id', columnName: 'unit_id', type: 'integer', labelZh: '单位', labelEn: 'Unit', required: true, searchable: true, sortable: true },
      { name: 'data_type', columnName: 'data_type', type: 'dict', dictType: 'pcf_data_type', labelZh: '数据类型', labelEn: 'Data type', required: true, searchable: true, sortable: true, maxLength: 20 },
      { name: 'source', columnName: 'source', type: 'string', labelZh: '数据来源', labelEn: 'Source', searchable: true, sortable: true, maxLength: 200 },
      { name: 'note', columnName: 'note', type: 'string', labelZh: '备注', labelEn: 'Note', searchable: true, shownInList: false, maxLength: 1000 },
      { name: 'created_at', columnName: 'created_at', type: 'datetime', labelZh: '创建时间', labelEn: 'Created at', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'updated_at', columnName: 'updated_at', type: 'datetime', labelZh: '更新时间', labelEn: 'Updated at', searchable: true, sortable: true, shownInList: false, editable: false },
    ],
  },
  {
    // Evidence documents (/evidenceDocuments): a read model (the view pcf_evidence_document, migration
    // 0015) without the stored file name, with the uploader named and the number of linked items. It
    // refuses writes: uploads, links and deletes go through /rest/evidence/*. Company-scoped.
    name: 'pcf_evidence_document',
    tableName: 'pcf_evidence_document',
    labelZh: '证明文件',
    labelEn: 'Evidence documents',
    companyScoped: true,
    permissionPrefix: 'database:evidence',
    fields: [
      { name: 'id', columnName: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'company_id', columnName: 'company_id', type: 'integer', labelZh: '所属企业', labelEn: 'Company', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'company_name', columnName: 'company_name', type: 'string', labelZh: '企业名称', labelEn: 'Company name', searchable: true, sortable: true, shownInList: false, editable: false, maxLength: 200 },
      { name: 'title', columnName: 'title', type: 'string', labelZh: '文件标题', labelEn: 'Title', searchable: true, sortable: true, editable: false, maxLength: 200 },
      { name: 'description', columnName: 'description', type: 'string', labelZh: '说明', labelEn: 'Description', searchable: true, shownInList: false, editable: false, maxLength: 2000 },
      { name: 'file_name', columnName: 'file_name', type: 'string', labelZh: '文件名', labelEn: 'File name', searchable: true, sortable: true, editable: false, maxLength: 200 },
      { name: 'file_type', columnName: 'file_type', type: 'dict', dictType: 'pcf_document_file_type', labelZh: '文件类型', labelEn: 'File type', searchable: true, sortable: true, editable: false, maxLength: 10 },
      { name: 'content_type', columnName: 'content_type', type: 'string', labelZh: '内容类型', labelEn: 'Content type', shownInList: false, editable: false, maxLength: 100 },
      { name: 'size_bytes', columnName: 'size_bytes', type: 'integer', labelZh: '大小（字节）', labelEn: 'Size (bytes)', searchable: true, sortable: true, editable: false },
      { name: 'sha256', columnName: 'sha256', type: 'string', labelZh: 'SHA-256', labelEn: 'SHA-256', searchable: true, shownInList: false, editable: false, maxLength: 64 },
      { name: 'uploaded_by_name', columnName: 'uploaded_by_name', type: 'string', labelZh: '上传人', labelEn: 'Uploaded by', searchable: true, sortable: true, editable: false, maxLength: 50 },
      { name: 'uploaded_at', columnName: 'uploaded_at', type: 'datetime', labelZh: '上传时间', labelEn: 'Uploaded at', searchable: true, sortable: true, editable: false },
      { name: 'updated_at', columnName: 'updated_at', type: 'datetime', labelZh: '更新时间', labelEn: 'Updated at', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'link_count', columnName: 'link_count', type: 'integer', labelZh: '关联数据', labelEn: 'Linked items', searchable: true, sortable: true, editable: false },
    ],
  },
  {
    // General datasets (/CarbonFootprintDatabase/general_dataset_management): a read model (the view
    // pcf_general_dataset, migration 0015) with the unit and category named and the computation's
    // status. It refuses writes: datasets change through /rest/generalDataset/*. Platform-wide data.
    name: 'pcf_general_dataset',
    tableName: 'pcf_general_dataset',
    labelZh: '通用数据集',
    labelEn: 'General datasets',
    companyScoped: false,
    permissionPrefix: 'database:generalDataset',
    fields: [
      { name: 'id', columnName: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'code', columnName: 'code', type: 'string', labelZh: '数据集编码', labelEn: 'Dataset code', searchable: true, sortable: true, editable: false, maxLength: 64 },
      { name: 'name_zh', columnName: 'name_zh', type: 'string', labelZh: '中文名称', labelEn: 'Chinese name', searchable: true, sortable: true, editable: false, maxLength: 200 },
      { name: 'name_en', columnName: 'name_en', type: 'string', labelZh: '英文名称', labelEn: 'English name', searchable: true, sortable: true, editable: false, maxLength: 200 },
      { name: 'unit_id', columnName: 'unit_id', type: 'integer', labelZh: '单位编号', labelEn: 'Unit ID', searchable: true, shownInList: false, editable: false },
      { name: 'unit_code', columnName: 'unit_code', type: 'string', labelZh: '单位', labelEn: 'Unit', searchable: true, sortable: true, editable: false, maxLength: 20 },
      { name: 'category_id', columnName: 'category_id', type: 'integer', labelZh: '类别编号', labelEn: 'Category ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'category_name', columnName: 'category_name', type: 'string', labelZh: '类别', labelEn: 'Category', searchable: true, sortable: true, editable: false, maxLength: 100 },
      { name: 'region', columnName: 'region', type: 'dict', dictType: 'pcf_region', labelZh: '地区', labelEn: 'Region', searchable: true, sortable: true, editable: false, maxLength: 50 },
      { name: 'year', columnName: 'year', type: 'integer', labelZh: '年份', labelEn: 'Year', searchable: true, sortable: true, editable: false },
      { name: 'source', columnName: 'source', type: 'string', labelZh: '数据来源', labelEn: 'Source', searchable: true, sortable: true, shownInList: false, editable: false, maxLength: 200 },
      { name: 'footprint', columnName: 'footprint', type: 'number', labelZh: '碳足迹（kg CO₂e/单位）', labelEn: 'Footprint (kg CO₂e per unit)', searchable: true, sortable: true, editable: false },
      { name: 'computed_at', columnName: 'computed_at', type: 'datetime', labelZh: '计算时间', labelEn: 'Computed at', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'status', columnName: 'status', type: 'dict', dictType: 'pcf_dataset_status', labelZh: '计算状态', labelEn: 'Status', searchable: true, sortable: true, editable: false, maxLength: 20 },
      { name: 'exchange_count', columnName: 'exchange_count', type: 'integer', labelZh: '输入数', labelEn: 'Inputs', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'created_at', columnName: 'created_at', type: 'datetime', labelZh: '创建时间', labelEn: 'Created at', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'updated_at', columnName: 'updated_at', type: 'datetime', labelZh: '更新时间', labelEn: 'Updated at', searchable: true, sortable: true, editable: false },
    ],
  },
  {
    // The document library (/CarbonFootprintDatabase/document_management/item): a read model (the view
    // pcf_library_document, migration 0015) of each document with its current version. It refuses
    // writes: documents and versions change through /rest/library/* (platform administrators).
    name: 'pcf_library_document',
    tableName: 'pcf_library_document',
    labelZh: '文档库',
    labelEn: 'Document library',
    companyScoped: false,
    permissionPrefix: 'database:document',
    fields: [
      { name: 'id', columnName: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'category', columnName: 'category', type: 'dict', dictType: 'pcf_document_category', labelZh: '类别', labelEn: 'Category', searchable: true, sortable: true, editable: false, maxLength: 50 },
      { name: 'title', columnName: 'title', type: 'string', labelZh: '标题', labelEn: 'Title', searchable: true, sortable: true, editable: false, maxLength: 200 },
      { name: 'description', columnName: 'description', type: 'string', labelZh: '说明', labelEn: 'Description', searchable: true, shownInList: false, editable: false, maxLength: 2000 },
      { name: 'version', columnName: 'version', type: 'integer', labelZh: '当前版本', labelEn: 'Current version', searchable: true, sortable: true, editable: false },
      { name: 'version_count', columnName: 'version_count', type: 'integer', labelZh: '版本数', labelEn: 'Versions', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'file_name', columnName: 'file_name', type: 'string', labelZh: '文件名', labelEn: 'File name', searchable: true, sortable: true, editable: false, maxLength: 200 },
      { name: 'file_type', columnName: 'file_type', type: 'dict', dictType: 'pcf_document_file_type', labelZh: '文件类型', labelEn: 'File type', searchable: true, sortable: true, editable: false, maxLength: 10 },
      { name: 'content_type', columnName: 'content_type', type: 'string', labelZh: '内容类型', labelEn: 'Content type', shownInList: false, editable: false, maxLength: 100 },
      { name: 'size_bytes', columnName: 'size_bytes', type: 'integer', labelZh: '大小（字节）', labelEn: 'Size (bytes)', searchable: true, sortable: true, editable: false },
      { name: 'sha256', columnName: 'sha256', type: 'string', labelZh: 'SHA-256', labelEn: 'SHA-256', searchable: true, shownInList: false, editable: false, maxLength: 64 },
      { name: 'uploaded_at', columnName: 'uploaded_at', type: 'datetime', labelZh: '版本上传时间', labelEn: 'Version uploaded at', searchable: true, sortable: true, editable: false },
      { name: 'created_at', columnName: 'created_at', type: 'datetime', labelZh: '创建时间', labelEn: 'Created at', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'updated_at', columnName: 'updated_at', type: 'datetime', labelZh: '更新时间', labelEn: 'Updated at', searchable: true, sortable: true, shownInList: false, editable: false },
    ],
  },
];
