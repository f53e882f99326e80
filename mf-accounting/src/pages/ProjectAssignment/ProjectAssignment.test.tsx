import { screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http } from 'msw';
import { API, projectEndpoints, setLanguage } from '@pcf/shared';
import { antdLocaleOf } from '@pcf/shared/antdLocale';
import type { AssignProjectRequest, CreateProjectRequest, ObjMetaData, ObjRow, ProjectFormOptions } from '@pcf/shared';
import { button, enterValue, objField, ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

jest.setTimeout(90000);

const META: ObjMetaData = {
  objName: 'pcf_project',
  label: '核算项目',
  labelZh: '核算项目',
  labelEn: 'Accounting projects',
  companyScoped: true,
  fields: [
    objField('id', 'integer', '编号', { shownInList: false }),
    objField('code', 'string', '项目编号'),
    objField('name', 'string', '项目名称'),
    objField('company_name', 'string', '企业名称'),
    objField('accountant_name', 'string', '核算人员'),
    objField('reviewer_name', 'string', '审核人员'),
    objField('status', 'dict', '状态', { dictType: 'pcf_project_status' }),
  ],
};

const ROWS: ObjRow[] = [
  {
    id: 1,
    code: 'PJ-1',
    name: '组件甲',
    company_id: 1,
    company_name: '演示光伏科技有限公司',
    accountant_id: 5,
    accountant_name: '演示用户',
    reviewer_id: 9,
    reviewer_name: '审核员',
    status: 'assigned',
  },
  {
    id: 2,
    code: 'PJ-2',
    name: '组件乙',
    company_id: 1,
    company_name: '演示光伏科技有限公司',
    accountant_id: 5,
    accountant_name: '演示用户',
    reviewer_id: 9,
    reviewer_name: '审核员',
    status: 'published',
  },
];

const OPTIONS: ProjectFormOptions = {
  companies: [{ id: 1, name: '演示光伏科技有限公司' }],
  reviewers: [
    { id: 9, name: '审核员' },
    { id: 10, name: '第二审核员' },
  ],
  declaredUnits: [
    { id: 31, name: 'piece' },
    { id: 37, name: 'kWp' },
    { id: 29, name: 'm²' },
    { id: 23, name: 'kWh' },
  ],
};

let creates: CreateProjectRequest[] = [];
let assigns: AssignProjectRequest[] = [];

setupTestServer(
  http.post(API.objMetaData, () => ok(META)),
  http.get(API.dictOptions, ({ request }) =>
    new URL(request.url).searchParams.get('dictType') === 'pcf_pv_technology'
      ? ok([
          { value: 'topcon', label: 'TOPCon' },
          { value: 'hjt', label: '异质结 HJT' },
        ])
      : ok([]),
  ),
  http.post(API.objDataByPage, () => ok({ rows: ROWS, total: ROWS.length, pageNum: 1, pageSize: 10 })),
  http.get(projectEndpoints.options.url, () => ok(OPTIONS)),
  http.get(projectEndpoints.accountants.url, () => ok([{ id: 5, name: '演示用户' }])),
  http.post(projectEndpoints.create.url, async ({ request }) => {
    creates.push((await request.json()) as CreateProjectRequest);
    return ok({ id: 3, status: 'assigned' }, '新增成功!');
  }),
  http.post(projectEndpoints.assign.url, async ({ request }) => {
    assigns.push((await request.json()) as AssignProjectRequest);
    return ok({ id: 1, status: 'assigned' }, '分配成功');
  }),
);

let user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(async () => {
  registerLocales();
  // the lazy page loads (on a cold cache, compiles) in the hook's time, not in the first screen's 5 s
  await import('./index');
  await setLanguage('zh-CN');
});
beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  window.localStorage.clear();
});
afterEach(() => {
  creates = [];
  assigns = [];
});

const pageRoute = routes.find((route) => route.path === '/businessAccounting/distribution');

/** `antdInChinese`: antd's own texts in Chinese too, as the shell's provider gives them. */
function renderPage(antdInChinese = false) {
  if (!pageRoute) throw new Error('mf-accounting has no /businessAccounting/distribution route');
  const Page = pageRoute.Component;
  const session = { userid: 1, roles: ['admin'], permissions: ['*:*:*'] };
  if (!antdInChinese) return renderScreen(<Page />, session);
  return renderScreen(
    <ConfigProvider locale={antdLocaleOf('zh-CN')}>
      <Page />
    </ConfigProvider>,
    session,
  );
}

function rowOf(name: string): HTMLElement {
  const cell = screen.getAllByText(name).find((el) => el.closest('tr.ant-table-row'));
  const row = cell?.closest<HTMLElement>('tr');
  if (!row) throw new Error(`no row ${name}`);
  return row;
}

async function dialog(title: string): Promise<HTMLElement> {
  const titles = await screen.findAllByText(title, { selector: '.ant-modal-title' });
  const found = titles[0].closest<HTMLElement>('.ant-modal');
  if (!found) throw new Error(`no dialog ${title}`);
  return found;
}

