/**
 * The open factor library (server/data/factors, SOURCES.md): its six sets and how a row of each
 * becomes a row of a factor import. Every set's CSV has the common columns `code, name_en, name_zh,
 * category, unit, value_kgco2e_per_unit, co2, ch4, n2o, region, year, source, source_url, licence,
 * gwp_set`; what the platform's factor needs beyond them is decided here, per set:
 *
 * - the directory path (the life-cycle tree of directory/seed.ts, and the nodes of ./directory.ts);
 * - a Chinese name where the set has none (built from the region, year or category; the English
 *   detail of DESNZ and EPA rows is kept as it is, after a Chinese category);
 * - the unit code (units.ts), the region code (regions.ts) and the year (PV_ICE states none: its
 *   release year, 2024);
 * - the GWP set the version is filed under (AR6 or AR5), the source's own statement kept as the GWP basis;
 * - the value as the set gives it in kg CO2e per unit. The gases (kg of each gas per unit) go to the
 *   note: DESNZ and EPA computed their CO2e with CH4 = 28, which the platform's AR5 table (fossil
 *   CH4 30) would not reproduce, and the value must stay the published one.
 */
import { createHash } from 'node:crypto';
import { FACTOR_CODE_MAX, FACTOR_NOTE_MAX, FACTOR_NAME_MAX } from '@pcf/shared/contracts';
import type { GwpSet } from '@pcf/shared/contracts';
import { AGGREGATES, ALPHA2_OF_ALPHA3, CHINA_PROVINCES, COUNTRIES, regionCodeOf } from './regions';
import { libraryUnitCodeOf } from './units';
import {
  AIR,
  BUSINESS_TRAVEL,
  ELECTRICITY,
  FUELS,
  GENERAL_MATERIALS,
  GWP_GASES,
  HOMEWORKING,
  HOTEL_STAYS,
  INCINERATION,
  LANDFILL,
  NATURAL_GAS,
  PASSENGER_VEHICLES,
  PV_MATERIAL_NODES,
  RAIL,
  RECYCLING,
  REFRIGERANTS,
  ROAD,
  SEA,
  STEAM,
  WASTE,
  WATER,
} from './directory';

/** One row of a set's CSV, by column name. */
export type CsvRow = Readonly<Record<string, string>>;

export interface LibrarySet {
  /** The CSV file in server/data/factors. */
  file: string;
  /** The database version of its factors: the value of the pcf_factor_library dictionary the list filters by. */
  databaseVersion: string;
  labelZh: string;
  labelEn: string;
  /** The attribution shown as each factor's source (the row's own provenance goes to its note). */
  source: string;
  /** Names of the directory path, top down. */
  categoryOf(row: CsvRow): readonly string[];
  nameZhOf(row: CsvRow): string;
  yearOf(row: CsvRow): number;
}

const KEPT_CODE = /[^A-Za-z0-9._\-/:]+/g;

/**
 * The set's code as a factor code (FACTOR_CODE_PATTERN): other characters become "_" (the MEE set
 * writes grid names with spaces, EPA's codes hold brackets); a code still too long keeps its
 * first part and a digest of the whole, so it stays unique. The set's own code goes to the note.
 */
export function libraryCode(code: string): string {
  const kept = code
    .trim()
    .replace(KEPT_CODE, '_')
    .replace(/_+/g, '_')
    .replace(/_?:_?/g, ':')
    .replace(/^[^A-Za-z0-9]+|_+$/g, '');
  if (kept.length <= FACTOR_CODE_MAX) return kept;
  const digest = createHash('sha256').update(code).digest('hex').slice(0, 8);
  return `${kept.slice(0, FACTOR_CODE_MAX - digest.length - 1)}.${digest}`;
}

/** AR6 where the source says so first, AR5 where it names AR5 or AR4 or the AR5-based Ember method; else AR6 (CO2 only or unstated: no GWP applies). */
export function gwpSetOf(basis: string): GwpSet {
  const text = basis.trim();
  if (/^AR6/.test(text)) return 'AR6';
  if (/AR5|AR4|Ember/.test(text)) return 'AR5';
  return 'AR6';
}

const byCountry = new Map(COUNTRIES.map(([code, zh]) => [code, zh]));
const byProvince = new Map(CHINA_PROVINCES.map(([code, zh]) => [code, zh]));
const aggregateZh = new Map(Object.values(AGGREGATES).map(([code, zh]) => [code, zh]));

/** A region's Chinese name for a built name. */
function regionZh(text: string): string {
  const code = regionCodeOf(text) ?? text;
  return byCountry.get(code) ?? byProvince.get(code) ?? aggregateZh.get(code) ?? (ALPHA2_OF_ALPHA3[text] ? text : code);
}

