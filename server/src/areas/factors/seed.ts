/**
 * The factors area's first-start data: the factor list it serves through the generic object API
 * and the dictionaries of GWP sets, gases, uncertainty distributions and regions. server/src/seed
 * gathers it with every area's; rows are seeded when missing and never overwritten.
 */
import {
  createdAtField,
  dictField,
  field,
  idField,
  readOnlyFields,
  updatedAtField,
  type DictTypeSeed,
  type ObjectSeed,
} from '../../db/seedShapes';

export const FACTOR_OBJECTS: readonly ObjectSeed[] = [
  // The emission factor list (/CarbonFootprintDatabase/carbon_emission_factor_management): a read
  // model (the view pcf_emission_factor, migration 0014) of each factor's current version with its
  // unit and category named. It refuses writes: factors change through /rest/factor/*, where an
  // edit adds a version. Public reference data: no company scope.
  {
    name: 'pcf_emission_factor',
    tableName: 'pcf_emission_factor',
    labelZh: '碳排放因子',
    labelEn: 'Emission factors',
    companyScoped: false,
    permissionPrefix: 'database:factor',
    fields: readOnlyFields([
      idField(),
      field('code', 'string', '因子编码', 'Factor code', { searchable: true, sortable: true, maxLength: 64 }),
      field('version_id', 'integer', '版本编号', 'Version ID', { shownInList: false }),
      field('version', 'integer', '版本', 'Version', { searchable: true, sortable: true }),
      field('name_zh', 'string', '中文名称', 'Chinese name', { searchable: true, sortable: true, maxLength: 200 }),
      field('name_en', 'string', '英文名称', 'English name', { searchable: true, sortable: true, maxLength: 200 }),
      field('category_id', 'integer', '类别编号', 'Category ID', { searchable: true, sortable: true, shownInList: false }),
      field('category_name', 'string', '类别', 'Category', { searchable: true, sortable: true, maxLength: 100 }),
      field('value', 'number', '因子值（kg CO₂e/单位）', 'Value (kg CO₂e per unit)', { searchable: true, sortable: true }),
      field('unit_id', 'integer', '单位编号', 'Unit ID', { searchable: true, shownInList: false }),
      field('unit_code', 'string', '单位', 'Unit', { searchable: true, sortable: true, maxLength: 20 }),
      dictField('gwp_set', 'pcf_gwp_set', 'GWP 值版本', 'GWP set', { searchable: true, sortable: true, shownInList: false, maxLength: 10 }),
      dictField('region', 'pcf_region', '地区', 'Region', { searchable: true, sortable: true, maxLength: 50 }),
      field('year', 'integer', '年份', 'Year', { searchable: true, sortable: true }),
      field('source', 'string', '数据来源', 'Source', { searchable: true, sortable: true, maxLength: 200 }),
      field('database_version', 'string', '数据库版本', 'Database version', {
        searchable: true,
        sortable: true,
        shownInList: false,
        maxLength: 200,
      }),
      field('valid_from', 'date', '有效期起', 'Valid from', { searchable: true, sortable: true, shownInList: false }),
      field('valid_to', 'date', '有效期止', 'Valid to', { searchable: true, sortable: true, shownInList: false }),
      field('dqr', 'number', '数据质量（DQR）', 'Data quality (DQR)', { searchable: true, sortable: true }),
      field('gases', 'string', '温室气体构成', 'Gas breakdown', { searchable: true, shownInList: false, maxLength: 200 }),
      dictField('uncertainty', 'pcf_uncertainty_distribution', '不确定性分布', 'Uncertainty distribution', {
        searchable: true,
        sortable: true,
        shownInList: false,
        maxLength: 20,
      }),
      field('gsd', 'number', '几何标准差', 'Geometric standard deviation', { searchable: true, sortable: true, shownInList: false }),
      createdAtField({ searchable: true, sortable: true, shownInList: false }),
      updatedAtField({ searchable: true, sortable: true }),
    ]),
  },
];

export const FACTOR_DICTIONARIES: readonly DictTypeSeed[] = [
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
];
