/**
 * The echarts options every result screen draws the same way: a share pie and horizontal bars of
 * emissions (kg CO₂e), optionally with the running share as a Pareto line. Tooltips show values as
 * the tables do (SPEC §5) and are HTML for echarts, so every name in them is escaped.
 */
import { formatNumber, formatShare } from '../format/result';
import type { ChartOption, ChartTooltipParams } from './Chart';

export interface EmissionSlice {
  name: string;
  emission: number;
  /** Of the result's one basis (the total before cut-off). */
  share: number;
}

/** For echarts' HTML tooltips: names can come from imported files. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The hovered item of a tooltip (an axis tooltip gets them all). */
export const firstParam = (params: ChartTooltipParams) => (Array.isArray(params) ? params[0] : params);

/** "name<br/>12.35 kg CO₂e (4.5%)". */
export const sliceTooltip = (slice: EmissionSlice | undefined, unit: string): string =>
  slice ? `${escapeHtml(slice.name)}<br/>${formatNumber(slice.emission)} ${unit} (${formatShare(slice.share)})` : '';

/** The slices' shares as a ring. */
export function emissionPie(slices: EmissionSlice[], unit: string): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: (params) => sliceTooltip(slices[firstParam(params).dataIndex], unit) },
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

/** Horizontal bars, largest on top; with `cumulativeName`, the running share as a Pareto line. */
export function emissionBars(slices: EmissionSlice[], unit: string, cumulativeName?: string): ChartOption {
  let running = 0;
  const cumulative = slices.map((slice) => (running += slice.share) * 100);
  return {
    grid: { left: 8, right: cumulativeName ? 48 : 24, top: 28, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => sliceTooltip(slices[firstParam(params).dataIndex], unit),
    },
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
