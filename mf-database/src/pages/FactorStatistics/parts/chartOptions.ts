/**
 * The echarts options of the visualization, built from the statistics. Each chart item keeps the
 * index of the statistics row it draws (bars, slices, boxes by dataIndex; treemap nodes by id),
 * which the page turns into the factor list's filter on a click. Tooltips are HTML for echarts:
 * every name in them is escaped.
 */
import type { TFunction } from 'i18next';
import { formatStored } from '@pcf/shared';
import type { FactorStatistics } from '@pcf/shared';
import type { ChartOption, ChartTooltipParams } from '@pcf/shared/ui';
import { escapeHtml } from '@pcf/shared/ui';
import { perUnit } from '../../../parts/factorDisplay';

type Coverage = FactorStatistics['coverage'][number];
type Spread = FactorStatistics['valueSpread'][number];

/** Bars shown at once before a scroll bar takes over (a directory can have hundreds of categories). */
const BARS_IN_VIEW = 15;

const first = (params: ChartTooltipParams) => (Array.isArray(params) ? params[0] : params);

function scroller(axis: 'x' | 'y', count: number): ChartOption['dataZoom'] {
  if (count <= BARS_IN_VIEW) return undefined;
  const index = axis === 'x' ? { xAxisIndex: 0 } : { yAxisIndex: 0 };
  return [
    {
      type: 'slider',
      ...index,
      startValue: 0,
      endValue: BARS_IN_VIEW - 1,
      ...(axis === 'y' ? { width: 14, right: 4 } : { height: 14, bottom: 4 }),
      showDetail: false,
    },
    { type: 'inside', ...index, zoomOnMouseWheel: false, moveOnMouseWheel: true },
  ];
}

export interface CountBarsInput {
  labels: string[];
  counts: number[];
  seriesName: string;
  /** Horizontal bars for long names (categories, sources), read top down. */
  horizontal: boolean;
  /** Extra tooltip line of a bar, e.g. why it does not open the list. */
  hint: (index: number) => string;
  t: TFunction;
}

export function countBars({ labels, counts, seriesName, horizontal, hint, t }: CountBarsInput): ChartOption {
  const categoryAxis = {
    type: 'category' as const,
    data: labels,
    inverse: horizontal,
    axisLabel: horizontal ? { width: 160, overflow: 'truncate' as const } : { interval: 0, rotate: labels.length > 8 ? 30 : 0 },
  };
  const valueAxis = { type: 'value' as const, name: t('visualization.axis.count'), minInterval: 1 };
  return {
    grid: {
      left: 8,
      right: horizontal && labels.length > BARS_IN_VIEW ? 32 : 24,
      top: 36,
      bottom: !horizontal && labels.length > BARS_IN_VIEW ? 32 : 8,
      containLabel: true,
    },
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const p = first(params);
        return [
          escapeHtml(labels[p.dataIndex] ?? p.name),
          t('visualization.tooltip.count', { count: counts[p.dataIndex] }),
          hint(p.dataIndex),
        ]
          .filter(Boolean)
          .join('<br/>');
      },
    },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    dataZoom: scroller(horizontal ? 'y' : 'x', labels.length),
    series: [{ type: 'bar', name: seriesName, data: counts, barMaxWidth: 32, cursor: 'pointer' }],
  };
}

export interface YearBarsInput {
  byYear: FactorStatistics['byYear'];
  t: TFunction;
}

export function yearBars({ byYear, t }: YearBarsInput): ChartOption {
  const labels = byYear.map((row) => String(row.year));
  return {
    ...countBars({
      labels,
      counts: byYear.map((row) => row.count),
      seriesName: t('visualization.chart.byYear'),
      horizontal: false,
      hint: () => t('visualization.tooltip.open'),
      t,
    }),
    xAxis: { type: 'category', name: t('visualization.axis.year'), data: labels, axisLabel: { rotate: labels.length > 12 ? 30 : 0 } },
  };
}

export interface RegionPieInput {
  labels: string[];
  counts: number[];
  codes: string[];
  t: TFunction;
}

export function regionPie({ labels, counts, codes, t }: RegionPieInput): ChartOption {
  return {
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const p = first(params);
        const label = labels[p.dataIndex] === codes[p.dataIndex] ? labels[p.dataIndex] : `${labels[p.dataIndex]} (${codes[p.dataIndex]})`;
        return [
          escapeHtml(label),
          t('visualization.tooltip.count', { count: counts[p.dataIndex] }),
          t('visualization.tooltip.share', { percent: p.percent ?? 0 }),
          t('visualization.tooltip.open'),
        ].join('<br/>');
      },
    },
    legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle' },
    series: [
      {
        type: 'pie',
        name: t('visualization.chart.byRegion'),
        radius: ['30%', '65%'],
        center: ['40%', '50%'],
        minShowLabelAngle: 8,
        label: { formatter: '{b}' },
        data: labels.map((name, i) => ({ name, value: counts[i] })),
      },
    ],
  };
}

