/**
 * The datasets area's first-start data: the product, company dataset and general dataset lists it
 * serves through the generic object API, and the dictionaries of item kinds, data types and
 * computation statuses. server/src/seed gathers it with every area's; rows are seeded when missing
 * and never overwritten.
 */
import { companyIdField, createdAtField, dictField, dictionary, field, idField, readOnlyFields, updatedAtField } from '../../db/seedShapes';
import type { DictTypeSeed, ObjectSeed } from '../../db/seedShapes';

export const DATASET_OBJECTS: readonly ObjectSeed[] = [
  // A company's products (/CarbonFootprintDatabase/company_info_dataset_management/product): plain rows
  // changed through the object API. Company-scoped: a save writes the caller's company (a platform
  // administrator names it); the database refuses impossible numbers and a second product of a model.
  {
    name: 'pcf_company_product',
    tableName: 'company_products',
    labelZh: '企业产品',
    labelEn: 'Company products',
    companyScoped: true,
    permissionPrefix: 'database:companyDataset',
    fields: [
      idField(),
      companyIdField(),
      field('model', 'string', '产品型号', 'Model', { required: true, searchable: true, sortable: true, maxLength: 100 }),
      field('name', 'string', '产品名称', 'Product name', { required: true, searchable: true, sortable: true, maxLength: 200 }),
      dictField('technology', 'pcf_pv_technology', '电池技术', 'Cell technology', {
        required: true,
        searchable: true,
        sortable: true,
        maxLength: 50,
      }),
      field('rated_power_wp', 'number', '额定功率(Wp)', 'Rated power (Wp)', { required: true, searchable: true, sortable: true }),
      field('area_m2', 'number', '面积(m²)', 'Area (m²)', { required: true, searchable: true, sortable: true }),
      field('mass_kg', 'number', '质量(kg)', 'Mass (kg)', { required: true, searchable: true, sortable: true }),
      field('efficiency_pct', 'number', '组件效率(%)', 'Efficiency (%)', { searchable: true, sortable: true }),
      field('cell_count', 'integer', '电池片数量', 'Cell count', { searchable: true, sortable: true, shownInList: false }),
      field('note', 'string', '备注', 'Note', { searchable: true, shownInList: false, maxLength: 1000 }),
      createdAtField({ searchable: true, sortable: true, shownInList: false }),
      updatedAtField({ searchable: true, sortable: true }),
    ],
  },
  // A company's own datasets (/CarbonFootprintDatabase/company_info_dataset_management): plain rows,
  // company-scoped like the products; a dataset's items go with it.
  {
    name: 'pcf_company_dataset',
    tableName: 'company_datasets',
    labelZh: '企业数据集',
    labelEn: 'Company datasets',
    companyScoped: true,
    permissionPrefix: 'database:companyDataset',
    fields: [
      idField(),
      companyIdField(),
      field('name', 'string', '数据集名称', 'Dataset name', { required: true, searchable: true, sortable: true, maxLength: 200 }),
      field('year', 'integer', '数据年份', 'Year', { required: true, searchable: true, sortable: true }),
      field('site', 'string', '生产基地', 'Site', { searchable: true, sortable: true, maxLength: 200 }),
      dictField('region', 'pcf_region', '地区', 'Region', { searchable: true, sortable: true, maxLength: 50 }),
      field('description', 'string', '说明', 'Description', { searchable: true, shownInList: false, maxLength: 2000 }),
      createdAtField({ searchable: true, sortable: true, shownInList: false }),
      updatedAtField({ searchable: true, sortable: true }),
    ],
  },
  // The items of a company dataset (/item2): a factor (kg CO₂e per unit) or activity data (a quantity),
  // primary or secondary. The dataset must be of the item's company (composite foreign key).
  {
    name: 'pcf_company_dataset_item',
    tableName: 'company_dataset_items',
    labelZh: '企业数据集明细',
    labelEn: 'Company dataset items',
    companyScoped: true,
    permissionPrefix: 'database:companyDataset',
    fields: [
      idField(),
      companyIdField(),
      field('dataset_id', 'integer', '数据集', 'Dataset', { required: true, searchable: true, sortable: true, shownInList: false }),
      dictField('kind', 'pcf_dataset_item_kind', '类型', 'Kind', { required: true, searchable: true, sortable: true, maxLength: 20 }),
      field('name', 'string', '名称', 'Name', { required: true, searchable: true, sortable: true, maxLength: 200 }),
      field('category_id', 'integer', '类别', 'Category', { searchable: true, sortable: true, shownInList: false }),
      field('value', 'number', '数值', 'Value', { required: true, searchable: true, sortable: true }),
      field('unit_id', 'integer', '单位', 'Unit', { required: true, searchable: true, sortable: true }),
      dictField('data_type', 'pcf_data_type', '数据类型', 'Data type', { required: true, searchable: true, sortable: true, maxLength: 20 }),
      field('source', 'string', '数据来源', 'Source', { searchable: true, sortable: true, maxLength: 200 }),
      field('note', 'string', '备注', 'Note', { searchable: true, shownInList: false, maxLength: 1000 }),
      createdAtField({ searchable: true, sortable: true, shownInList: false }),
      updatedAtField({ searchable: true, sortable: true, shownInList: false }),
    ],
  },
  // General datasets (/CarbonFootprintDatabase/general_dataset_management): a read model (the view
  // pcf_general_dataset, migration 0015) with the unit and category named and the computation's
  // status. It refuses writes: datasets change through /rest/generalDataset/*. Platform-wide data.
  {
    name: 'pcf_general_dataset',
    tableName: 'pcf_general_dataset',
    labelZh: '通用数据集',
    labelEn: 'General datasets',
    companyScoped: false,
    permissionPrefix: 'database:generalDataset',
    fields: readOnlyFields([
      idField(),
      field('code', 'string', '数据集编码', 'Dataset code', { searchable: true, sortable: true, maxLength: 64 }),
      field('name_zh', 'string', '中文名称', 'Chinese name', { searchable: true, sortable: true, maxLength: 200 }),
      field('name_en', 'string', '英文名称', 'English name', { searchable: true, sortable: true, maxLength: 200 }),
      field('unit_id', 'integer', '单位编号', 'Unit ID', { searchable: true, shownInList: false }),
      field('unit_code', 'string', '单位', 'Unit', { searchable: true, sortable: true, maxLength: 20 }),
      field('category_id', 'integer', '类别编号', 'Category ID', { searchable: true, sortable: true, shownInList: false }),
      field('category_name', 'string', '类别', 'Category', { searchable: true, sortable: true, maxLength: 100 }),
      field('category_name_en', 'string', '类别（英文）', 'Category (English)', { shownInList: false, maxLength: 100 }),
      dictField('region', 'pcf_region', '地区', 'Region', { searchable: true, sortable: true, maxLength: 50 }),
      field('year', 'integer', '年份', 'Year', { searchable: true, sortable: true }),
      field('source', 'string', '数据来源', 'Source', { searchable: true, sortable: true, shownInList: false, maxLength: 200 }),
      field('footprint', 'number', '碳足迹（kg CO₂e/单位）', 'Footprint (kg CO₂e per unit)', { searchable: true, sortable: true }),
      field('computed_at', 'datetime', '计算时间', 'Computed at', { searchable: true, sortable: true, shownInList: false }),
      dictField('status', 'pcf_dataset_status', '计算状态', 'Status', { searchable: true, sortable: true, maxLength: 20 }),
      field('exchange_count', 'integer', '输入数', 'Inputs', { searchable: true, sortable: true, shownInList: false }),
      createdAtField({ searchable: true, sortable: true, shownInList: false }),
      updatedAtField({ searchable: true, sortable: true }),
    ]),
  },
];

export const DATASET_DICTIONARIES: readonly DictTypeSeed[] = [
  // company_dataset_items.kind (DATASET_ITEM_KINDS of contracts/datasets.ts; fixed by code: the database checks the value)
  dictionary('pcf_dataset_item_kind', '数据集明细类型', 'Dataset item kind', [
    ['factor', '排放因子（kg CO₂e/单位）', 'Factor (kg CO₂e per unit)'],
    ['activity', '活动数据', 'Activity data'],
  ]),
  // company_dataset_items.data_type (DATA_TYPES of contracts/datasets.ts; fixed by code)
  dictionary('pcf_data_type', '数据类型', 'Data type', [
    ['primary', '初级数据', 'Primary data'],
    ['secondary', '次级数据', 'Secondary data'],
  ]),
  // pcf_general_dataset.status (GENERAL_DATASET_STATUSES of contracts/datasets.ts)
  dictionary('pcf_dataset_status', '数据集计算状态', 'Dataset computation status', [
    ['computed', '已计算', 'Computed'],
    ['problem', '无法计算', 'Cannot be computed'],
  ]),
];
