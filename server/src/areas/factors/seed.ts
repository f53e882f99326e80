/**
 * The factors area's first-start data: the factor list it serves through the generic object API.
 * server/src/seed gathers it with every area's; rows are seeded when missing and never
 * overwritten.
 */
import { createdAtField, dictField, field, idField, readOnlyFields, updatedAtField, type ObjectSeed } from '../../db/seedShapes';

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
