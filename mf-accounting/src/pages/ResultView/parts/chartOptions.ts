/**
 * The echarts options of a comparison (a result's own pie and bars are the shared emissionPie and
 * emissionBars of @pcf/shared/ui). Values are kg CO₂e; tooltips show them as the tables do (SPEC §5)
 * and are HTML for echarts, so every name in them is escaped.
 */
import { escapeHtml, firstParam as first } from '@pcf/shared/ui';
import type { ChartOption } from '@pcf/shared/ui';
import { formatNumber } from '../../../parts/footprint/format';

/** Lines in the Pareto chart: the largest contributors. */
export const TOP_LINES = 10;

/** Two snapshots side by side, per stage. */
export function stageComparisonBars(stages: string[], a: number[], b: number[], names: [string, string], unit: string): ChartOption {
  return {
    grid: { left: 8, right: 24, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => {
        const i = first(params).dataIndex;
        return `${escapeHtml(stages[i] ?? '')}<br/>${escapeHtml(names[0])}: ${formatNumber(a[i])} ${unit}<br/>${escapeHtml(names[1])}: ${formatNumber(b[i])} ${unit}`;
      },
    },
    xAxis: { type: 'category', data: stages },
    yAxis: { type: 'value', name: unit },
    series: [
      { type: 'bar', name: names[0], data: a, barMaxWidth: 28 },
      { type: 'bar', name: names[1], data: b, barMaxWidth: 28 },
    ],
  };
}
