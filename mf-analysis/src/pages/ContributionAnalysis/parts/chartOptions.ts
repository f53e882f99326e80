/**
 * The echarts options of the contribution analysis besides the shared pie and bars (@pcf/shared/ui
 * emissionPie, emissionBars): the Pareto chart and the tornado. Values are kg CO₂e; tooltips show
 * them as the tables do and are HTML for echarts, so every name in them is escaped.
 */
import { escapeHtml, firstParam as first, sliceTooltip as tip } from '@pcf/shared/ui';
import type { ChartOption, EmissionSlice as Slice } from '@pcf/shared/ui';
import { formatNumber, formatShare } from '../../../parts/contribution/format';

/** The Pareto chart: lines as bars, largest first, with the running share (%) and the 80 % mark. */
export function pareto(slices: (Slice & { cumulativeShare: number })[], unit: string, cumulativeName: string): ChartOption {
  return {
    grid: { left: 8, right: 48, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => {
        const slice = slices[first(params).dataIndex];
        return slice ? `${tip(slice, unit)}<br/>${escapeHtml(cumulativeName)}: ${formatShare(slice.cumulativeShare)}` : '';
      },
    },
    xAxis: { type: 'category', data: slices.map((slice) => slice.name), axisLabel: { width: 80, overflow: 'truncate', rotate: 30 } },
    yAxis: [
      { type: 'value', name: unit },
      { type: 'value', name: '%', max: 100, min: 0 },
    ],
    series: [
      { type: 'bar', name: unit, data: slices.map((slice) => slice.emission), barMaxWidth: 28 },
      {
        type: 'line',
        name: cumulativeName,
        yAxisIndex: 1,
        data: slices.map((slice) => Number((slice.cumulativeShare * 100).toFixed(2))),
        symbolSize: 4,
        markLine: { silent: true, symbol: 'none', data: [{ yAxis: 80 }] },
      },
    ],
  };
}

export interface TornadoBar {
  name: string;
  low: number;
  high: number;
}

/** Each line's low and high total around the base (a bar from the base to each side), widest on top. */
export function tornado(barsOf: TornadoBar[], base: number, unit: string, names: [string, string]): ChartOption {
  return {
    grid: { left: 8, right: 24, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => {
        const bar = barsOf[first(params).dataIndex];
        return bar
          ? `${escapeHtml(bar.name)}<br/>${escapeHtml(names[0])}: ${formatNumber(bar.low)} ${unit}<br/>${escapeHtml(names[1])}: ${formatNumber(bar.high)} ${unit}`
          : '';
      },
    },
    yAxis: { type: 'category', data: barsOf.map((bar) => bar.name), inverse: true, axisLabel: { width: 160, overflow: 'truncate' } },
    xAxis: { type: 'value', name: unit, scale: true },
    series: [
      // a transparent bar up to the nearer end, then the swing stacked on it
      {
        type: 'bar',
        stack: 'swing',
        silent: true,
        itemStyle: { color: 'transparent' },
        data: barsOf.map((bar) => Math.min(bar.low, bar.high)),
      },
      {
        type: 'bar',
        stack: 'swing',
        name: names[0],
        data: barsOf.map((bar) => Math.max(0, base - Math.min(bar.low, bar.high))),
        barMaxWidth: 24,
      },
      {
        type: 'bar',
        stack: 'swing',
        name: names[1],
        data: barsOf.map((bar) => Math.max(0, Math.max(bar.low, bar.high) - base)),
        barMaxWidth: 24,
      },
    ],
  };
}