/** "<Chinese category>：<English detail>", the detail alone when both would be too long. */
function prefixed(zh: string, en: string): string {
  const name = `${zh}：${en}`;
  return Array.from(name).length <= FACTOR_NAME_MAX ? name : en;
}

const FREIGHT_MODE: readonly [RegExp, readonly string[]][] = [
  [/\brail\b|freight train/i, RAIL],
  [/cargo ship|\bsea\b|tanker|container ship|bulk carrier|ferry|vessel|barge|waterborne|ship\b/i, SEA],
  [/freight flight|\bair\b|aircraft|flight/i, AIR],
];

function freightPath(name: string): readonly string[] {
  return FREIGHT_MODE.find(([pattern]) => pattern.test(name))?.[1] ?? ROAD;
}

function wastePath(name: string): readonly string[] {
  if (/landfill/i.test(name)) return LANDFILL;
  if (/combust|incinerat|energy recovery/i.test(name)) return INCINERATION;
  if (/recycl|closed.loop|open.loop|compost|anaerobic/i.test(name)) return RECYCLING;
  return WASTE;
}

function fuelPath(name: string): readonly string[] {
  return /natural gas/i.test(name) ? NATURAL_GAS : FUELS;
}

/** The part of a set's category after "Scope n | ". */
function topic(row: CsvRow): string {
  const parts = row.category.split('|');
  return (parts[1] ?? parts[0]).trim();
}

// ---- UK DESNZ 2025 ----

/** DESNZ's Level 1 topics (the category after the scope) in Chinese, with their directory place. */
const DESNZ_TOPICS: Readonly<Record<string, { zh: string; path: (name: string) => readonly string[] }>> = {
  Fuels: { zh: '燃料', path: fuelPath },
  Bioenergy: { zh: '生物质能源', path: () => FUELS },
  'WTT- fuels': { zh: '燃料上游（WTT）', path: fuelPath },
  'WTT- bioenergy': { zh: '生物质能源上游（WTT）', path: () => FUELS },
  'Outside of scopes': { zh: '范围外（生物源二氧化碳）', path: () => FUELS },
  'Refrigerant & other': { zh: '制冷剂及其他气体', path: () => REFRIGERANTS },
  'Passenger vehicles': { zh: '乘用车', path: () => PASSENGER_VEHICLES },
  'Managed assets- vehicles': { zh: '托管资产：车辆', path: () => PASSENGER_VEHICLES },
  'Delivery vehicles': { zh: '货运车辆', path: freightPath },
  'Freighting goods': { zh: '货物运输', path: freightPath },
  'WTT- delivery vehs & freight': { zh: '货运上游（WTT）', path: freightPath },
  'Business travel- land': { zh: '商务差旅：陆路', path: () => BUSINESS_TRAVEL },
  'WTT- pass vehs & travel- land': { zh: '乘用车及陆路差旅上游（WTT）', path: () => BUSINESS_TRAVEL },
  'Business travel- air': { zh: '商务差旅：航空', path: () => BUSINESS_TRAVEL },
  'WTT- business travel- air': { zh: '航空差旅上游（WTT）', path: () => BUSINESS_TRAVEL },
  'Business travel- sea': { zh: '商务差旅：水路', path: () => BUSINESS_TRAVEL },
  'WTT- business travel- sea': { zh: '水路差旅上游（WTT）', path: () => BUSINESS_TRAVEL },
  'UK electricity': { zh: '英国电力', path: () => ELECTRICITY },
  'Transmission and distribution': { zh: '输配电损耗', path: () => ELECTRICITY },
  'WTT- UK electricity': { zh: '英国电力上游（WTT）', path: () => ELECTRICITY },
  'Managed assets- electricity': { zh: '托管资产：电力', path: () => ELECTRICITY },
  'UK electricity for EVs': { zh: '电动汽车用电', path: () => PASSENGER_VEHICLES },
  'UK electricity T&D for EVs': { zh: '电动汽车用电输配损耗', path: () => PASSENGER_VEHICLES },
  'Heat and steam': { zh: '热力和蒸汽', path: () => STEAM },
  'WTT- heat and steam': { zh: '热力和蒸汽上游（WTT）', path: () => STEAM },
  'Material use': { zh: '材料使用', path: () => GENERAL_MATERIALS },
  'Waste disposal': { zh: '废弃物处置', path: wastePath },
  'Hotel stay': { zh: '酒店住宿', path: () => HOTEL_STAYS },
  Homeworking: { zh: '居家办公', path: () => HOMEWORKING },
  'Water supply': { zh: '供水', path: () => WATER },
  'Water treatment': { zh: '污水处理', path: () => WATER },
};

function desnzTopic(row: CsvRow): { zh: string; path: (name: string) => readonly string[] } {
  const found = DESNZ_TOPICS[topic(row)];
  if (!found) throw new Error(`DESNZ category not mapped: ${row.category}`);
  return found;
}

