/**
 * The report benchmark's document: a bilingual report of a 200-line inventory in 5 stages and 30
 * categories, each clause 7 section a few paragraphs long in both languages, so the PDF runs to
 * about REPORT_PAGES_TARGET pages with its 8 charts (4 per language) and result tables.
 */
import { REPORT_SECTIONS } from '../../shared/src/contracts';

export const REPORT_PAGES_TARGET = 30;
const LINES = 200;
const CATEGORIES = 30;
const STAGES = ['raw_material', 'production', 'distribution', 'use', 'end_of_life'];

const ZH_PARAGRAPH =
  '本研究依据 ISO 14067:2018 与 GB/T 24067-2024 核算单晶硅光伏组件的产品碳足迹，数据覆盖多晶硅、硅片、电池片与组件各工序的能源与物料消耗，排放因子取自平台因子库中记录的版本。';
const EN_PARAGRAPH =
  'This study quantifies the carbon footprint of a monocrystalline PV module under ISO 14067:2018 and GB/T 24067-2024; its data cover the energy and materials of polysilicon, wafer, cell and module production, with emission factors of the versions recorded in the platform.';

function snapshot(language: 'zh' | 'en') {
  const lines = Array.from({ length: LINES }, (_, i) => ({
    lineId: i + 1,
    stage: STAGES[i % STAGES.length],
    category: `${language === 'zh' ? '类别' : 'Category'} ${i % CATEGORIES}`,
    description: `${language === 'zh' ? '清单行' : 'Line'} ${i + 1}`,
    gas: i % 17 === 0 ? 'SF6' : null,
    emission: 1000 / (i + 1),
    excluded: false,
  }));
  const total = lines.reduce((sum, l) => sum + l.emission, 0);
  const sumBy = (key: (l: (typeof lines)[number]) => string) => {
    const sums = new Map<string, number>();
    for (const l of lines) sums.set(key(l), (sums.get(key(l)) ?? 0) + l.emission);
    return [...sums].map(([k, emission]) => ({ key: k, emission, share: emission / total }));
  };
  return {
    projectName: language === 'zh' ? '单晶硅光伏组件' : 'Monocrystalline PV module',
    productModel: 'PV-580',
    companyName: language === 'zh' ? '演示光伏科技有限公司' : 'Demo PV Technology Co., Ltd.',
    total,
    perDeclaredUnit: total,
    declaredUnitCode: 'piece',
    perKwp: total / 0.58,
    perM2: total / 2.58,
    gwpSet: 'AR6',
    byStage: sumBy((l) => l.stage),
    byCategory: sumBy((l) => l.category).sort((a, b) => b.emission - a.emission),
    lines,
  };
}

/** A ReportDocument (server/src/areas/reports/document.ts) in both languages. */
export function syntheticReport() {
  const paragraphs = (text: string, count: number) => Array.from({ length: count }, () => text).join('\n');
  return {
    language: 'both',
    sections: Object.fromEntries(
      REPORT_SECTIONS.map((key) => [key, { zh: paragraphs(ZH_PARAGRAPH, 13), en: paragraphs(EN_PARAGRAPH, 10) }]),
    ),
    snapshots: { zh: snapshot('zh'), en: snapshot('en') },
    standard: 'iso_14067',
    version: 3,
    code: 'ABCD-EFGH-IJKL-MNOP-QRST',
    verifyUrl: 'http://localhost:8080/#/detail?code=ABCD-EFGH-IJKL-MNOP-QRST',
    date: new Date('2026-11-28T00:00:00Z'),
  };
}
