/**
 * The echarts options of the benchmarking screens. Values are kg CO₂e/kWp at 2 decimals; names come
 * from administrators and projects, so tooltips are built from escaped text only.
 */
import { escapeHtml, firstParam as first } from '@pcf/shared/ui';
import type { ChartOption } from '@pcf/shared/ui';
import type { BenchmarkPoint, BenchmarkReference, ResultSpread } from '@pcf/shared';
import { formatNumber, PER_KWP } from './format';

/** The references' targets as dashed horizontal lines, each labelled with its figure. */
const targetLines = (references: readonly BenchmarkReference[]) => ({
  symbol: 'none',
  lineStyle: { type: 'dashed' as const },
  label: { formatter: '{c}' },
  data: references.map((reference) => ({ yAxis: reference.target })),
});

/** Horizontal bars: the result first, then each reference's target; the result's bar in its own colour. */
export function resultAgainstReferences(resultName: string, perKwp: number, references: readonly BenchmarkReference[]): ChartOption {
  const names = [resultName, ...references.map((reference) => reference.name)];
  const values = [perKwp, ...references.map((reference) => reference.target)];
  return {
    grid: { left: 8, right: 32, top: 28, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => {
        const index = first(params).dataIndex;
        return `${escapeHtml(names[index])}<br/>${formatNumber(values[index])} ${PER_KWP}`;
      },
    },
    yAxis: { type: 'category', data: names, inverse: true, axisLabel: { width: 220, overflow: 'truncate' } },
    xAxis: { type: 'value', name: PER_KWP },
    series: [
      {
        type: 'bar',
        barMaxWidth: 22,
        data: values.map((value, index) => ({ value, itemStyle: { color: index === 0 ? '#1677ff' : '#bfbfbf' } })),
        markLine: { symbol: 'none', data: [{ xAxis: perKwp }], lineStyle: { type: 'dashed', color: '#1677ff' }, label: { show: false } },
      },
    ],
  };
}

/** The per kWp of each snapshot in order, with the references' targets as dashed lines. */
export function trendLine(points: readonly BenchmarkPoint[], references: readonly BenchmarkReference[]): ChartOption {
  return {
    grid: { left: 8, right: 24, top: 28, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: points.map((point) => `#${point.seq}`) },
    yAxis: { type: 'value', name: PER_KWP },
    series: [
      {
        type: 'line',
        name: PER_KWP,
        data: points.map((point) => point.perKwp),
        markLine: targetLines(references),
      },
    ],
  };
}

/** A box of the spread (min, quartiles, max) with the references' targets as dashed lines. */
export function spreadBox(label: string, spread: ResultSpread, references: readonly BenchmarkReference[]): ChartOption {
  const box = [spread.min, spread.q1, spread.median, spread.q3, spread.max].map((value) => value ?? 0);
  return {
    grid: { left: 8, right: 24, top: 28, bottom: 8, containLabel: true },
    tooltip: { trigger: 'item' },
    xAxis: { type: 'category', data: [label] },
    yAxis: { type: 'value', name: PER_KWP },
    series: [
      {
        type: 'boxplot',
        data: spread.count > 0 ? [box] : [],
        markLine: targetLines(references),
      },
    ],
  };
}

/** One line per product over its computations (#1, #2 ...), the references' targets as dashed lines on the first. */
export function productTrends(
  products: readonly { name: string; trend: readonly BenchmarkPoint[] }[],
  references: readonly BenchmarkReference[],
): ChartOption {
  const longest = products.reduce((max, product) => Math.max(max, product.trend.length), 0);
  return {
    grid: { left: 8, right: 24, top: 28, bottom: 32, containLabel: true },
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, type: 'scroll' },
    xAxis: { type: 'category', data: Array.from({ length: longest }, (_, index) => `#${index + 1}`) },
    yAxis: { type: 'value', name: PER_KWP },
    series: products.map((product, index) => ({
      type: 'line',
      name: product.name,
      data: product.trend.map((point) => point.perKwp),
      ...(index === 0
        ? {
            markLine: targetLines(references),
          }
        : {}),
    })),
  };
}
