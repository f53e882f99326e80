/**
 * The benchmarks area's first-start data: the reference list it serves through the generic object
 * API, the dictionaries of its values, and the references of DOMAIN.md "Benchmarks for PV modules"
 * with their sources. server/src/seed gathers it with every area's; rows are seeded when missing
 * (by their seed key) and never overwritten; a seeded reference is edited, never deleted (service.ts).
 */
import { BENCHMARK_KIND_DICT, BENCHMARK_REFERENCE_OBJECT, BENCHMARK_UNIT_DICT, PROJECT_TECHNOLOGY_DICT } from '@pcf/shared/contracts';
import { createdAtField, dictField, dictionary, field, idField, readOnlyFields, updatedAtField } from '../../db/seedShapes';
import type { DictTypeSeed, ObjectSeed } from '../../db/seedShapes';
import type { Tx } from '../../db/handles';
import { benchmarkReferences } from '../../schema';

export const BENCHMARK_OBJECTS: readonly ObjectSeed[] = [
  // The references of /AnalysisDisplay/benchmarking_analysis: a read model (the view
  // pcf_benchmark_reference over benchmark_references) that refuses writes; references change
  // through /rest/benchmark/reference/* and its rules. Reference data of the platform: no company scope.
  {
    name: BENCHMARK_REFERENCE_OBJECT,
    tableName: BENCHMARK_REFERENCE_OBJECT,
    labelZh: '对标基准',
    labelEn: 'Benchmark references',
    companyScoped: false,
    permissionPrefix: 'analysis:benchmark',
    fields: readOnlyFields([
      idField(),
      field('name_zh', 'string', '中文名称', 'Chinese name', { required: true, searchable: true, sortable: true, maxLength: 100 }),
      field('name_en', 'string', '英文名称', 'English name', { required: true, searchable: true, sortable: true, maxLength: 100 }),
      dictField('kind', BENCHMARK_KIND_DICT, '类型', 'Kind', { required: true, searchable: true, sortable: true, maxLength: 20 }),
      dictField('unit', BENCHMARK_UNIT_DICT, '单位', 'Unit', { required: true, searchable: true, sortable: true, maxLength: 20 }),
      field('value', 'number', '基准值', 'Value', { searchable: true, sortable: true }),
      field('low', 'number', '区间下限', 'Range low', { searchable: true, sortable: true }),
      field('high', 'number', '区间上限', 'Range high', { searchable: true, sortable: true }),
      dictField('technology', PROJECT_TECHNOLOGY_DICT, '电池技术', 'Cell technology', { searchable: true, sortable: true, maxLength: 50 }),
      field('region', 'string', '地区', 'Region', { searchable: true, sortable: true, maxLength: 50 }),
      field('year', 'integer', '年份', 'Year', { searchable: true, sortable: true }),
      field('source', 'string', '来源', 'Source', { required: true, searchable: true, sortable: false, maxLength: 500 }),
      field('source_url', 'string', '来源链接', 'Source URL', { searchable: true, sortable: false, maxLength: 500 }),
      field('seeded', 'boolean', '方法基准', 'Method reference', { searchable: true, sortable: true }),
      createdAtField({ searchable: true, sortable: true, shownInList: false }),
      updatedAtField({ sortable: true, shownInList: false }),
    ]),
  },
];

export const BENCHMARK_DICTIONARIES: readonly DictTypeSeed[] = [
  dictionary(BENCHMARK_KIND_DICT, '基准类型', 'Benchmark kind', [
    ['threshold', '认证阈值', 'Threshold'],
    ['industry', '行业水平', 'Industry level'],
    ['tender_ceiling', '招标上限', 'Tender ceiling'],
  ]),
  dictionary(BENCHMARK_UNIT_DICT, '基准单位', 'Benchmark unit', [
    ['kgCO2e/kWp', 'kg CO₂e/kWp', 'kg CO₂e/kWp'],
    ['kgCO2e/m2', 'kg CO₂e/m²', 'kg CO₂e/m²'],
  ]),
];

const EPEAT_SOURCE =
  'Global Electronics Council, EPEAT criteria for photovoltaic modules (NSF/ANSI 457), ultra-low carbon and low carbon module thresholds; as listed in DOMAIN.md "Benchmarks for PV modules"';
const EPEAT_URL = 'https://globalelectronicscouncil.org/';
const ISE_SOURCE =
  'Fraunhofer ISE, Müller et al., "A comparative life cycle assessment of silicon PV modules: Impact of module design, manufacturing location and inventory", Solar Energy Materials and Solar Cells 230 (2021) 111277; as listed in DOMAIN.md';
const ISE_URL = 'https://doi.org/10.1016/j.solmat.2021.111277';

/** DOMAIN.md "Benchmarks for PV modules", each with its source. */
export const SEEDED_REFERENCES: readonly (typeof benchmarkReferences.$inferInsert)[] = [
  {
    seedKey: 'epeat_ultra_low_carbon',
    nameZh: 'EPEAT 超低碳组件（≤ 400）',
    nameEn: 'EPEAT ultra-low carbon module (≤ 400)',
    kind: 'threshold',
    value: '400',
    region: 'GLO',
    source: EPEAT_SOURCE,
    sourceUrl: EPEAT_URL,
  },
  {
    seedKey: 'epeat_low_carbon',
    nameZh: 'EPEAT 低碳组件（≤ 630）',
    nameEn: 'EPEAT low carbon module (≤ 630)',
    kind: 'threshold',
    value: '630',
    region: 'GLO',
    source: EPEAT_SOURCE,
    sourceUrl: EPEAT_URL,
  },
  {
    seedKey: 'ise_2021_china',
    nameZh: '中国制造组件（Fraunhofer ISE 2021，约 750）',
    nameEn: 'Modules made in China (Fraunhofer ISE 2021, about 750)',
    kind: 'industry',
    value: '750',
    region: 'CN',
    year: 2021,
    source: ISE_SOURCE,
    sourceUrl: ISE_URL,
  },
  {
    seedKey: 'ise_2021_europe',
    nameZh: '欧洲制造组件（Fraunhofer ISE 2021，420–480）',
    nameEn: 'Modules made in Europe (Fraunhofer ISE 2021, 420–480)',
    kind: 'industry',
    low: '420',
    high: '480',
    region: 'EU',
    year: 2021,
    source: ISE_SOURCE,
    sourceUrl: ISE_URL,
  },
  {
    // DOMAIN.md names no study for this line; the source says so rather than guessing one
    seedKey: 'cn_mono_si_2023',
    nameZh: '中国单晶硅组件（2023，310–390）',
    nameEn: 'Chinese mono-Si modules (2023, 310–390)',
    kind: 'industry',
    low: '310',
    high: '390',
    region: 'CN',
    year: 2023,
    source: 'DOMAIN.md "Benchmarks for PV modules" (the platform method; the underlying study is not named there)',
    sourceUrl: null,
  },
];

/** Adds the references of DOMAIN.md that are missing, by seed key; an administrator's edits are never overwritten. */
export async function seedBenchmarkReferences(tx: Tx): Promise<void> {
  await tx
    .insert(benchmarkReferences)
    .values([...SEEDED_REFERENCES])
    .onConflictDoNothing();
}
