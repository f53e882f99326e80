/**
 * The factors area's first-start data: the GWP values and the public reference factors, the factor
 * list it serves through the generic object API, and the dictionaries of GWP sets, gases,
 * uncertainty distributions and regions. server/src/seed gathers it with every area's; rows are
 * seeded when missing and never overwritten.
 */
import { FACTOR_LIBRARY_DICT, GASES, GWP_SETS } from '@pcf/shared/contracts';
import { createdAtField, dictField, dictionary, field, idField, readOnlyFields, updatedAtField } from '../../db/seedShapes';
import type { DictItemRow, DictTypeSeed, ObjectSeed } from '../../db/seedShapes';
import { Decimal } from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { Gas, GwpSet } from '@pcf/shared/contracts';
import { GWP_SOURCES, REFERENCE_GWP, co2eOf, referenceGwpTable } from '../../footprint/gwp';
import type { Tx } from '../../db/handles';
import { directoryNodes, emissionFactorGases, emissionFactorVersions, emissionFactors, gwpValues, units } from '../../schema';
import { libraryRegionItems } from './library/regions';
import { LIBRARY_SETS } from './library/sets';

/**
 * The factor list's pages are kept by each node (metadata/pageCache.ts) under the generation that
 * the tables of its read model raise when a change commits (migration 0041).
 */
export const FACTOR_DATA_GENERATION = 'emission_factors';
export const FACTOR_PAGE_GENERATIONS: ReadonlyMap<string, string> = new Map([['pcf_emission_factor', FACTOR_DATA_GENERATION]]);

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
      field('category_name_en', 'string', '类别（英文）', 'Category (English)', { shownInList: false, maxLength: 100 }),
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
      // provenance (migration 0035): the open factor library's sets keep their licences and addresses
      field('licence', 'string', '许可协议', 'Licence', { searchable: true, sortable: true, maxLength: 200 }),
      field('source_url', 'string', '来源网址', 'Source address', { searchable: true, shownInList: false, maxLength: 500 }),
      field('gwp_basis', 'string', 'GWP 依据', 'GWP basis', { searchable: true, shownInList: false, maxLength: 200 }),
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
      // the net calorific value (migration 0020): the inventory's factor search shows it and offers the units it converts from
      field('ncv_value', 'number', '低位发热量', 'Net calorific value', { searchable: true, sortable: true, shownInList: false }),
      field('ncv_per_unit_code', 'string', '低位发热量计量单位', 'NCV per unit', { searchable: true, shownInList: false, maxLength: 20 }),
      field('ncv_energy_unit_code', 'string', '低位发热量能量单位', 'NCV energy unit', {
        searchable: true,
        shownInList: false,
        maxLength: 20,
      }),
      field('ncv_source', 'string', '低位发热量来源', 'NCV source', { searchable: true, shownInList: false, maxLength: 200 }),
      createdAtField({ searchable: true, sortable: true, shownInList: false }),
      updatedAtField({ searchable: true, sortable: true }),
    ]),
  },
];

/** Where a factor or dataset applies: countries (ISO 3166-1), China's regional grids and provinces (ISO 3166-2). */
const SEEDED_REGIONS: readonly DictItemRow[] = [
  ['GLO', '全球', 'Global'],
  ['CN', '中国', 'China'],
  ['CN-GRID-NORTH', '华北电网', 'North China grid'],
  ['CN-GRID-NORTHEAST', '东北电网', 'Northeast China grid'],
  ['CN-GRID-EAST', '华东电网', 'East China grid'],
  ['CN-GRID-CENTRAL', '华中电网', 'Central China grid'],
  ['CN-GRID-NORTHWEST', '西北电网', 'Northwest China grid'],
  ['CN-GRID-SOUTH', '南方电网', 'China Southern grid'],
  ['CN-GRID-SOUTHWEST', '西南电网', 'Southwest China grid'],
  ['CN-HE', '河北省', 'Hebei'],
  ['CN-SX', '山西省', 'Shanxi'],
  ['CN-TJ', '天津市', 'Tianjin'],
  ['CN-QH', '青海省', 'Qinghai'],
  ['CN-SC', '四川省', 'Sichuan'],
  ['CN-YN', '云南省', 'Yunnan'],
  ['CN-XJ', '新疆维吾尔自治区', 'Xinjiang'],
  ['CN-NM', '内蒙古自治区', 'Inner Mongolia'],
  ['CN-JS', '江苏省', 'Jiangsu'],
  ['CN-ZJ', '浙江省', 'Zhejiang'],
  ['FR', '法国', 'France'],
  ['GB', '英国', 'United Kingdom'],
  ['DE', '德国', 'Germany'],
  ['EU', '欧盟', 'European Union'],
  ['US', '美国', 'United States'],
];

