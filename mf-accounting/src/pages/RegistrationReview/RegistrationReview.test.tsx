import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, registrationEndpoints, setLanguage } from '@pcf/shared';
import type {
  ApproveRegistrationRequest,
  ObjCondition,
  ObjMetaData,
  ObjPageRequest,
  ObjRow,
  RegistrationDetail,
  RejectRegistrationRequest,
} from '@pcf/shared';
import { button, enterValue, objField, ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

// several antd popups per test: a slow CI machine needs more than the preset's 20 s
jest.setTimeout(60000);

/** What the server registers for biz_registration (objectRegistry.ts), in Chinese. */
const META: ObjMetaData = {
  objName: 'biz_registration',
  label: '注册申请',
  labelZh: '注册申请',
  labelEn: 'Registrations',
  companyScoped: true,
  fields: [
    objField('id', 'integer', '编号', { shownInList: false }),
    objField('company_name', 'string', '企业名称'),
    objField('credit_code', 'string', '统一社会信用代码'),
    objField('industry', 'dict', '所属行业', { dictType: 'biz_pv_industry' }),
    objField('contact', 'string', '联系人'),
    objField('account', 'string', '账号'),
    objField('review_status', 'dict', '审核状态', { dictType: 'biz_review_status' }),
    objField('created_at', 'datetime', '申请时间'),
  ],
};

const ROWS: ObjRow[] = [
  {
    id: 11,
    company_name: '晶光伏科技有限公司',
    credit_code: '914403001922038216',
    industry: 'module',
    contact: '张三',
    account: 'jing_pv',
    review_status: 'pending',
    created_at: '2030-01-01T08:00:00.000Z',
  },
  {
    id: 12,
    company_name: '硅片制造有限公司',
    credit_code: '91440300708461136T',
    industry: 'wafer',
    contact: '李四',
    account: 'wafer_co',
    review_status: 'pending',
    created_at: '2030-01-02T08:00:00.000Z',
  },
  {
    id: 13,
    company_name: '已驳回光伏有限公司',
    credit_code: '91330100799655058B',
    industry: 'cell',
    contact: '王五',
    account: 'rejected_co',
    review_status: 'rejected',
    created_at: '2030-01-03T08:00:00.000Z',
  },
];

const detailOf = (id: number): RegistrationDetail => {
  const row = ROWS.find((r) => r.id === id) as ObjRow;
  return {
    companyId: id,
    companyName: String(row.company_name),
    companyNameEn: 'Jing PV Technology Co., Ltd.',
    creditCode: String(row.credit_code),
    industry: String(row.industry),
    region: '江苏省苏州市',
    address: '工业园区星湖街 328 号',
    contact: String(row.contact),
    phone: '13800000000',
    email: 'apply@example.com',
    userId: id + 100,
    account: String(row.account),
    reviewStatus: row.review_status as RegistrationDetail['reviewStatus'],
    rejectReason: row.review_status === 'rejected' ? '营业执照不清晰' : null,
    reviewedBy: row.review_status === 'rejected' ? '管理员' : null,
    reviewedAt: row.review_status === 'rejected' ? '2030-01-04T08:00:00.000Z' : null,
    submittedAt: String(row.created_at),
    licence: id === 12 ? { type: 'pdf', size: 2_400_000 } : { type: 'png', size: 20_480 },
  };
};

const refused = (msg: string) => HttpResponse.json({ code: 500, msg, message: msg }, { status: 400 });

let pages: ObjPageRequest[] = [];
let approvals: ApproveRegistrationRequest[] = [];
let rejections: RejectRegistrationRequest[] = [];
let approveRefusal: string | null = null;
let detailFails = false;

const withStatus = (conditions: ObjCondition[] | undefined) => {
  const wanted = conditions?.find((c) => c.field === 'review_status')?.value;
  return wanted === undefined ? ROWS : ROWS.filter((r) => r.review_status === wanted);
};

setupTestServer(
  http.post(API.objMetaData, () => ok(META)),
  http.get(API.dictOptions, ({ request }) => {
    const dictType = new URL(request.url).searchParams.get('dictType');
    if (dictType === 'biz_pv_industry') {
      return ok([
        { value: 'module', label: '光伏组件' },
        { value: 'wafer', label: '硅片' },
        { value: 'cell', label: '电池片' },
      ]);
    }
    return ok([
      { value: 'pending', label: '待审核' },
      { value: 'approved', label: '已通过' },
      { value: 'rejected', label: '已驳回' },
    ]);
  }),
  http.post(API.objDataByPage, async ({ request }) => {
    const body = (await request.json()) as ObjPageRequest;
    pages.push(body);
    const rows = withStatus(body.conditions as ObjCondition[] | undefined);
    return ok({ rows, total: rows.length, pageNum: 1, pageSize: 10 });
  }),
  http.get(registrationEndpoints.detail.url, ({ request }) => {
    if (detailFails) return HttpResponse.json({ code: 404, msg: '注册申请不存在' }, { status: 404 });
    return ok(detailOf(Number(new URL(request.url).searchParams.get('companyId'))));
  }),
  http.post(registrationEndpoints.approve.url, async ({ request }) => {
    approvals.push((await request.json()) as ApproveRegistrationRequest);
    return approveRefusal ? refused(approveRefusal) : HttpResponse.json({ code: 200, msg: '审核通过' });
  }),
  http.post(registrationEndpoints.reject.url, async ({ request }) => {
    rejections.push((await request.json()) as RejectRegistrationRequest);
    return HttpResponse.json({ code: 200, msg: '已驳回' });
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
  approveRefusal = null;
  detailFails = false;
});
afterEach(() => {
  pages = [];
  approvals = [];
  rejections = [];
});

const reviewRoute = routes.find((route) => route.path === '/businessAccounting/zhuceUser');
const ADMIN = ['*:*:*'];

function renderReview(permissions: string[] = ADMIN) {
  if (!reviewRoute) throw new Error('mf-accounting has no /businessAccounting/zhuceUser route');
  const Page = reviewRoute.Component;
  return renderScreen(<Page />, { roles: permissions === ADMIN ? ['admin'] : ['enterprise'], permissions });
}

/* Text queries: role queries compute the styles of the whole antd table and take seconds each. */
function rowOf(text: string): HTMLElement {
  const cell = screen.getAllByText(text).find((el) => el.closest('tr.ant-table-row'));
  const row = cell?.closest<HTMLElement>('tr');
  if (!row) throw new Error(`no row ${text}`);
  return row;
}

async function drawer(): Promise<HTMLElement> {
  const found = await waitFor(() => {
    const el = document.querySelector<HTMLElement>('.ant-drawer-section');
    if (!el) throw new Error('no drawer');
    return el;
  });
  return found;
}

async function dialog(title: string): Promise<HTMLElement> {
  const titles = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' });
  const found = titles[0].closest<HTMLElement>('.ant-modal');
  if (!found) throw new Error(`no dialog ${title}`);
  return found;
}

async function openRegistration(companyName: string): Promise<HTMLElement> {
  await user.click(within(rowOf(companyName)).getByText('查看'));
  const opened = await drawer();
  await within(opened).findByText('工业园区星湖街 328 号');
  return opened;
}

describe('/businessAccounting/zhuceUser (注册审核)', () => {
  it('is a route of mf-accounting titled 注册审核', () => {
    expect(reviewRoute?.titleKey).toBe('accounting:registration.title');
  });

  it('lists the pending registrations first, with their status tags, and shows the other tabs on request', async () => {
    renderReview();
    // the first test also loads the lazy page and antd's modules
    await screen.findByText('晶光伏科技有限公司', undefined, { timeout: 15000 });
    expect(pages[0]).toMatchObject({
      objName: 'biz_registration',
      pageNum: 1,
      conditions: [{ field: 'review_status', operator: 'eq', value: 'pending' }],
    });
    expect(within(rowOf('晶光伏科技有限公司')).getByText('待审核')).toBeInTheDocument();
    expect(within(rowOf('硅片制造有限公司')).getByText('硅片')).toBeInTheDocument();
    expect(screen.queryByText('已驳回光伏有限公司')).not.toBeInTheDocument();

    await user.click(screen.getByText('已驳回', { selector: '.ant-tabs-tab-btn' }));
    await screen.findByText('已驳回光伏有限公司');
    expect(pages[pages.length - 1].conditions).toEqual([{ field: 'review_status', operator: 'eq', value: 'rejected' }]);
    await user.click(screen.getByText('全部', { selector: '.ant-tabs-tab-btn' }));
    await waitFor(() => expect(pages[pages.length - 1].conditions).toEqual([]));
  });

  it('opens a registration with the company’s data and its licence image inline', async () => {
    renderReview();
    await screen.findByText('晶光伏科技有限公司');
    const opened = await openRegistration('晶光伏科技有限公司');
    for (const text of [
      'Jing PV Technology Co., Ltd.',
      '914403001922038216',
      '光伏组件',
      '江苏省苏州市',
      '张三',
      '13800000000',
      'apply@example.com',
      'jing_pv',
    ]) {
      expect(within(opened).getByText(text)).toBeInTheDocument();
    }
    const image = within(opened).getByAltText('晶光伏科技有限公司 的营业执照');
    expect(image).toHaveAttribute('src', '/rest/registration/licence?companyId=11');
    expect(within(opened).getByText(/PNG 图片 · 20 KB/)).toBeInTheDocument();
    expect(within(opened).getByText('在新窗口中打开')).toHaveAttribute('href', '/rest/registration/licence?companyId=11');
  });

  it('shows a PDF licence in a frame', async () => {
    renderReview();
    await screen.findByText('硅片制造有限公司');
    const opened = await openRegistration('硅片制造有限公司');
    const frame = within(opened).getByTitle('硅片制造有限公司 的营业执照');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/rest/registration/licence?companyId=12');
    expect(within(opened).getByText(/PDF 文件 · 2\.3 MB/)).toBeInTheDocument();
  });

  it('approves after a confirmation, shows the server’s answer and reloads the list', async () => {
    renderReview();
    await screen.findByText('晶光伏科技有限公司');
    const opened = await openRegistration('晶光伏科技有限公司');
    const listed = pages.length;
    await user.click(button('审核通过', opened));
    const confirm = await dialog('系统提示');
    expect(within(confirm).getByText('确定审核通过“晶光伏科技有限公司”的注册申请吗？通过后该企业用户即可登录平台。')).toBeInTheDocument();
    await user.click(button('审核通过', confirm));
    await waitFor(() => expect(approvals).toEqual([{ companyId: 11 }]));
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('审核通过'));
    await waitFor(() => expect(pages.length).toBeGreaterThan(listed));
  });

  it('shows the server’s refusal of an approval', async () => {
    approveRefusal = '该注册申请已审核通过，不能重复操作';
    renderReview();
    await screen.findByText('晶光伏科技有限公司');
    const opened = await openRegistration('晶光伏科技有限公司');
    await user.click(button('审核通过', opened));
    await user.click(button('审核通过', await dialog('系统提示')));
    expect(await screen.findByText('该注册申请已审核通过，不能重复操作')).toBeInTheDocument();
  });

  it('rejects only with a reason, which it sends trimmed', async () => {
    renderReview();
    await screen.findByText('晶光伏科技有限公司');
    const opened = await openRegistration('晶光伏科技有限公司');
    await user.click(button('驳 回', opened));
    const modal = await dialog('驳回“晶光伏科技有限公司”的注册申请');
    await user.click(button('驳 回', modal));
    expect(await within(modal).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(rejections).toEqual([]);
    await enterValue(user, within(modal).getByLabelText('驳回原因'), '  营业执照模糊，请重新上传  ');
    await user.click(button('驳 回', modal));
    await waitFor(() => expect(rejections).toEqual([{ companyId: 11, reason: '营业执照模糊，请重新上传' }]));
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('已驳回'));
  });

  it('shows a rejected registration’s reason and offers approval but no second rejection', async () => {
    renderReview();
    await screen.findByText('晶光伏科技有限公司');
    await user.click(screen.getByText('已驳回', { selector: '.ant-tabs-tab-btn' }));
    await screen.findByText('已驳回光伏有限公司');
    const opened = await openRegistration('已驳回光伏有限公司');
    expect(within(opened).getByText('营业执照不清晰')).toBeInTheDocument();
    expect(within(opened).getByText('管理员')).toBeInTheDocument();
    expect(button('审核通过', opened)).toBeInTheDocument();
    expect(within(opened).queryByText('驳 回')).not.toBeInTheDocument();
  });

  it('offers no decision without business:registration:review', async () => {
    renderReview(['business:registration:list']);
    await screen.findByText('晶光伏科技有限公司');
    const opened = await openRegistration('晶光伏科技有限公司');
    expect(within(opened).queryByText('审核通过')).not.toBeInTheDocument();
    expect(within(opened).queryByText('驳 回')).not.toBeInTheDocument();
  });

  it('shows a failed detail with a retry', async () => {
    detailFails = true;
    renderReview();
    await screen.findByText('晶光伏科技有限公司');
    await user.click(within(rowOf('晶光伏科技有限公司')).getByText('查看'));
    const opened = await drawer();
    expect(await within(opened).findByText('注册申请加载失败')).toBeInTheDocument();
    detailFails = false;
    await user.click(button('重 试', opened));
    expect(await within(opened).findByText('工业园区星湖街 328 号')).toBeInTheDocument();
  });
});
