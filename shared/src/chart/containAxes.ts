/**
 * Keeps the axes' names inside the chart (issue 18). The screens ask for `grid.containLabel`, which
 * echarts 6 reads as "keep the axis labels inside the grid's box" but not the axis names: a name at
 * the end of an axis ("因子数", "kg CO₂e") ran past the card's edge and was cut. Each such grid is
 * given echarts 6's own bounds instead, holding labels and names alike within the same box.
 */
import type { EChartsOption } from 'echarts';

type GridOption = Exclude<NonNullable<EChartsOption['grid']>, unknown[]>;

function contained(grid: GridOption): GridOption {
  if (!grid.containLabel) return grid;
  const { containLabel: _legacy, ...rest } = grid;
  return { ...rest, outerBoundsMode: 'same', outerBoundsContain: 'all' };
}

export function containAxisNames(option: EChartsOption): EChartsOption {
  const grid = option.grid;
  if (grid === undefined) return option;
  return { ...option, grid: Array.isArray(grid) ? grid.map(contained) : contained(grid) };
}