/** The regions the open factor library's sets name (library/regions.ts) that the list above lacks. */
function libraryRegionRows(seeded: readonly DictItemRow[]): DictItemRow[] {
  const known = new Set(seeded.map(([value]) => value));
  return libraryRegionItems()
    .filter((item) => !known.has(item.value))
    .map((item) => [item.value, item.labelZh, item.labelEn] as const);
}

export const FACTOR_DICTIONARIES: readonly DictTypeSeed[] = [
  dictionary('pcf_gwp_set', 'GWP 值版本', 'GWP set', [
    ['AR6', 'IPCC AR6', 'IPCC AR6'],
    ['AR5', 'IPCC AR5', 'IPCC AR5'],
  ]),
  // emission_factor_gases.gas and inventory gas lines: the gases of the GWP table (GASES of contracts/factors.ts)
  dictionary('pcf_gas', '温室气体', 'Greenhouse gas', [
    ['CO2', '二氧化碳（CO₂）', 'Carbon dioxide (CO₂)'],
    ['CH4_fossil', '甲烷（化石源，CH₄）', 'Methane, fossil (CH₄)'],
    ['CH4_non_fossil', '甲烷（非化石源，CH₄）', 'Methane, non-fossil (CH₄)'],
    ['N2O', '氧化亚氮（N₂O）', 'Nitrous oxide (N₂O)'],
    ['SF6', '六氟化硫（SF₆）', 'Sulphur hexafluoride (SF₆)'],
    ['NF3', '三氟化氮（NF₃）', 'Nitrogen trifluoride (NF₃)'],
    ['CF4', '四氟化碳（CF₄）', 'Tetrafluoromethane (CF₄)'],
    ['C2F6', '六氟乙烷（C₂F₆）', 'Hexafluoroethane (C₂F₆)'],
    ['HFC23', '三氟甲烷（HFC-23）', 'Trifluoromethane (HFC-23)'],
    ['HFC134a', '四氟乙烷（HFC-134a）', 'Tetrafluoroethane (HFC-134a)'],
  ]),
  // emission_factor_versions.uncertainty (UNCERTAINTY_DISTRIBUTIONS of contracts/factors.ts)
  dictionary('pcf_uncertainty_distribution', '不确定性分布', 'Uncertainty distribution', [
    ['lognormal', '对数正态分布', 'Log-normal'],
    ['normal', '正态分布', 'Normal'],
    ['triangular', '三角分布', 'Triangular'],
    ['uniform', '均匀分布', 'Uniform'],
  ]),
  // where a factor or dataset applies: countries (ISO 3166-1), China's regional grids and provinces
  // (ISO 3166-2); administrators add more under 字典管理
  dictionary('pcf_region', '地区', 'Region', [...SEEDED_REGIONS, ...libraryRegionRows(SEEDED_REGIONS)]),
  // the open factor library's sets (library/sets.ts): the list chooses one by its database version
  dictionary(
    FACTOR_LIBRARY_DICT,
    '因子库数据集',
    'Factor library set',
    LIBRARY_SETS.map((set) => [set.databaseVersion, set.labelZh, set.labelEn] as const),
  ),
];

/**
 * The reference data of the factor database seeded on first start (DOMAIN.md, "Public reference
 * factors to seed" and the GWP100 table): each factor with its source, year, region and version.
 * A factor is added when its code is missing and never overwritten: administrators version factors
 * through /rest/factor/update, and a seed that rewrote them would change results behind their back.
 * China's grid factors are CO2 only (the ministry publishes kg CO2/kWh), so they are stored as a CO2
 * breakdown; the ECS mixes are already CO2e.
 */
export interface PublicFactorSeed {
  code: string;
  nameZh: string;
  nameEn: string;
  /** Names from the top of the directory tree down to the factor's category. */
  category: readonly string[];
  unit: string;
  gwpSet: GwpSet;
  /** kg CO2e per unit, when the source gives CO2e. */
  value?: string;
  /** kg of each gas per unit, when the source gives gases (the value is computed). */
  gases?: readonly { gas: Gas; amount: string }[];
  region: string;
  year: number;
  source: string;
  databaseVersion: string;
  validFrom?: string;
  /** The fuel's net calorific value: `value` `energyUnit` per one `perUnit` (unit codes), with its source. */
  ncv?: { value: string; perUnit: string; energyUnit: string; source: string };
  note?: string;
}

