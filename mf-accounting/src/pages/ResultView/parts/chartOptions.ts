/**
 * The echarts options of a result and of a comparison. Values are kg CO₂e; tooltips show them as
 * the tables do (SPEC §5) and are HTML for echarts, so every name in them is escaped.
 */
import type { ChartOption, ChartTooltipParams } from '@pcf/shared/ui';
import { formatNumber, formatShare } from '../../../parts/footprint/format';

/** Lines in the Pareto chart: the largest contributors. */
export const TOP_LINES = 10;

export interface Slice {
  name: string;
  emission: number;
  share: number;
}

const first = (params: ChartTooltipParams) => (Array.isArray(params) ? params[0] : params);

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const tip = (slice: Slice | undefined, unit: string): string =>
  slice ? `${escapeHtml(slice.name)}<br/>${formatNumber(slice.emission)} ${unit} (${formatShare(slice.share)})` : '';

/** The stages' shares of the total. */
export function stagePie(slices: Slice[], unit: string): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: (params) => tip(slices[first(params).dataIndex], unit) },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        type: 'pie',
        radius: ['35%', '65%'],
        data: slices.map((slice) => ({ name: slice.name, value: slice.emission })),
        label: { formatter: '{b}\n{d}%' },
      },
    ],
  };
}

/** Horizontal bars, largest on top (categories; the top lines with their running share as a Pareto line). */
export function emissionBars(slices: Slice[], unit: string, cumulativeName?: string): ChartOption {
  let running = 0;
  const cumulative = slices.map((slice) => (running += slice.share) * 100);
  return {
    grid: { left: 8, right: cumulativeName ? 48 : 24, top: 28, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, formatter: (params) => tip(slices[first(params).dataIndex], unit) },
    yAxis: { type: 'category', data: slices.map((slice) => slice.name), inverse: true, axisLabel: { width: 180, overflow: 'truncate' } },
    xAxis: cumulativeName
      ? [
          { type: 'value', name: unit },
          { type: 'value', name: '%', max: 100, position: 'top', show: false },
        ]
      : { type: 'value', name: unit },
    series: [
      { type: 'bar', name: unit, data: slices.map((slice) => slice.emission), barMaxWidth: 24 },
      ...(cumulativeName ? [{ type: 'line' as const, name: cumulativeName, xAxisIndex: 1, data: cumulative, symbolSize: 4 }] : []),
    ],
  };
}

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
