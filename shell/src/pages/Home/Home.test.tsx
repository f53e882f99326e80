import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  FOOTPRINT_RESULT_OBJECT,
  PROJECT_OBJECT,
  REGISTRATION_OBJECT,
  footprintEndpoints,
  objectEndpoints,
  projectEndpoints,
  setLanguage,
} from '@pcf/shared';
import type { MenuItem, ObjPageRequest } from '@pcf/shared';
import { envelope } from '../../testing/envelope';
import { renderShell, sessionState } from '../../testing/renderShell';
import { menusToRoutes } from '../../router/menuRoutes';
import HomePage from '.';

jest.setTimeout(60000);

function menu(urlvue: string, name: string, children: MenuItem[] = []): MenuItem {
  return { urlvue, name, nameEn: name, iconvue: 'AppstoreOutlined', hidden: false, redirect: null, remote: 'mf_accounting', children };
}
const ROUTES = menusToRoutes(
  [
    menu('/acquisitionManagement', '在线数据采集', [menu('/acquisitionManagement/accounting', '数据审核')]),
    menu('/businessAccounting', '碳足迹核算', [
      menu('/businessAccounting/zhuceUser', '注册审核'),
      menu('/businessAccounting/carbon_footprint', '碳足迹评价'),
      { ...menu('/businessAccounting/carbon_footprint/collect', '评价结果'), hidden: true },
    ]),
  ],
  'zh-CN',
  { user_title: null, trainer_title: null },
);

const page = (rows: Record<string, unknown>[], total = rows.length) => envelope({ rows, total, pageNum: 1, pageSize: 5 });
let asked: ObjPageRequest[] = [];
let registrationsFail = false;
const server = setupServer(
  http.post(objectEndpoints.page.url, async ({ request }) => {
    asked.push((await request.json()) as ObjPageRequest);
    if (registrationsFail) return HttpResponse.json({ code: 403, msg: '没有权限，请联系管理员授权' });
    return page([{ id: 4, company_name: '晶科示例', created_at: '2026-11-20T08:00:00Z' }], 3);
  }),
  http.post(projectEndpoints.page.url, async ({ request }) => {
    asked.push((await request.json()) as ObjPageRequest);
    return page([{ id: 7, code: 'PJ-007', name: '双面组件', company_name: '演示企业', reviewer_name: '审核员' }]);
  }),
  http.post(footprintEndpoints.resultPage.url, async ({ request }) => {
    asked.push((await request.json()) as ObjPageRequest);
    return page([]);
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setLanguage('zh-CN');
});
afterEach(() => {
  server.resetHandlers();
  asked = [];
  registrationsFail = false;
});
afterAll(() => server.close());

const renderHome = (permissions = ['*:*:*']) =>
  renderShell(<HomePage routes={ROUTES} />, {
    path: '/home',
    preloadedState: sessionState({ token: 't', userid: 1, roles: ['admin'], permissions }),
  });

describe('/home (首页)', () => {
  it('shows the pending registrations, the projects waiting for review and the recent computations, each linking to its screen', async () => {
    renderHome();
    const registrations = await screen.findByRole('region', { name: '待审核的注册' }, { timeout: 15000 });
    expect(await within(registrations).findByText('3')).toBeInTheDocument();
    expect(within(registrations).getByRole('link', { name: '晶科示例' })).toHaveAttribute('href', '/businessAccounting/zhuceUser');
    const reviews = screen.getByRole('region', { name: '待审核的项目' });
    expect(await within(reviews).findByRole('link', { name: 'PJ-007 双面组件' })).toHaveAttribute(
      'href',
      '/acquisitionManagement/accounting?id=7',
    );
    const computations = screen.getByRole('region', { name: '最近的碳足迹计算' });
    expect(await within(computations).findByText('暂无计算结果')).toBeInTheDocument();
    expect(within(computations).getByRole('link', { name: '查看全部' })).toHaveAttribute('href', '/businessAccounting/carbon_footprint');

    expect(asked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          objName: REGISTRATION_OBJECT,
          conditions: [{ field: 'review_status', operator: 'eq', value: 'pending' }],
        }),
        expect.objectContaining({ objName: PROJECT_OBJECT, conditions: [{ field: 'status', operator: 'eq', value: 'submitted' }] }),
        expect.objectContaining({ objName: FOOTPRINT_RESULT_OBJECT, sortField: 'created_at', sortOrder: 'desc' }),
      ]),
    );
  });

  it('shows only the cards the user may read, and a refusal in the card with a retry', async () => {
    registrationsFail = true;
    renderHome(['business:registration:list']);
    const registrations = await screen.findByRole('region', { name: '待审核的注册' }, { timeout: 15000 });
    expect(await within(registrations).findByText('待审核的注册加载失败')).toBeInTheDocument();
    expect(within(registrations).getByText('没有权限，请联系管理员授权')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '待审核的项目' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '最近的碳足迹计算' })).not.toBeInTheDocument();

    registrationsFail = false;
    await userEvent.click(within(registrations).getByRole('button', { name: /重新加载|重\s?试/ }));
    expect(await within(registrations).findByRole('link', { name: '晶科示例' })).toBeInTheDocument();
  });
});