const ELECTRICITY = ['生产制造', '电力'] as const;
const NATURAL_GAS = ['生产制造', '天然气'] as const;
const MEE_2022 = '生态环境部、国家统计局《关于发布2022年电力二氧化碳排放因子的公告》（2024年）';
const MEE_2021 = '生态环境部《关于做好2023—2025年发电行业企业温室气体排放报告管理有关工作的通知》（2023年），2021年全国电网平均排放因子';
const ECS_2022 = "Cahier des charges des appels d'offres PPE2 (CRE, 2022), évaluation carbone simplifiée : mix électriques par pays";
const DESNZ_2025 =
  "UK DESNZ, Greenhouse gas reporting: conversion factors 2025, flat file v1 (updated 2025-06-10), sheet 'Factors by Category'";
/** DESNZ 2025's natural gas, kg CO2e per m³ (ID 1_100_1004_1) and per kWh of net calorific value (ID 1_100_1004_7). */
const DESNZ_NG_PER_M3 = '2.06672';
const DESNZ_NG_PER_KWH_NET = '0.2027';
const IPCC_2006 = 'IPCC 2006 Guidelines for National Greenhouse Gas Inventories, Vol. 2 Ch. 2 Table 2.2: natural gas 56 100 kg CO2/TJ';

/** CO2 per kWh of a Chinese grid (MEE 2022 values), as a CO2 breakdown. */
function chinaGrid(
  code: string,
  nameZh: string,
  nameEn: string,
  region: string,
  kgCo2PerKwh: string,
  year = 2022,
  source = MEE_2022,
): PublicFactorSeed {
  return {
    code,
    nameZh,
    nameEn,
    category: ELECTRICITY,
    unit: 'kWh',
    gwpSet: 'AR6',
    gases: [{ gas: 'CO2', amount: kgCo2PerKwh }],
    region,
    year,
    source,
    databaseVersion: year === 2022 ? 'MEE 2024' : 'MEE 2023',
    validFrom: `${year}-01-01`,
    note: '购入电力的二氧化碳排放因子 / CO2 emission factor of purchased electricity',
  };
}