// ---- US EPA Hub 2025 ----

const EPA_TOPICS: Readonly<Record<string, { zh: string; path: (row: CsvRow) => readonly string[] }>> = {
  'Stationary combustion': { zh: '固定源燃烧', path: (row) => fuelPath(row.name_en) },
  'Stationary combustion (biomass)': { zh: '固定源燃烧（生物质）', path: () => FUELS },
  'Mobile combustion CO2': { zh: '移动源燃烧 CO₂', path: () => FUELS },
  'Mobile combustion CH4/N2O': {
    zh: '移动源燃烧 CH₄/N₂O',
    path: (row) => (/passenger car|light-duty|motorcycle/i.test(row.name_en) ? PASSENGER_VEHICLES : freightPath(row.name_en)),
  },
  'Electricity (eGRID2023)': { zh: '电力（eGRID2023）', path: () => ELECTRICITY },
  'Steam and heat': { zh: '蒸汽和热力', path: () => STEAM },
  'Cat 4/9 Upstream & downstream transportation': { zh: '上下游运输', path: (row) => freightPath(row.name_en) },
  'Cat 6/7 Business travel & commuting': { zh: '商务差旅和通勤', path: () => BUSINESS_TRAVEL },
  'Cat 5/12 Waste': { zh: '废弃物（WARM）', path: (row) => wastePath(`${row.name_en} ${row.code}`) },
  'AR5 100-year (per kg gas released)': { zh: '温室气体 GWP（AR5，100年）', path: () => GWP_GASES },
  'AR5 100-year, refrigerant blends (per kg released)': { zh: '混合制冷剂 GWP（AR5，100年）', path: () => REFRIGERANTS },
};

function epaTopic(row: CsvRow): { zh: string; path: (row: CsvRow) => readonly string[] } {
  const found = EPA_TOPICS[topic(row)];
  if (!found) throw new Error(`EPA category not mapped: ${row.category}`);
  return found;
}

// ---- NREL PV_ICE ----

const PV_ICE_SOURCES: Readonly<Record<string, string>> = {
  Bioenergy: '生物质',
  Coal: '燃煤',
  Gas: '燃气',
  Hydro: '水力',
  Nuclear: '核能',
  OtherFossil: '其他化石能源',
  OtherRenewables: '其他可再生能源',
  Solar: '太阳能',
  Wind: '风力',
  SteamAndHeat: '蒸汽和热力',
};
const PV_ICE_COLUMNS: Readonly<Record<string, string>> = {
  CO2eq_gpWh_IPCC2006: '燃烧 CO₂e，IPCC 2006 缺省值，按燃料输入能量',
  CO2eq_gpWh_ember: '全生命周期 CO₂e，Ember，按发电量',
  CO2_gpWh_EIA: '燃烧 CO₂，美国 EIA 系数，按燃料输入能量',
  CO2_gpWh_EPA: '燃烧 CO₂，美国 EPA 系数，按燃料输入能量',
};
const PV_ICE_MATERIALS: Readonly<Record<string, string>> = {
  silicon: '硅',
  glass: '玻璃',
  aluminium_frames: '铝边框',
  copper: '铜',
  silver: '银',
  encapsulant: '封装胶膜',
  backsheet: '背板',
};
const PV_ICE_ROUTES: Readonly<Record<string, string>> = {
  v_MFG_gCO2eqpg: '原生材料制造',
  LQ_Recycle_gCO2eqpg: '低品质（开环）回收',
  HQ_Recycle_gCO2eqpg: '高品质（闭环）回收',
};
/** PV_ICE gives no year; its factors are of the release the set was taken from (commit 378a012, 2024-09-27). */
const PV_ICE_YEAR = 2024;

function pvIceParts(row: CsvRow): string[] {
  return row.code.split(':');
}

function known(table: Readonly<Record<string, string>>, key: string, what: string): string {
  const value = table[key];
  if (value === undefined) throw new Error(`PV_ICE ${what} not mapped: ${key}`);
  return value;
}

// ---- the sets ----

const year = (row: CsvRow): number => Number(row.year);

