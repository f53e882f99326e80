/**
 * What the benchmarking screens' tests share (test code only, never imported by app code): a sample
 * benchmark as the server answers it, the screens in Chinese, a page rendered on its route, and the
 * shared UI with charts as figures (jsdom has no canvas), for jest.mock.
 */
import { createElement } from 'react';
import type { BenchmarkComparison, BenchmarkReference, RemoteRoute, SnapshotBenchmark } from '@pcf/shared';
import type { ChartProps } from '@pcf/shared/ui';
import { inChinese as inChineseWith, renderAt } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

export { button, newUser, rowOf } from '@pcf/shared/testing';

export const reference = (id: number, name: string, extra: Partial<BenchmarkReference> = {}): BenchmarkReference => ({
  id,
  name,
  kind: 'threshold',
  unit: 'kgCO2e/kWp',
  value: 400,
  low: null,
  high: null,
  target: 400,
  technology: null,
  region: 'GLO',
  year: null,
  source: 'Global Electronics Council (EPEAT)',
  sourceUrl: 'https://globalelectronicscouncil.org/',
  ...extra,
});

export const ULTRA_LOW = reference(1, 'EPEAT 超低碳组件（≤ 400）');
export const LOW = reference(2, 'EPEAT 低碳组件（≤ 630）', { value: 630, target: 630 });
export const EUROPE = reference(4, '欧洲制造组件（Fraunhofer ISE 2021，420–480）', {
  kind: 'industry',
  value: null,
  low: 420,
  high: 480,
  target: 480,
});

const against = (ref: BenchmarkReference, measured: number): BenchmarkComparison => {
  const gap = Math.round((measured - ref.target) * 100) / 100;
  return { reference: ref, measured, meets: gap <= 0, gap, gapPercent: Math.round((gap / ref.target) * 10000) / 100 };
};

/** Computation #2 of project 7 (双面组件) at 450 kg CO₂e/kWp: misses ≤ 400 by 50, meets ≤ 630 and 420–480. */
export const BENCHMARK: SnapshotBenchmark = {
  snapshotId: 42,
  projectId: 7,
  projectName: '双面组件',
  productModel: 'PV-580M',
  technology: 'topcon',
  seq: 2,
  createdAt: '2026-03-01T03:04:05.000Z',
  total: 261,
  perKwp: 450,
  perM2: 120,
  comparisons: [against(ULTRA_LOW, 450), against(LOW, 450), against(EUROPE, 450)],
  trend: [
    { snapshotId: 41, seq: 1, createdAt: '2026-02-01T03:04:05.000Z', perKwp: 520 },
    { snapshotId: 42, seq: 2, createdAt: '2026-03-01T03:04:05.000Z', perKwp: 450 },
  ],
  products: [
    { projectId: 8, projectName: '单面组件', productModel: 'PV-450', technology: 'mono_perc', snapshotId: 51, seq: 1, perKwp: 380 },
  ],
  rank: { technology: 'topcon', count: 3, minimum: 5, betterThanPercent: null },
  contributors: [
    { lineId: 1, stage: 'raw_material', category: '硅料', description: '多晶硅', emission: 174, share: 0.6667, perKwp: 300 },
    { lineId: 2, stage: 'production', category: '电力', description: '组件厂用电', emission: 58, share: 0.2222, perKwp: 100 },
    { lineId: 3, stage: 'raw_material', category: null, description: '铝边框', emission: 29, share: 0.1111, perKwp: 40 },
  ],
};

/** Every test of the file reads the screens in Chinese. */
export const inChinese = (): void => inChineseWith(registerLocales);

export const routeOf = (path: string): RemoteRoute | undefined => routes.find((route) => route.path === path);

/** The route's page at `url` for a user with these permissions; the test id `where` shows where it has navigated. */
export function renderRoute(route: RemoteRoute | undefined, url: string, permissions: string[]) {
  if (!route) throw new Error(`mf-analysis has no route for ${url}`);
  const Page = route.Component;
  const admin = permissions.includes('*:*:*');
  return renderAt(<Page />, url, { userid: 5, company_id: admin ? null : 1, roles: [admin ? 'admin' : 'enterprise'], permissions });
}

/** `@pcf/shared/ui` with each chart a figure named as the page names it. */
export function withFigureCharts(actual: typeof import('@pcf/shared/ui')): typeof import('@pcf/shared/ui') {
  return { ...actual, Chart: ({ ariaLabel }: ChartProps) => createElement('figure', { 'aria-label': ariaLabel }) };
}
