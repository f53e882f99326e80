/**
 * What the footprint screens' tests share (test code only, never imported by app code): the sample
 * project's study settings and computations, the screens in Chinese (SPEC's words), a user whose
 * clicks reach antd's popups, and a page rendered on its route beside where it has navigated to.
 */
import type { RemoteRoute, SnapshotSummary, StudySettings } from '@pcf/shared';
import { inChinese as inChineseWith, renderAt } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../../routes';

export { button, newUser, rowOf } from '@pcf/shared/testing';

/** The sample project's saved settings: a declaration for one module, cradle to gate, AR6, cut-off 1 % / 5 %. */
export const STUDY_SETTINGS: StudySettings = {
  goal: '碳足迹声明',
  scope: '单块组件',
  declaredUnitId: 1,
  declaredQuantity: 1,
  moduleCount: 1,
  boundary: 'cradle_to_gate',
  allocationMethod: 'none',
  allocationProduct: null,
  allocationTotal: null,
  cutOffEnabled: true,
  cutOffLinePercent: 1,
  cutOffTotalPercent: 5,
  gwpSet: 'AR6',
  monteCarloIterations: 10000,
  monteCarloSeed: 20240101,
};

/** Computation #seq of project 7 (by 核算员, on 2026-02-0<seq>), its figures as given. */
export const snapshotSummary = (id: number, seq: number, extra: Partial<SnapshotSummary> = {}): SnapshotSummary => ({
  id,
  projectId: 7,
  seq,
  createdAt: `2026-02-0${seq}T03:04:05.000Z`,
  createdByName: '核算员',
  gwpSet: 'AR6',
  total: 431.5,
  perDeclaredUnit: 431.5,
  declaredUnitCode: 'piece',
  perKwp: 743.9655,
  perM2: null,
  dqr: 1.875,
  lineCount: 3,
  ...extra,
});

/** Every test of the file reads the screens in Chinese. */
export const inChinese = (): void => inChineseWith(registerLocales);

export const routeOf = (path: string): RemoteRoute | undefined => routes.find((route) => route.path === path);

/** The route's page at `url` for an enterprise user (5, of company 1) with these permissions; the test id `where` shows where it has navigated. */
export function renderRoute(route: RemoteRoute | undefined, url: string, permissions: string[]) {
  if (!route) throw new Error(`mf-accounting has no route for ${url}`);
  const Page = route.Component;
  return renderAt(<Page />, url, { userid: 5, company_id: 1, roles: ['enterprise'], permissions });
}
