/**
 * What a report says before anyone edits it: each ISO 14067 clause 7 section written from the study
 * settings and the snapshot, in Chinese and in English. Figures are rounded to 2 decimals as every
 * result screen shows them; the study's own percentages and counts are written as stored.
 */
import type { FootprintSnapshot, ProjectBoundary, ProjectStandard, ReportSections } from '@pcf/shared/contracts';
import type { DictTypeSeed } from '../../db/seedShapes';
import type { Language } from '../../http/messages';
import { PROJECT_DICTIONARIES } from '../projects/seed';
import { INVENTORY_DICTIONARIES } from '../inventory/seed';

const DICTIONARIES: readonly DictTypeSeed[] = [...PROJECT_DICTIONARIES, ...INVENTORY_DICTIONARIES];

/** A seeded dictionary's label of `value` in `language` (the value itself when unknown). */
export function dictLabel(code: string, value: string, language: Language): string {
  const item = DICTIONARIES.find((d) => d.code === code)?.items.find((i) => i.value === value);
  return item ? (language === 'zh' ? item.labelZh : item.labelEn) : value;
}

export const stageLabel = (stage: string, language: Language): string => dictLabel('pcf_lifecycle_stage', stage, language);

/** 2 decimals, thousands grouped: the results' display rule. */
export const fmt = (value: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
export const pct = (share: number): string => `${fmt(share * 100)}%`;

/** What the prefill reads besides the snapshot: the project's standard. */
export interface ProjectFacts {
  standard: ProjectStandard;
}

/** Emissions by gas: a gas line's own gas, every factor line as CO2e. */
export function byGas(snapshot: FootprintSnapshot): { gas: string; emission: number; share: number }[] {
  const sums = new Map<string, number>();
  for (const line of snapshot.lines) {
    if (line.excluded) continue;
    const gas = line.gas ?? 'CO2e';
    sums.set(gas, (sums.get(gas) ?? 0) + line.emission);
  }
  return [...sums].map(([gas, emission]) => ({ gas, emission, share: snapshot.total === 0 ? 0 : emission / snapshot.total }));
}

function texts(s: FootprintSnapshot, facts: ProjectFacts, language: Language): Record<keyof ReportSections, string> {
  const zh = language === 'zh';
  const unit = s.declaredUnitCode;
  const boundary = dictLabel('pcf_system_boundary', s.settings.boundary satisfies ProjectBoundary, language);
  const standard = dictLabel('pcf_project_standard', facts.standard, language);
  const stages = s.byStage
    .map((b) => `${stageLabel(b.key ?? '', language)} ${fmt(b.emission)} kg CO2e (${pct(b.share)})`)
    .join(zh ? '；' : '; ');
  const categories = s.byCategory
    .slice(0, 5)
    .map((b) => `${b.key ?? (zh ? '未分类' : 'Unclassified')} ${fmt(b.emission)} kg CO2e (${pct(b.share)})`)
    .join(zh ? '；' : '; ');
  const gases = byGas(s)
    .map((g) => `${g.gas} ${fmt(g.emission)} kg CO2e`)
    .join(zh ? '；' : '; ');
  const perKwp = s.perKwp === null ? '' : zh ? `，每 kWp ${fmt(s.perKwp)} kg CO2e` : `, ${fmt(s.perKwp)} kg CO2e per kWp`;
  const perM2 = s.perM2 === null ? '' : zh ? `，每 m² ${fmt(s.perM2)} kg CO2e` : `, ${fmt(s.perM2)} kg CO2e per m²`;
  const top = [...s.byStage].sort((a, b) => b.emission - a.emission)[0];
  const topStage = top ? stageLabel(top.key ?? '', language) : '';
  const excludedCount = s.lines.filter((l) => l.excluded).length;
  const primary = fmt(s.primaryDataShare);
  const allocation =
    s.settings.allocationMethod === 'none'
      ? zh
        ? '本研究未对共线生产进行分配。'
        : 'No shared production was allocated in this study.'
      : zh
        ? `共线生产按${s.settings.allocationMethod === 'mass' ? '质量' : '经济价值'}分配，产品分摊比例为 ${fmt(s.allocationShare * 100)}%。`
        : `Shared production was allocated by ${s.settings.allocationMethod === 'mass' ? 'mass' : 'economic value'}; the product's share is ${fmt(s.allocationShare * 100)}%.`;
  const cutOff = !s.settings.cutOffEnabled
    ? zh
      ? '本研究未采用取舍准则，清单中的全部排放均计入结果。'
      : 'No cut-off was applied: every emission of the inventory is in the result.'
    : zh
      ? `单项排放低于总量 ${s.settings.cutOffLinePercent}% 的数据可被排除，排除总量不超过 ${s.settings.cutOffTotalPercent}%。本研究排除 ${excludedCount} 条数据，占取舍前总量的 ${pct(s.cutOff?.share ?? 0)}。`
      : `Lines under ${s.settings.cutOffLinePercent}% of the total may be left out, at most ${s.settings.cutOffTotalPercent}% in all. ${excludedCount} line(s) were left out, ${pct(s.cutOff?.share ?? 0)} of the total before cut-off.`;
  const u = s.uncertainty;
  const uncertainty = u
    ? zh
      ? `采用蒙特卡洛模拟（${u.iterations} 次，随机种子 ${u.seed}）：平均值 ${fmt(u.mean)}，标准差 ${fmt(u.sd)}，95% 置信区间 ${fmt(u.p2_5)} 至 ${fmt(u.p97_5)} kg CO2e/${unit}。`
      : `Monte Carlo simulation (${u.iterations} iterations, seed ${u.seed}): mean ${fmt(u.mean)}, standard deviation ${fmt(u.sd)}, 95% interval ${fmt(u.p2_5)} to ${fmt(u.p97_5)} kg CO2e/${unit}.`
    : zh
      ? '本研究未进行蒙特卡洛不确定性分析。'
      : 'No Monte Carlo uncertainty analysis was run for this study.';
  const gwp = s.gwpUsed.map((g) => `${g.gas} ${g.value}`).join(zh ? '；' : '; ');
  const dqr = s.dqr === null ? (zh ? '无' : 'none') : fmt(s.dqr);
  return zh
    ? {
        goal: s.settings.goal || `量化${s.projectName}（型号 ${s.productModel}）的产品碳足迹。`,
        scope: s.settings.scope || `研究对象为${s.companyName}生产的${s.projectName}，依据 ${standard} 与 GB/T 24067-2024 开展。`,
        functionalUnit: `声明单位为 ${s.settings.declaredQuantity} ${unit}（${s.settings.moduleCount} 块组件）。结果：每声明单位 ${fmt(s.perDeclaredUnit)} kg CO2e${perKwp}${perM2}。`,
        systemBoundary: `系统边界为${boundary}。`,
        dataQuality: `清单共 ${s.lineCount} 条数据，初级数据占比 ${primary}%。数据质量评分（DQR）为 ${dqr}，覆盖 ${pct(s.dqrCoverage)} 的排放。`,
        allocation,
        cutOff,
        assumptions: '排放因子取自平台因子库中记录的版本；单位换算依据平台单位表。',
        gwpSet: `采用 IPCC ${s.gwpSet} 100 年全球变暖潜势：${gwp}。`,
        results: `碳足迹总量 ${fmt(s.total)} kg CO2e，每声明单位 ${fmt(s.perDeclaredUnit)} kg CO2e${perKwp}。按阶段：${stages}。按类别（前五）：${categories}。按气体：${gases}。`,
        uncertainty,
        interpretation: top ? `${topStage}阶段贡献最大，占总量的 ${pct(top.share)}。` : '',
        limitations: '结果仅适用于所述声明单位、系统边界与数据时间范围；不同研究之间的比较须采用相同的方法与假设。',
        criticalReview: '本报告由平台指定的审核员审核后发布。',
      }
    : {
        goal: s.settings.goal || `To quantify the carbon footprint of ${s.projectName} (model ${s.productModel}).`,
        scope:
          s.settings.scope || `The product is ${s.projectName} made by ${s.companyName}, studied under ${standard} and GB/T 24067-2024.`,
        functionalUnit: `The declared unit is ${s.settings.declaredQuantity} ${unit} (${s.settings.moduleCount} module(s)). Result: ${fmt(s.perDeclaredUnit)} kg CO2e per declared unit${perKwp}${perM2}.`,
        systemBoundary: `The system boundary is ${boundary.toLowerCase()}.`,
        dataQuality: `The inventory has ${s.lineCount} lines, ${primary}% primary data. The data quality rating (DQR) is ${dqr}, covering ${pct(s.dqrCoverage)} of the emissions.`,
        allocation,
        cutOff,
        assumptions:
          "Emission factors are the versions recorded in the platform's factor database; units convert by the platform's unit table.",
        gwpSet: `IPCC ${s.gwpSet} 100-year global warming potentials: ${gwp}.`,
        results: `The carbon footprint is ${fmt(s.total)} kg CO2e, ${fmt(s.perDeclaredUnit)} kg CO2e per declared unit${perKwp}. By stage: ${stages}. By category (top five): ${categories}. By gas: ${gases}.`,
        uncertainty,
        interpretation: top ? `${topStage} contributes most, ${pct(top.share)} of the total.` : '',
        limitations:
          'The result holds for the stated declared unit, system boundary and data period only; comparisons between studies need the same methods and assumptions.',
        criticalReview: "This report was published after review by the platform's appointed reviewer.",
      };
}

/** Every section in both languages, from the snapshot read in each language. */
export function prefillSections(zh: FootprintSnapshot, en: FootprintSnapshot, facts: ProjectFacts): ReportSections {
  const a = texts(zh, facts, 'zh');
  const b = texts(en, facts, 'en');
  return Object.fromEntries(
    Object.keys(a).map((key) => [key, { zh: a[key as keyof ReportSections], en: b[key as keyof ReportSections] }]),
  ) as ReportSections;
}
