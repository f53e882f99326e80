import { DIMENSIONS } from '../footprint/units';
import { DIMENSION_LABELS } from '../areas/units/dimensions';
import type { DictTypeSeed } from '../db/seedShapes';

/**
 * The dictionaries the product needs from the start: every dictType a seeded registry field
 * names (seed.test checks it). Seeded when missing, type by code and item by value; an
 * administrator's later changes to labels, order or status are never overwritten.
 */
export const DICTIONARIES: readonly DictTypeSeed[] = [
  {
    code: 'sys_normal_disable',
    nameZh: '系统开关',
    nameEn: 'Normal or disabled',
    items: [
      { value: '0', labelZh: '正常', labelEn: 'Normal' },
      { value: '1', labelZh: '停用', labelEn: 'Disabled' },
    ],
  },
  {
    // the UserType of the contracts
    code: 'sys_user_type',
    nameZh: '用户类型',
    nameEn: 'User type',
    items: [
      { value: 'admin', labelZh: '平台管理员', labelEn: 'Platform administrator' },
      { value: 'enterprise', labelZh: '企业用户', labelEn: 'Enterprise user' },
      { value: 'review', labelZh: '核查审核人员', labelEn: 'Verification and review staff' },
    ],
  },
  {
    // sys_user.status: a registration's review state (UserStatus)
    code: 'sys_user_status',
    nameZh: '注册状态',
    nameEn: 'Registration status',
    items: [
      { value: 'active', labelZh: '已通过', labelEn: 'Approved' },
      { value: 'pending', labelZh: '待审核', labelEn: 'Pending' },
      { value: 'rejected', labelZh: '已驳回', labelEn: 'Rejected' },
    ],
  },
  {
    // the dimension of a unit (/businessAccounting/unit), UnitDimension of the contracts
    code: 'pcf_unit_dimension',
    nameZh: '单位量纲',
    nameEn: 'Unit dimension',
    items: DIMENSIONS.map((value) => ({ value, labelZh: DIMENSION_LABELS[value].zh, labelEn: DIMENSION_LABELS[value].en })),
  },
  // accounting projects (areas/projects): the lifecycle's statuses (ProjectStatus; fixed by code)
  {
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
  {
    code: 'pcf_gwp_set',
    nameZh: 'GWP 值版本',
    nameEn: 'GWP set',
    items: [
      { value: 'AR6', labelZh: 'IPCC AR6', labelEn: 'IPCC AR6' },
      { value: 'AR5', labelZh: 'IPCC AR5', labelEn: 'IPCC AR5' },
    ],
  },
  {
    // companies.review_status: a registration's review (ReviewStatus of contracts/registration.ts)
    code: 'biz_review_status',
    nameZh: '审核状态',
    nameEn: 'Review status',
    items: [
      { value: 'pending', labelZh: '待审核', labelEn: 'Pending' },
      { value: 'approved', labelZh: '已通过', labelEn: 'Approved' },
      { value: 'rejected', labelZh: '已驳回', labelEn: 'Rejected' },
    ],
  },
  {
    // companies.industry: the photovoltaic value-chain segments (PV_INDUSTRIES of contracts/registration.ts)
    code: 'biz_pv_industry',
    nameZh: '光伏行业',
    nameEn: 'PV industry',
    items: [
      { value: 'polysilicon', labelZh: '多晶硅', labelEn: 'Polysilicon' },
      { value: 'wafer', labelZh: '硅片', labelEn: 'Wafers' },
      { value: 'cell', labelZh: '电池片', labelEn: 'Cells' },
      { value: 'module', labelZh: '光伏组件', labelEn: 'Modules' },
      { value: 'thin_film', labelZh: '薄膜组件', labelEn: 'Thin-film modules' },
      { value: 'inverter', labelZh: '逆变器', labelEn: 'Inverters' },
      { value: 'materials', labelZh: '辅材（玻璃、边框、背板、胶膜等）', labelEn: 'Materials (glass, frames, backsheets, encapsulants)' },
      { value: 'equipment', labelZh: '生产设备', labelEn: 'Manufacturing equipment' },
      { value: 'power_plant', labelZh: '电站开发与运营', labelEn: 'Power plant development and operation' },
      { value: 'other', labelZh: '其他', labelEn: 'Other' },
    ],
  },
  {
    // emission_factor_gases.gas and inventory gas lines: the gases of the GWP table (GASES of contracts/factors.ts)
    code: 'pcf_gas',
    nameZh: '温室气体',
    nameEn: 'Greenhouse gas',
    items: [
      { value: 'CO2', labelZh: '二氧化碳（CO₂）', labelEn: 'Carbon dioxide (CO₂)' },
      { value: 'CH4_fossil', labelZh: '甲烷（化石源，CH₄）', labelEn: 'Methane, fossil (CH₄)' },
      { value: 'CH4_non_fossil', labelZh: '甲烷（非化石源，CH₄）', labelEn: 'Methane, non-fossil (CH₄)' },
      { value: 'N2O', labelZh: '氧化亚氮（N₂O）', labelEn: 'Nitrous oxide (N₂O)' },
      { value: 'SF6', labelZh: '六氟化硫（SF₆）', labelEn: 'Sulphur hexafluoride (SF₆)' },
      { value: 'NF3', labelZh: '三氟化氮（NF₃）', labelEn: 'Nitrogen trifluoride (NF₃)' },
      { value: 'CF4', labelZh: '四氟化碳（CF₄）', labelEn: 'Tetrafluoromethane (CF₄)' },
      { value: 'C2F6', labelZh: '六氟乙烷（C₂F₆）', labelEn: 'Hexafluoroethane (C₂F₆)' },
      { value: 'HFC23', labelZh: '三氟甲烷（HFC-23）', labelEn: 'Trifluoromethane (HFC-23)' },
      { value: 'HFC134a', labelZh: '四氟乙烷（HFC-134a）', labelEn: 'Tetrafluoroethane (HFC-134a)' },
    ],
  },
  {
    // emission_factor_versions.uncertainty (UNCERTAINTY_DISTRIBUTIONS of contracts/factors.ts)
    code: 'pcf_uncertainty_distribution',
    nameZh: '不确定性分布',
    nameEn: 'Uncertainty distribution',
    items: [
      { value: 'lognormal', labelZh: '对数正态分布', labelEn: 'Log-normal' },
      { value: 'normal', labelZh: '正态分布', labelEn: 'Normal' },
      { value: 'triangular', labelZh: '三角分布', labelEn: 'Triangular' },
      { value: 'uniform', labelZh: '均匀分布', labelEn: 'Uniform' },
    ],
  },
  {
    // where a factor or dataset applies: countries (ISO 3166-1), China's regional grids and provinces
    // (ISO 3166-2); administrators add more under 字典管理
    code: 'pcf_region',
    nameZh: '地区',
    nameEn: 'Region',
    items: [
      { value: 'GLO', labelZh: '全球', labelEn: 'Global' },
      { value: 'CN', labelZh: '中国', labelEn: 'China' },
      { value: 'CN-GRID-NORTH', labelZh: '华北电网', labelEn: 'North China grid' },
      { value: 'CN-GRID-NORTHEAST', labelZh: '东北电网', labelEn: 'Northeast China grid' },
      { value: 'CN-GRID-EAST', labelZh: '华东电网', labelEn: 'East China grid' },
      { value: 'CN-GRID-CENTRAL', labelZh: '华中电网', labelEn: 'Central China grid' },
      { value: 'CN-GRID-NORTHWEST', labelZh: '西北电网', labelEn: 'Northwest China grid' },
      { value: 'CN-GRID-SOUTH', labelZh: '南方电网', labelEn: 'China Southern grid' },
      { value: 'CN-GRID-SOUTHWEST', labelZh: '西南电网', labelEn: 'Southwest China grid' },
      { value: 'CN-HE', labelZh: '河北省', labelEn: 'Hebei' },
      { value: 'CN-SX', labelZh: '山西省', labelEn: 'Shanxi' },
      { value: 'CN-TJ', labelZh: '天津市', labelEn: 'Tianjin' },
      { value: 'CN-QH', labelZh: '青海省', labelEn: 'Qinghai' },
      { value: 'CN-SC', labelZh: '四川省', labelEn: 'Sichuan' },
      { value: 'CN-YN', labelZh: '云南省', labelEn: 'Yunnan' },
      { value: 'CN-XJ', labelZh: '新疆维吾尔自治区', labelEn: 'Xinjiang' },
      { value: 'CN-NM', labelZh: '内蒙古自治区', labelEn: 'Inner Mongolia' },
      { value: 'CN-JS', labelZh: '江苏省', labelEn: 'Jiangsu' },
      { value: 'CN-ZJ', labelZh: '浙江省', labelEn: 'Zhejiang' },
      { value: 'FR', labelZh: '法国', labelEn: 'France' },
      { value: 'DE', labelZh: '德国', labelEn: 'Germany' },
      { value: 'EU', labelZh: '欧盟', labelEn: 'European Union' },
      { value: 'US', labelZh: '美国', labelEn: 'United States' },
    ],
  },
  {
    // inventory_lines.stage and inventory_template_lines.stage (LIFECYCLE_STAGES of contracts/inventory.ts, DOMAIN.md; fixed by code)
    code: 'pcf_lifecycle_stage',
    nameZh: '生命周期阶段',
    nameEn: 'Life-cycle stage',
    items: [
      { value: 'raw_material', labelZh: '原材料获取', labelEn: 'Raw material acquisition' },
      { value: 'production', labelZh: '生产制造', labelEn: 'Production' },
      { value: 'distribution', labelZh: '分销运输', labelEn: 'Distribution' },
      { value: 'use', labelZh: '使用', labelEn: 'Use' },
      { value: 'end_of_life', labelZh: '废弃处置', labelEn: 'End of life' },
    ],
  },
  {
    // company_dataset_items.kind (DATASET_ITEM_KINDS of contracts/datasets.ts; fixed by code: the database checks the value)
    code: 'pcf_dataset_item_kind',
    nameZh: '数据集明细类型',
    nameEn: 'Dataset item kind',
    items: [
      { value: 'factor', labelZh: '排放因子（kg CO₂e/单位）', labelEn: 'Factor (kg CO₂e per unit)' },
      { value: 'activity', labelZh: '活动数据', labelEn: 'Activity data' },
    ],
  },
  {
    // company_dataset_items.data_type (DATA_TYPES of contracts/datasets.ts; fixed by code)
    code: 'pcf_data_type',
    nameZh: '数据类型',
    nameEn: 'Data type',
    items: [
      { value: 'primary', labelZh: '初级数据', labelEn: 'Primary data' },
      { value: 'secondary', labelZh: '次级数据', labelEn: 'Secondary data' },
    ],
  },
  {
    // pcf_general_dataset.status (GENERAL_DATASET_STATUSES of contracts/datasets.ts)
    code: 'pcf_dataset_status',
    nameZh: '数据集计算状态',
    nameEn: 'Dataset computation status',
    items: [
      { value: 'computed', labelZh: '已计算', labelEn: 'Computed' },
      { value: 'problem', labelZh: '无法计算', labelEn: 'Cannot be computed' },
    ],
  },
  {
    // library_documents.category (DOCUMENT_CATEGORIES of contracts/documents.ts); open list: administrators may add categories
    code: 'pcf_document_category',
    nameZh: '文档类别',
    nameEn: 'Document category',
    items: [
      { value: 'standard', labelZh: '标准', labelEn: 'Standards' },
      { value: 'method', labelZh: '方法学', labelEn: 'Methods' },
      { value: 'certificate', labelZh: '证书', labelEn: 'Certificates' },
      { value: 'report', labelZh: '报告', labelEn: 'Reports' },
      { value: 'guide', labelZh: '指南', labelEn: 'Guides' },
      { value: 'other', labelZh: '其他', labelEn: 'Other' },
    ],
  },
  {
    // the file types of evidence and library documents (DOCUMENT_FILE_TYPES of contracts/documents.ts)
    code: 'pcf_document_file_type',
    nameZh: '文件类型',
    nameEn: 'File type',
    items: [
      { value: 'pdf', labelZh: 'PDF', labelEn: 'PDF' },
      { value: 'jpeg', labelZh: 'JPEG 图片', labelEn: 'JPEG image' },
      { value: 'png', labelZh: 'PNG 图片', labelEn: 'PNG image' },
      { value: 'xlsx', labelZh: 'Excel 表格', labelEn: 'Excel workbook' },
      { value: 'docx', labelZh: 'Word 文档', labelEn: 'Word document' },
    ],
  },
];
