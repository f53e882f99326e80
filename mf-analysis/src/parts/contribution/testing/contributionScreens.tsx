/**
 * What the contribution screens' tests share (test code only, never imported by app code): a sample
 * analysis following contracts/analysis.ts, the screens in Chinese, a page rendered on its route,
 * and the shared UI with charts as figures (jsdom has no canvas), for jest.mock.
 */
import { createElement } from 'react';
import type { ContributionReply, RemoteRoute } from '@pcf/shared';
import type { ChartProps } from '@pcf/shared/ui';
import { inChinese as inChineseWith, renderAt } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../../routes';

export { button, newUser, rowOf } from '@pcf/shared/testing';

export const inChinese = (): void => inChineseWith(registerLocales);

export const routeOf = (path: string): RemoteRoute | undefined => routes.find((route) => route.path === path);

/** The route's page at `url` for an enterprise user (5, of company 1) with these permissions. */
export function renderRoute(route: RemoteRoute | undefined, url: string, permissions: string[]) {
  if (!route) throw new Error(`mf-analysis has no route for ${url}`);
  const Page = route.Component;
  return renderAt(<Page />, url, { userid: 5, company_id: 1, roles: ['enterprise'], permissions });
}

/** `@pcf/shared/ui` with each chart a figure named as the page names it. */
export function withFigureCharts(actual: typeof import('@pcf/shared/ui')): typeof import('@pcf/shared/ui') {
  return { ...actual, Chart: ({ ariaLabel }: ChartProps) => createElement('figure', { 'aria-label': ariaLabel }) };
}

/**
 * Result 41 of project 7: grid electricity 53.66, SF6 25.2, glass 18 (CO2 and CH4 by its breakdown),
 * a truck 0.2 cut off; basis 97.06, total 96.86 for one 500 Wp module of 2.5 m².
 */
export const CONTRIBUTION: ContributionReply = {
  snapshotId: 41,
  projectId: 7,
  projectName: '双面组件碳足迹',
  seq: 1,
  createdAt: '2026-02-01T03:04:05.000Z',
  declaredUnitCode: 'piece',
  total: 96.86,
  perDeclaredUnit: 96.86,
  perKwp: 193.72,
  perM2: 38.744,
  basis: 97.06,
  cutOffShare: 0.2 / 97.06,
  byStage: [
    {
      stage: 'raw_material',
      emission: 18,
      share: 18 / 97.06,
      excludedEmission: 0,
      categories: [{ category: '原材料获取 > 光伏玻璃', emission: 18, share: 18 / 97.06, excludedEmission: 0, lineIds: [3] }],
    },
    {
      stage: 'production',
      emission: 78.86,
      share: 78.86 / 97.06,
      excludedEmission: 0,
      categories: [{ category: null, emission: 78.86, share: 78.86 / 97.06, excludedEmission: 0, lineIds: [1, 2] }],
    },
    {
      stage: 'distribution',
      emission: 0.2,
      share: 0.2 / 97.06,
      excludedEmission: 0.2,
      categories: [{ category: null, emission: 0.2, share: 0.2 / 97.06, excludedEmission: 0.2, lineIds: [4] }],
    },
    { stage: 'use', emission: 0, share: 0, excludedEmission: 0, categories: [] },
    { stage: 'end_of_life', emission: 0, share: 0, excludedEmission: 0, categories: [] },
  ],
  lines: [
    {
      lineId: 1,
      stage: 'production',
      category: null,
      description: '电池片产线用电',
      factorVersionId: 501,
      factorCode: 'CN-GRID-2022-AVG',
      factorName: '全国电网平均',
      gas: null,
      dataType: 'secondary',
      emission: 53.66,
      share: 53.66 / 97.06,
      cumulativeShare: 53.66 / 97.06,
      above1: true,
      above5: true,
      excluded: false,
    },
    {
      lineId: 2,
      stage: 'production',
      category: null,
      description: 'SF6 逸散',
      factorVersionId: null,
      factorCode: null,
      factorName: null,
      gas: 'SF6',
      dataType: 'secondary',
      emission: 25.2,
      share: 25.2 / 97.06,
      cumulativeShare: 78.86 / 97.06,
      above1: true,
      above5: true,
      excluded: false,
    },
    {
      lineId: 3,
      stage: 'raw_material',
      category: '原材料获取 > 光伏玻璃',
      description: '光伏玻璃',
      factorVersionId: 502,
      factorCode: 'AN-GLASS',
      factorName: '玻璃',
      gas: null,
      dataType: 'primary',
      emission: 18,
      share: 18 / 97.06,
      cumulativeShare: 96.86 / 97.06,
      above1: true,
      above5: true,
      excluded: false,
    },
    {
      lineId: 4,
      stage: 'distribution',
      category: null,
      description: '货车运输',
      factorVersionId: 503,
      factorCode: 'AN-TRUCK',
      factorName: '货车',
      gas: null,
      dataType: 'secondary',
      emission: 0.2,
      share: 0.2 / 97.06,
      cumulativeShare: 1,
      above1: false,
      above5: false,
      excluded: true,
    },
  ],
  byGas: [
    { gas: 'CO2', emission: 71.07, share: 71.07 / 97.06, excludedEmission: 0 },
    { gas: 'SF6', emission: 25.2, share: 25.2 / 97.06, excludedEmission: 0 },
    { gas: 'CH4_fossil', emission: 0.59, share: 0.59 / 97.06, excludedEmission: 0 },
    { gas: null, emission: 0.2, share: 0.2 / 97.06, excludedEmission: 0.2 },
  ],
  byDataType: [
    { dataType: 'primary', emission: 18, share: 18 / 97.06, excludedEmission: 0 },
    { dataType: 'secondary', emission: 79.06, share: 79.06 / 97.06, excludedEmission: 0.2 },
  ],
  primaryDataShare: 18.58,
  byRegion: [
    { region: 'CN-JS', from: 'line', emission: 53.66, share: 53.66 / 97.06, excludedEmission: 0 },
    { region: null, from: 'none', emission: 25.2, share: 25.2 / 97.06, excludedEmission: 0 },
    { region: 'GLO', from: 'factor', emission: 18, share: 18 / 97.06, excludedEmission: 0 },
    { region: 'CN', from: 'factor', emission: 0.2, share: 0.2 / 97.06, excludedEmission: 0.2 },
  ],
  bySite: [
    { site: '苏州工厂', emission: 53.66, share: 53.66 / 97.06, excludedEmission: 0 },
    { site: null, emission: 43.4, share: 43.4 / 97.06, excludedEmission: 0.2 },
  ],
  factors: [
    {
      factorVersionId: 501,
      factorCode: 'CN-GRID-2022-AVG',
      factorName: '全国电网平均',
      version: 1,
      value: 0.5366,
      unitCode: 'kWh',
      lineCount: 1,
      emission: 53.66,
    },
    {
      factorVersionId: 502,
      factorCode: 'AN-GLASS',
      factorName: '玻璃',
      version: 1,
      value: 1.2,
      unitCode: 'kg',
      lineCount: 1,
      emission: 18,
    },
    {
      factorVersionId: 503,
      factorCode: 'AN-TRUCK',
      factorName: '货车',
      version: 1,
      value: 0.1,
      unitCode: 't·km',
      lineCount: 1,
      emission: 0.2,
    },
  ],
};
