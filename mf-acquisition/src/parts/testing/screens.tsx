/**
 * What the acquisition screens' tests share (test code only, never imported by app code): the
 * project list's metadata, the sample project's row, an inventory line with every field, the screens in Chinese (SPEC's
 * words), a user whose clicks reach antd's popups, a page rendered on its route beside where it has
 * navigated to, and text queries of buttons, dialogs, drawers and rows (role queries compute the
 * styles of the whole antd table and take seconds each).
 */
import { screen } from '@testing-library/react';
import type { InventoryLine, ObjMetaData, ObjRow, RemoteRoute, SessionState } from '@pcf/shared';
import { inChinese as inChineseWith, objField, renderAt } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

export { button, newUser, rowOf } from '@pcf/shared/testing';

/** What the server registers for pcf_project (objectRegistry.ts), the columns the project lists show. */
export const PROJECT_META: ObjMetaData = {
  objName: 'pcf_project',
  label: '核算项目',
  labelZh: '核算项目',
  labelEn: 'Accounting projects',
  companyScoped: true,
  fields: [
    objField('id', 'integer', '编号', { shownInList: false }),
    objField('code', 'string', '项目编号'),
    objField('name', 'string', '项目名称'),
    objField('status', 'dict', '状态', { dictType: 'pcf_project_status' }),
  ],
};

/** The sample project's row (pcf_project), as its pages read it by id. */
export const PROJECT_ROW: ObjRow = {
  id: 7,
  code: 'PJ-2026-007',
  name: '双面组件碳足迹',
  company_name: '演示光伏科技有限公司',
  product_model: 'PV-580M',
  declared_unit_code: 'kWp',
};

/** A raw-material line of 1 kg without a source (a draft), changed as given. */
export const inventoryLine = (id: number, extra: Partial<InventoryLine>): InventoryLine => ({
  id,
  stage: 'raw_material',
  itemId: null,
  itemName: null,
  description: '',
  quantity: null,
  unitId: 1,
  unitCode: 'kg',
  sourceKind: null,
  factorId: null,
  factorCode: null,
  factorVersionId: null,
  factorVersion: null,
  factorName: null,
  factorValue: null,
  factorUnitCode: null,
  factorSource: null,
  factorYear: null,
  factorNcv: null,
  gas: null,
  dataType: 'secondary',
  site: null,
  region: null,
  quality: null,
  uncertainty: null,
  gsd: null,
  shared: false,
  note: null,
  sortOrder: id,
  templateLineId: null,
  evidence: [],
  updatedAt: '2026-01-02T03:04:05.000Z',
  ...extra,
});

/** Every test of the file reads the screens in Chinese. */
export const inChinese = (): void => inChineseWith(registerLocales);

export const routeOf = (path: string): RemoteRoute | undefined => routes.find((route) => route.path === path);

/** The route's page at `url` for a user of this session; the test id `where` shows where it has navigated. */
export function renderRoute(route: RemoteRoute | undefined, url: string, session: Partial<SessionState>) {
  if (!route) throw new Error(`mf-acquisition has no route for ${url}`);
  const Page = route.Component;
  return renderAt(<Page />, url, session);
}

/** The last dialog (or confirm) of this title. */
export async function dialog(title: string): Promise<HTMLElement> {
  const titles = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' });
  const found = titles[titles.length - 1].closest<HTMLElement>('.ant-modal');
  if (!found) throw new Error(`no dialog ${title}`);
  return found;
}

export async function drawer(title: string): Promise<HTMLElement> {
  const found = (await screen.findByText(title, { selector: '.ant-drawer-title' })).closest<HTMLElement>('.ant-drawer');
  if (!found) throw new Error(`no drawer ${title}`);
  return found;
}
