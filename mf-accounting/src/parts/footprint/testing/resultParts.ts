/**
 * What the result screen's part tests share (test code only): a result line of the Chinese 2022
 * grid factor, and the shared UI with charts as figures (jsdom has no canvas), for jest.mock.
 */
import { createElement } from 'react';
import type { SnapshotLine } from '@pcf/shared';
import type { ChartProps } from '@pcf/shared/ui';

/** 45.6 kWh of grid electricity at 0.5366 kg CO₂e/kWh (cn_mee_electricity.csv, once shown as 0.54), as computed; changed as given. */
export const gridLine = (lineId: number, extra: Partial<SnapshotLine> = {}): SnapshotLine => ({
  lineId,
  stage: 'production',
  category: '电力',
  description: '组件厂用电',
  quantity: 45.6,
  unitCode: 'kWh',
  sourceKind: 'factor',
  factorId: 1,
  factorCode: 'CN-MEE-EF2022:national:CN',
  factorVersionId: 1,
  factorVersion: 1,
  factorName: '全国电网平均排放因子',
  perUnit: 0.5366,
  perUnitCode: 'kWh',
  gas: null,
  dataType: 'primary',
  quality: null,
  shared: false,
  emission: 45.6 * 0.5366,
  share: 0.5,
  excluded: false,
  dqr: 1.5,
  gsd: 1.1,
  ...extra,
});

/** `@pcf/shared/ui` with each chart a figure named as the page names it. */
export function withFigureCharts(actual: typeof import('@pcf/shared/ui')): typeof import('@pcf/shared/ui') {
  return { ...actual, Chart: ({ ariaLabel }: ChartProps) => createElement('figure', { 'aria-label': ariaLabel }) };
}