export const PUBLIC_FACTORS: readonly PublicFactorSeed[] = [
  chinaGrid('CN-GRID-2022-AVG', '全国电力平均二氧化碳排放因子（2022年）', 'China national average grid electricity (2022)', 'CN', '0.5366'),
  chinaGrid(
    'CN-GRID-2021-AVG',
    '全国电网平均排放因子（2021年）',
    'China national average grid electricity (2021)',
    'CN',
    '0.5568',
    2021,
    MEE_2021,
  ),
  chinaGrid(
    'CN-GRID-2022-EXCL-MARKET-NONFOSSIL',
    '全国电力平均二氧化碳排放因子（不包括市场化交易的非化石能源电量，2022年）',
    'China national grid electricity excluding market-traded non-fossil electricity (2022)',
    'CN',
    '0.5856',
  ),
  chinaGrid('CN-GRID-2022-FOSSIL', '全国化石能源电力二氧化碳排放因子（2022年）', 'China fossil-fuel electricity (2022)', 'CN', '0.8325'),
  chinaGrid(
    'CN-GRID-2022-NORTH',
    '华北区域电力平均二氧化碳排放因子（2022年）',
    'North China regional grid electricity (2022)',
    'CN-GRID-NORTH',
    '0.6776',
  ),
  chinaGrid(
    'CN-GRID-2022-NORTHWEST',
    '西北区域电力平均二氧化碳排放因子（2022年）',
    'Northwest China regional grid electricity (2022)',
    'CN-GRID-NORTHWEST',
    '0.5857',
  ),
  chinaGrid(
    'CN-GRID-2022-EAST',
    '华东区域电力平均二氧化碳排放因子（2022年）',
    'East China regional grid electricity (2022)',
    'CN-GRID-EAST',
    '0.5617',
  ),
  chinaGrid(
    'CN-GRID-2022-NORTHEAST',
    '东北区域电力平均二氧化碳排放因子（2022年）',
    'Northeast China regional grid electricity (2022)',
    'CN-GRID-NORTHEAST',
    '0.5564',
  ),
  chinaGrid(
    'CN-GRID-2022-CENTRAL',
    '华中区域电力平均二氧化碳排放因子（2022年）',
    'Central China regional grid electricity (2022)',
    'CN-GRID-CENTRAL',
    '0.5395',
  ),
  chinaGrid(
    'CN-GRID-2022-SOUTH',
    '南方区域电力平均二氧化碳排放因子（2022年）',
    'China Southern regional grid electricity (2022)',
    'CN-GRID-SOUTH',
    '0.3869',
  ),
  chinaGrid(
    'CN-GRID-2022-SOUTHWEST',
    '西南区域电力平均二氧化碳排放因子（2022年）',
    'Southwest China regional grid electricity (2022)',
    'CN-GRID-SOUTHWEST',
    '0.2268',
  ),
  chinaGrid('CN-GRID-2022-HE', '河北省电力平均二氧化碳排放因子（2022年）', 'Hebei provincial grid electricity (2022)', 'CN-HE', '0.7252'),
  chinaGrid('CN-GRID-2022-SX', '山西省电力平均二氧化碳排放因子（2022年）', 'Shanxi provincial grid electricity (2022)', 'CN-SX', '0.7096'),
  chinaGrid('CN-GRID-2022-TJ', '天津市电力平均二氧化碳排放因子（2022年）', 'Tianjin provincial grid electricity (2022)', 'CN-TJ', '0.7041'),
  chinaGrid('CN-GRID-2022-QH', '青海省电力平均二氧化碳排放因子（2022年）', 'Qinghai provincial grid electricity (2022)', 'CN-QH', '0.1567'),
  chinaGrid('CN-GRID-2022-SC', '四川省电力平均二氧化碳排放因子（2022年）', 'Sichuan provincial grid electricity (2022)', 'CN-SC', '0.1404'),
  chinaGrid('CN-GRID-2022-YN', '云南省电力平均二氧化碳排放因子（2022年）', 'Yunnan provincial grid electricity (2022)', 'CN-YN', '0.1073'),
  {
    code: 'ECS-2022-MIX-CN',
    nameZh: '法国简化碳评估（ECS）电力结构：中国',
    nameEn: 'French simplified carbon assessment (ECS) electricity mix: China',
    category: ELECTRICITY,
    unit: 'kWh',
    gwpSet: 'AR5',
    value: '1.024',
    region: 'CN',
    year: 2022,
    source: ECS_2022,
    databaseVersion: 'ECS 2022',
    note: 'GWP(étape, pays) du cahier des charges / GWP of the tender rules',
  },
  {
    code: 'ECS-2022-MIX-FR',
    nameZh: '法国简化碳评估（ECS）电力结构：法国',
    nameEn: 'French simplified carbon assessment (ECS) electricity mix: France',
    category: ELECTRICITY,
    unit: 'kWh',
    gwpSet: 'AR5',
    value: '0.052',
    region: 'FR',
    year: 2022,
    source: ECS_2022,
    databaseVersion: 'ECS 2022',
    note: 'GWP(étape, pays) du cahier des charges / GWP of the tender rules',
  },
  {
    code: 'IPCC-2006-NG-COMBUSTION-KWH',
    nameZh: '天然气燃烧（按燃料热值，千瓦时）',
    nameEn: 'Natural gas burned for heat, per kWh of fuel (net calorific value)',
    category: NATURAL_GAS,
    unit: 'kWh',
    gwpSet: 'AR6',
    // 56 100 kg/TJ ÷ 277 777.78 kWh/TJ = 0.20196 kg/kWh
    gases: [{ gas: 'CO2', amount: '0.20196' }],
    region: 'GLO',
    year: 2006,
    source: IPCC_2006,
    databaseVersion: 'IPCC 2006',
    note: '56 100 kg CO2/TJ × 0.0036 TJ/kWh',
  },
  {
    code: 'IPCC-2006-NG-COMBUSTION-GJ',
    nameZh: '天然气燃烧（按燃料热值，吉焦）',
    nameEn: 'Natural gas burned for heat, per GJ of fuel (net calorific value)',
    category: NATURAL_GAS,
    unit: 'GJ',
    gwpSet: 'AR6',
    gases: [{ gas: 'CO2', amount: '56.1' }],
    region: 'GLO',
    year: 2006,
    source: IPCC_2006,
    databaseVersion: 'IPCC 2006',
    note: '56 100 kg CO2/TJ',
  },
  {
    code: 'DESNZ2025:1_100_1004_7',
    nameZh: '天然气燃烧（英国，按低位发热量，千瓦时）',
    nameEn: 'Fuels > Gaseous fuels > Natural gas [kWh (Net CV)]',
    category: NATURAL_GAS,
    unit: 'kWh',
    gwpSet: 'AR5',
    value: DESNZ_NG_PER_KWH_NET,
    region: 'GB',
    year: 2025,
    source: `${DESNZ_2025}, ID 1_100_1004_7_1..4`,
    databaseVersion: 'DESNZ 2025 v1',
    // the flat file carries no calorific value; its two factors of the same gas give the one it used,
    // so 1000 m³ through this NCV computes exactly as DESNZ's own factor per m³
    ncv: {
      value: new Decimal(DESNZ_NG_PER_M3).div(DESNZ_NG_PER_KWH_NET).toString(),
      perUnit: 'm³',
      energyUnit: 'kWh',
      source: `DESNZ 2025 flat file: factor per m³ ${DESNZ_NG_PER_M3} ÷ factor per kWh (Net CV) ${DESNZ_NG_PER_KWH_NET}, ID 1_100_1004_1 / 1_100_1004_7`,
    },
    note: 'Scope 1, direct combustion; CO2e with the AR5 GWPs DESNZ states (CH4 28, N2O 265)',
  },
];