async function choose(label: string, option: string, inside: HTMLElement) {
  await user.click(within(inside).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

/** Types a day into antd's date picker (the dialog's fields are pickers, not the browser's date input). */
async function pickDay(label: string, day: string, inside: HTMLElement) {
  const input = within(inside).getByLabelText(label);
  await user.click(input);
  await user.clear(input);
  await user.type(input, `${day}{Enter}`);
}

const toolbar = () => document.querySelector<HTMLElement>('.pcf-object-table__toolbar') ?? document.body;

describe('/businessAccounting/distribution (项目分配)', () => {
  it('is a route of mf-accounting titled 项目分配', () => {
    expect(pageRoute?.titleKey).toBe('accounting:project.distributionTitle');
  });

  it('creates a project for an approved company with every field; an incomplete form says 表单数据校验失败', async () => {
    renderPage();
    await screen.findByText('组件甲', undefined, { timeout: 15000 });
    await user.click(button('新 增', toolbar()));
    const form = await dialog('新增项目');
    await user.click(button('保 存', form));
    expect(await screen.findByText('表单数据校验失败')).toBeInTheDocument();
    expect(await within(form).findByText('请填写项目编号')).toBeInTheDocument();
    expect(creates).toEqual([]);

    await choose('企业', '演示光伏科技有限公司', form);
    await enterValue(user, within(form).getByLabelText('项目编号'), 'PJ-9');
    await enterValue(user, within(form).getByLabelText('项目名称'), 'TOPCon 组件');
    await enterValue(user, within(form).getByLabelText('产品型号'), 'PV-540M');
    await choose('电池技术', 'TOPCon', form);
    await enterValue(user, within(form).getByLabelText('额定功率（Wp）'), '540');
    await enterValue(user, within(form).getByLabelText('面积（m²）'), '2.58');
    await enterValue(user, within(form).getByLabelText('质量（kg）'), '28.6');
    await choose('声明单位', 'kWp', form);
    await pickDay('报告期开始', '2025-12-31', form);
    await pickDay('报告期结束', '2025-01-01', form);
    await choose('核算人员', '演示用户', form);
    await choose('审核人员', '第二审核员', form);
    await user.click(button('保 存', form));
    expect(await within(form).findByText('开始日期不能晚于结束日期')).toBeInTheDocument();
    expect(creates).toEqual([]);

    await pickDay('报告期开始', '2025-01-01', form);
    await pickDay('报告期结束', '2025-12-31', form);
    await user.click(button('保 存', form));
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(creates).toEqual([
      {
        companyId: 1,
        code: 'PJ-9',
        name: 'TOPCon 组件',
        productModel: 'PV-540M',
        technology: 'topcon',
        ratedPowerWp: 540,
        areaM2: 2.58,
        massKg: 28.6,
        standard: 'iso_14067',
        boundary: 'cradle_to_gate',
        declaredUnitId: 37,
        periodStart: '2025-01-01',
        periodEnd: '2025-12-31',
        gwpSet: 'AR6',
        accountantId: 5,
        reviewerId: 10,
      },
    ]);
  });

  it('新增项目 picks the reporting period with antd’s date picker in the UI language, not the browser’s mm/dd/yyyy field', async () => {
    renderPage(true);
    await screen.findByText('组件甲', undefined, { timeout: 15000 });
    await user.click(button('新 增', toolbar()));
    const form = await dialog('新增项目');
    const start = within(form).getByLabelText('报告期开始');
    expect(start).not.toHaveAttribute('type', 'date');
    expect(start).toHaveAttribute('placeholder', '请选择日期');
    expect(start.closest('.ant-picker')).not.toBeNull();
    await pickDay('报告期开始', '2025-02-03', form);
    expect(start).toHaveValue('2025-02-03');
    await user.click(start);
    // the calendar in Chinese, its week from Monday (dayjs's zh-cn locale)
    const weekdays = [...document.querySelectorAll('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-content thead th')];
    expect(weekdays.map((th) => th.textContent)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  });

  it('reassigns the reviewer of a project with a note; a published project offers no reassignment', async () => {
    renderPage();
    await screen.findByText('组件甲');
    expect(within(rowOf('组件乙')).queryByText('重新分配')).not.toBeInTheDocument();
    await user.click(button('重新分配', rowOf('组件甲')));
    const form = await dialog('重新分配项目：组件甲');
    await choose('审核人员', '第二审核员', form);
    await enterValue(user, within(form).getByLabelText('备注'), '原审核员休假');
    await user.click(button('保 存', form));
    expect(await screen.findByText('分配成功')).toBeInTheDocument();
    await waitFor(() => expect(assigns).toEqual([{ id: 1, accountantId: 5, reviewerId: 10, note: '原审核员休假' }]));
  });
});