export interface ValueSpreadInput {
  spread: Spread[];
  names: string[];
  log: boolean;
  t: TFunction;
}

export function valueBoxes({ spread, names, log, t }: ValueSpreadInput): ChartOption {
  return {
    grid: { left: 8, right: 24, top: 36, bottom: spread.length > BARS_IN_VIEW ? 32 : 8, containLabel: true },
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const p = first(params);
        const row = spread[p.dataIndex];
        if (!row) return '';
        const unit = escapeHtml(perUnit(row.unitCode));
        const line = (key: string, value: number) =>
          t('visualization.tooltip.stat', { label: t(`visualization.tooltip.${key}`), value: `${formatStored(value)} ${unit}` });
        return [
          escapeHtml(names[p.dataIndex]),
          t('visualization.tooltip.count', { count: row.count }),
          line('max', row.max),
          line('q3', row.q3),
          line('median', row.median),
          line('q1', row.q1),
          line('min', row.min),
          row.categoryId === null ? t('visualization.tooltip.uncategorized') : t('visualization.tooltip.open'),
        ].join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      data: names,
      axisLabel: { interval: 0, rotate: names.length > 4 ? 30 : 0, width: 140, overflow: 'truncate' },
    },
    yAxis: {
      type: log ? 'log' : 'value',
      name: t('visualization.axis.value'),
      axisLabel: { formatter: (value: number) => formatStored(value) },
    },
    dataZoom: scroller('x', spread.length),
    series: [
      {
        type: 'boxplot',
        name: t('visualization.chart.valueSpread'),
        data: spread.map((row) => [row.min, row.q1, row.median, row.q3, row.max]),
        cursor: 'pointer',
      },
    ],
  };
}

/** A directory node of the treemap: only nodes with factors in or below them have an area. */
interface CoverageNode {
  id: string;
  name: string;
  value: number;
  children?: CoverageNode[];
}

export function coverageTree(coverage: Coverage[]): CoverageNode[] {
  const byParent = new Map<number, Coverage[]>();
  const ids = new Set(coverage.map((node) => node.id));
  for (const node of coverage) byParent.set(node.pid, [...(byParent.get(node.pid) ?? []), node]);
  const build = (node: Coverage): CoverageNode => {
    const children = (byParent.get(node.id) ?? []).filter((child) => child.total > 0).map(build);
    return { id: String(node.id), name: node.name, value: node.total, ...(children.length > 0 ? { children } : {}) };
  };
  return coverage.filter((node) => !ids.has(node.pid) && node.total > 0).map(build);
}

export interface CoverageMapInput {
  coverage: Coverage[];
  t: TFunction;
}

export function coverageMap({ coverage, t }: CoverageMapInput): ChartOption {
  const byId = new Map(coverage.map((node) => [String(node.id), node]));
  return {
    tooltip: {
      formatter: (params) => {
        const p = first(params);
        const id = (p.data as { id?: string } | undefined)?.id;
        const node = id === undefined ? undefined : byId.get(id);
        if (!node) return '';
        return [
          escapeHtml(nodePath(coverage, node.id)),
          t('visualization.tooltip.total', { count: node.total }),
          t('visualization.tooltip.own', { count: node.own }),
          t('visualization.tooltip.open'),
        ].join('<br/>');
      },
    },
    series: [
      {
        type: 'treemap',
        name: t('visualization.chart.coverage'),
        data: coverageTree(coverage),
        nodeClick: false,
        roam: false,
        breadcrumb: { show: false },
        top: 8,
        left: 8,
        right: 8,
        bottom: 8,
        upperLabel: { show: true, height: 20 },
        itemStyle: { borderColor: '#fff', borderWidth: 1, gapWidth: 1 },
        levels: [{ itemStyle: { gapWidth: 2 } }, { itemStyle: { gapWidth: 1 } }],
        cursor: 'pointer',
      },
    ],
  };
}

/** "Top / Middle / Node" of a directory node, for tooltips and the list of empty nodes. */
export function nodePath(coverage: Coverage[], id: number): string {
  const byId = new Map(coverage.map((node) => [node.id, node]));
  const names: string[] = [];
  let node = byId.get(id);
  // the directory has at most 4 levels; the bound guards against a cycle in bad data
  for (let depth = 0; node && depth < 10; depth += 1) {
    names.unshift(node.name);
    node = byId.get(node.pid);
  }
  return names.join(' / ');
}

/** The highest nodes without any factor in or below them (their descendants, all empty too, are left out). */
export function emptyNodes(coverage: Coverage[]): Coverage[] {
  const byId = new Map(coverage.map((node) => [node.id, node]));
  return coverage.filter((node) => node.total === 0 && (byId.get(node.pid)?.total ?? 1) > 0);
}
