/**
 * What the footprint screens' tests share (test code only, never imported by app code): the sample
 * project's study settings and computations, the screens in Chinese (SPEC's words), a user whose
 * clicks reach antd's popups, and a page rendered on its route beside where it has navigated to.
 */
import { within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { setLanguage } from '@pcf/shared';
import type { RemoteRoute, SnapshotSummary, StudySettings } from '@pcf/shared';
import { renderScreen } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../../routes';

/** The sample project's saved settings: a declaration for one module, cradle to gate, AR6, cut-off 1 % / 5 %. */
export const STUDY_SETTINGS: StudySettings = {
  goal: '碳足迹声明',
  scope: '单块组件',
  declaredUnitId: 1,
  declaredQuantity: 1,
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
export function inChinese(): void {
  beforeAll(async () => {
    registerLocales();
    await setLanguage('zh-CN');
  });
}

/** A user whose clicks reach antd's popups (user-event's pointer-events check would refuse them). */
export const newUser = (): UserEvent => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

export const routeOf = (path: string): RemoteRoute | undefined => routes.find((route) => route.path === path);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The route's page at `url` for an enterprise user (5, of company 1) with these permissions; the test id `where` shows where it has navigated. */
export function renderRoute(route: RemoteRoute | undefined, url: string, permissions: string[]) {
  if (!route) throw new Error(`mf-accounting has no route for ${url}`);
  const Page = route.Component;
  return renderScreen(
    <MemoryRouter initialEntries={[url]}>
      <Page />
      <Where />
    </MemoryRouter>,
    { userid: 5, company_id: 1, roles: ['enterprise'], permissions },
  );
}

export function button(name: string, inside: HTMLElement = document.body): HTMLButtonElement {
  const found = within(inside)
    .getAllByText(name)
    .map((el) => el.closest('button'))
    .find((b): b is HTMLButtonElement => b !== null);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** The table row that holds `text`. */
export function rowOf(text: string, inside: HTMLElement = document.body): HTMLElement {
  const row = within(inside)
    .getAllByText(text)
    .find((el) => el.closest('tr.ant-table-row'))
    ?.closest<HTMLElement>('tr');
  if (!row) throw new Error(`no row ${text}`);
  return row;
}
