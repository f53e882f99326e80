/**
 * The report's charts, drawn on the server: echarts' server-side SVG renderer (no DOM, no canvas),
 * whose SVG the PDF draws as vectors (svg-to-pdfkit). Animation is off so the string is the final
 * picture. Names come from the snapshot (imported directory names); they are text nodes of the SVG,
 * which echarts escapes.
 */
import fs from 'node:fs';
import { Resvg, initWasm } from '@resvg/resvg-wasm';
import * as echarts from 'echarts';
import type { FootprintSnapshot } from '@pcf/shared/contracts';
import type { Language } from '../../http/messages';
import { REPORT_FONT_FAMILY, reportFonts } from './fonts';
import { byGas, stageLabel } from './prefill';

export const CHART_WIDTH = 480;
export const CHART_HEIGHT = 260;

export interface ReportChart {
  title: string;
  svg: string;
}

const PALETTE = ['#2f7d5b', '#4c9f70', '#8cc084', '#f2c14e', '#f78154', '#5d576b', '#4d9de0', '#e15554'];

function render(option: echarts.EChartsCoreOption): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: CHART_WIDTH, height: CHART_HEIGHT });
  try {
    chart.setOption({ animation: false, color: PALETTE, textStyle: { fontFamily: 'sans-serif', fontSize: 11 }, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

function bars(names: string[], values: number[]): string {
  return render({
    grid: { left: 150, right: 30, top: 20, bottom: 30 },
    xAxis: { type: 'value', name: 'kg CO2e' },
    yAxis: { type: 'category', data: names, inverse: true, axisLabel: { width: 140, overflow: 'truncate' } },
    series: [{ type: 'bar', data: values.map((v) => Math.round(v * 100) / 100), label: { show: true, position: 'right' } }],
  });
}

/** Stage pie, category bars, gas bars and the ten largest lines, titled in `language`. */
export function reportCharts(s: FootprintSnapshot, language: Language): ReportChart[] {
  const zh = language === 'zh';
  const unclassified = zh ? '未分类' : 'Unclassified';
  const stagePie = render({
    series: [
      {
        type: 'pie',
        radius: ['30%', '65%'],
        label: { formatter: '{b}\n{d}%' },
        data: s.byStage
          .filter((b) => b.emission > 0)
          .map((b) => ({ name: stageLabel(b.key ?? '', language), value: Math.round(b.emission * 100) / 100 })),
      },
    ],
  });
  const categories = s.byCategory.slice(0, 10);
  const gases = byGas(s);
  const lines = s.lines
    .filter((l) => !l.excluded)
    .sort((a, b) => b.emission - a.emission)
    .slice(0, 10);
  return [
    { title: zh ? '各生命周期阶段的排放占比' : 'Emissions by life-cycle stage', svg: stagePie },
    {
      title: zh ? '各类别的排放（前十）' : 'Emissions by category (top ten)',
      svg: bars(
        categories.map((c) => c.key ?? unclassified),
        categories.map((c) => c.emission),
      ),
    },
    {
      title: zh ? '各气体的排放' : 'Emissions by gas',
      svg: bars(
        gases.map((g) => g.gas),
        gases.map((g) => g.emission),
      ),
    },
    {
      title: zh ? '排放最大的十条数据' : 'The ten largest lines',
      svg: bars(
        lines.map((l) => l.description),
        lines.map((l) => l.emission),
      ),
    },
  ];
}

let rasteriser: Promise<void> | null = null;

/**
 * The chart as a PNG at twice its size, for Word (which needs a bitmap): resvg compiled to
 * WebAssembly (the npm package @resvg/resvg-wasm, no native binary), its text in the report's font.
 */
export async function chartPng(svg: string): Promise<Buffer> {
  rasteriser ??= initWasm(fs.readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  await rasteriser;
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: 2 },
    font: {
      fontBuffers: [reportFonts().regular],
      defaultFontFamily: REPORT_FONT_FAMILY,
      sansSerifFamily: REPORT_FONT_FAMILY,
      loadSystemFonts: false,
    },
  });
  try {
    return Buffer.from(resvg.render().asPng());
  } finally {
    resvg.free();
  }
}
