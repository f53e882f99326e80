import * as echarts from 'echarts';
import type { EChartsOption } from 'echarts';
import { containAxisNames } from './containAxes';

// jsdom has no canvas to measure texts with: each character as wide as the 12px font is high
echarts.setPlatformAPI({ measureText: (text: string) => ({ width: text.length * 12 }) });

const WIDTH = 400;
const HEIGHT = 300;

/** Where echarts draws each text of the option, from its server-side renderer (jsdom has no canvas). */
function textBoxes(option: EChartsOption): Map<string, { left: number; right: number; top: number; bottom: number }> {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: WIDTH, height: HEIGHT });
  try {
    chart.setOption(option);
    const boxes = new Map<string, { left: number; right: number; top: number; bottom: number }>();
    for (const element of chart.getZr().storage.getDisplayList(true)) {
      const text = (element.style as { text?: unknown }).text;
      if (typeof text !== 'string') continue;
      const rect = element.getBoundingRect().clone();
      const transform = element.getComputedTransform();
      if (transform) rect.applyTransform(transform);
      boxes.set(text, { left: rect.x, right: rect.x + rect.width, top: rect.y, bottom: rect.y + rect.height });
    }
    return boxes;
  } finally {
    chart.dispose();
  }
}

// the shape of the screens' bar charts: a value axis named at its end, a narrow margin, labels contained
const BARS: EChartsOption = {
  animation: false,
  grid: { left: 8, right: 8, top: 28, bottom: 8, containLabel: true },
  xAxis: { type: 'value', name: 'kg CO₂e' },
  yAxis: { type: 'category', name: '因子数', data: ['电力', '钢材', '玻璃'] },
  series: [{ type: 'bar', data: [1200, 300, 45] }],
};

const inside = (box: { left: number; right: number; top: number; bottom: number } | undefined) =>
  box !== undefined && box.left >= 0 && box.right <= WIDTH && box.top >= 0 && box.bottom <= HEIGHT;

describe('containAxisNames', () => {
  it('keeps the axis names inside the chart where containLabel alone lets them run past its edge', () => {
    const before = textBoxes(BARS);
    expect(inside(before.get('kg CO₂e')) && inside(before.get('因子数'))).toBe(false);

    const after = textBoxes(containAxisNames(BARS));
    expect(inside(after.get('kg CO₂e'))).toBe(true);
    expect(inside(after.get('因子数'))).toBe(true);
  });

  it('leaves a chart without a grid, and each of several grids without containLabel, as it is', () => {
    const pie: EChartsOption = { series: [{ type: 'pie', data: [{ name: 'a', value: 1 }] }] };
    expect(containAxisNames(pie)).toBe(pie);
    const grids: EChartsOption = { grid: [{ left: 8 }, { left: 8, containLabel: true }] };
    expect(containAxisNames(grids).grid).toEqual([{ left: 8 }, { left: 8, outerBoundsMode: 'same', outerBoundsContain: 'all' }]);
  });
});