export async function seedGwpValues(tx: Tx): Promise<void> {
  await tx
    .insert(gwpValues)
    .values(GWP_SETS.flatMap((set) => GASES.map((gas) => ({ gas, gwpSet: set, value: REFERENCE_GWP[set][gas], source: GWP_SOURCES[set] }))))
    .onConflictDoNothing();
}

async function categoryIdOf(tx: Tx, path: readonly string[]): Promise<number | null> {
  let pid = 0;
  for (const name of path) {
    const [node] = await tx
      .select({ id: directoryNodes.id })
      .from(directoryNodes)
      .where(and(eq(directoryNodes.pid, pid), eq(directoryNodes.name, name)))
      .limit(1);
    // an administrator may have renamed or moved the seeded directory: the factor goes uncategorised
    if (!node) return null;
    pid = node.id;
  }
  return pid;
}

export async function seedPublicFactors(tx: Tx): Promise<void> {
  const existing = new Set(
    (
      await tx
        .select({ code: emissionFactors.code })
        .from(emissionFactors)
        .where(
          inArray(
            emissionFactors.code,
            PUBLIC_FACTORS.map((f) => f.code),
          ),
        )
    ).map((r) => r.code),
  );
  const missing = PUBLIC_FACTORS.filter((factor) => !existing.has(factor.code));
  if (missing.length === 0) return;
  const unitIds = new Map((await tx.select({ id: units.id, code: units.code }).from(units)).map((u) => [u.code, u.id]));
  const unitIdOf = (seed: PublicFactorSeed, code: string): number => {
    const id = unitIds.get(code);
    if (id === undefined) throw new Error(`seeded factor ${seed.code}: unit ${code} missing`);
    return id;
  };
  const gwp = referenceGwpTable();
  for (const seed of missing) {
    const unitId = unitIdOf(seed, seed.unit);
    const value = seed.gases ? co2eOf(seed.gases, seed.gwpSet, gwp) : new Decimal(seed.value ?? NaN);
    if (!value.isFinite()) throw new Error(`seeded factor ${seed.code} has no value`);
    const [factor] = await tx.insert(emissionFactors).values({ code: seed.code, seeded: true }).returning({ id: emissionFactors.id });
    const [version] = await tx
      .insert(emissionFactorVersions)
      .values({
        factorId: factor.id,
        version: 1,
        nameZh: seed.nameZh,
        nameEn: seed.nameEn,
        categoryId: await categoryIdOf(tx, seed.category),
        value: value.toString(),
        unitId,
        gwpSet: seed.gwpSet,
        region: seed.region,
        year: seed.year,
        source: seed.source,
        databaseVersion: seed.databaseVersion,
        validFrom: seed.validFrom ?? null,
        ncvValue: seed.ncv?.value ?? null,
        ncvPerUnitId: seed.ncv ? unitIdOf(seed, seed.ncv.perUnit) : null,
        ncvEnergyUnitId: seed.ncv ? unitIdOf(seed, seed.ncv.energyUnit) : null,
        ncvSource: seed.ncv?.source ?? null,
        note: seed.note ?? '',
      })
      .returning({ id: emissionFactorVersions.id });
    if (seed.gases)
      await tx.insert(emissionFactorGases).values(seed.gases.map((g) => ({ versionId: version.id, gas: g.gas, amount: g.amount })));
    await tx.update(emissionFactors).set({ currentVersionId: version.id }).where(eq(emissionFactors.id, factor.id));
  }
}