export const LIBRARY_SETS: readonly LibrarySet[] = [
  {
    file: 'desnz_2025.csv',
    databaseVersion: 'UK DESNZ 2025 v1',
    labelZh: '英国 DESNZ 温室气体换算系数 2025',
    labelEn: 'UK DESNZ GHG conversion factors 2025',
    source: 'UK DESNZ, Greenhouse gas reporting: conversion factors 2025, flat file v1 (2025-06-10)',
    categoryOf: (row) => desnzTopic(row).path(row.name_en),
    nameZhOf: (row) => prefixed(desnzTopic(row).zh, row.name_en),
    yearOf: year,
  },
  {
    file: 'epa_hub_2025.csv',
    databaseVersion: 'US EPA GHG Emission Factors Hub 2025',
    labelZh: '美国 EPA 温室气体排放因子中心 2025',
    labelEn: 'US EPA GHG Emission Factors Hub 2025',
    source: 'US EPA, GHG Emission Factors Hub 2025 (last modified 2025-01-15)',
    categoryOf: (row) => epaTopic(row).path(row),
    nameZhOf: (row) => prefixed(`美国 EPA ${epaTopic(row).zh}`, row.name_en),
    yearOf: year,
  },
  {
    file: 'cn_mee_electricity.csv',
    databaseVersion: 'China MEE electricity factors 2021-2024',
    labelZh: '生态环境部电力排放因子 2021–2024',
    labelEn: 'China MEE electricity factors 2021–2024',
    source: '生态环境部、国家统计局（国家能源局）电力二氧化碳排放因子及电力碳足迹因子公告',
    categoryOf: () => ELECTRICITY,
    nameZhOf: (row) => row.name_zh,
    yearOf: year,
  },
  {
    file: 'ember_owid_grid_intensity.csv',
    databaseVersion: 'Ember/OWID grid intensity 2000-2024',
    labelZh: 'Ember/OWID 各国发电碳强度 2000–2024',
    labelEn: 'Ember/OWID electricity carbon intensity 2000–2024',
    source: 'Ember (2025); Energy Institute (2024) – with major processing by Our World in Data',
    categoryOf: () => ELECTRICITY,
    nameZhOf: (row) => `${regionZh(row.region)}发电碳排放强度（${row.year}年，全生命周期）`,
    yearOf: year,
  },
  {
    file: 'pv_ice_emission_factors.csv',
    databaseVersion: 'NREL PV_ICE 2024-09 (378a012)',
    labelZh: 'NREL PV_ICE 排放因子',
    labelEn: 'NREL PV_ICE emission factors',
    source: 'NREL PV_ICE, CarbonLayer baselines (commit 378a012, 2024-09-27)',
    categoryOf: (row) => {
      const [, kind, subject] = pvIceParts(row);
      if (kind === 'processCO2') return PV_MATERIAL_NODES[subject] ?? GENERAL_MATERIALS;
      return subject === 'SteamAndHeat' ? STEAM : ELECTRICITY;
    },
    nameZhOf: (row) => {
      const [, kind, subject, column] = pvIceParts(row);
      if (kind === 'processCO2')
        return `光伏组件材料${known(PV_ICE_MATERIALS, subject, 'material')}工艺排放（不含电力，${known(PV_ICE_ROUTES, column, 'route')}）`;
      return `${known(PV_ICE_SOURCES, subject, 'source')}发电排放因子（${known(PV_ICE_COLUMNS, column, 'column')}）`;
    },
    yearOf: (row) => (row.year.trim() === '' ? PV_ICE_YEAR : Number(row.year)),
  },
  {
    file: 'ipcc_gwp100.csv',
    databaseVersion: 'IPCC GWP100 AR4-AR6',
    labelZh: 'IPCC 100年全球增温潜势 AR4–AR6',
    labelEn: 'IPCC GWP100 AR4–AR6',
    source: 'IPCC AR4/AR5/AR6 GWP100, compiled by openclimatedata/globalwarmingpotentials (fc4e6f4)',
    categoryOf: () => GWP_GASES,
    nameZhOf: (row) => {
      const gas = row.name_en.split(' - ').pop() ?? row.code;
      return `${gas} 的100年全球增温潜势（${row.gwp_set}）`;
    },
    yearOf: year,
  },
];

/** The gases of a row in kg per unit, as the note carries them ('' when the set gives none). */
function gasesNote(row: CsvRow): string {
  const parts = (['co2', 'ch4', 'n2o'] as const)
    .filter((gas) => (row[gas] ?? '').trim() !== '')
    .map((gas) => `${gas.toUpperCase()} ${row[gas].trim()}`);
  return parts.length === 0 ? '' : `kg per unit: ${parts.join('; ')}`;
}

/** What the note of a library factor holds: the row's provenance, its gases, its code in the set when it changed. */
export function noteOf(set: LibrarySet, row: CsvRow, code: string): string {
  const parts = [`Source row: ${row.source.trim()}`];
  const gases = gasesNote(row);
  if (gases) parts.push(gases);
  if (code !== row.code) parts.push(`Code in ${set.file}: ${row.code}`);
  if (set.yearOf(row) !== Number(row.year)) parts.push(`Year not stated by the source; ${set.yearOf(row)} is the release taken`);
  const note = parts.join('\n');
  return Array.from(note).slice(0, FACTOR_NOTE_MAX).join('');
}

export { libraryUnitCodeOf, regionCodeOf };
