import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SUPPLY_CHAIN_PERMISSIONS, inventoryEndpoints, projectEndpoints, supplyChainEndpoints } from '@pcf/shared';
import type { FootprintApplication, InventoryLine, InventoryLinesReply } from '@pcf/shared';
import { ok, setupTestServer } from '@pcf/shared/testing';
import { SUPPLY_CHAIN_PATHS } from '../../parts/paths';
import { PF_1, PF_2, button, inChinese, newUser, pactDocument, renderRoute, request, rowOf } from '../../parts/testing/footprintScreens';
import { pageOf } from '../../parts/testing/screens';

jest.setTimeout(60000);
inChinese();

const P = SUPPLY_CHAIN_PERMISSIONS;
const PAGE = SUPPLY_CHAIN_PATHS.applications;

const application = (id: number, extra: Partial<FootprintApplication> = {}): FootprintApplication => ({
  id,
  requestId: 7,
  direction: 'mine',
  buyerName: '光伏示范企业',
  supplierName: '硅料供应商',
  projectId: 7,
  projectName: '单晶组件碳足迹',
  lineId: 31,
  lineDescription: '多晶硅料',
  footprintId: PF_1,
  value: 261.456,
  unitCode: 'piece',
  primaryShare: 0.625,
  note: null,
  status: 'pending',
  reason: null,
  createdAt: '2026-11-23T08:00:00.000Z',
  decidedAt: null,
  actions: [],
  ...extra,
});

const line = (id: number, description: string, extra: Partial<InventoryLine> = {}): InventoryLine => ({
  id,
  stage: 'raw_material',
  itemId: null,
  itemName: null,
  description,
  quantity: 1,
  unitId: 1,
  unitCode: 'piece',
  sourceKind: 'factor',
  factorId: 1,
  factorCode: 'SI',
  factorVersionId: 1,
  factorVersion: 1,
  factorName: '多晶硅',
  factorValue: 1,
  factorUnitCode: 'piece',
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
  sortOrder: 1,
  templateLineId: null,
  evidence: [],
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...extra,
});

const LINES: InventoryLinesReply = {
  projectId: 7,
  projectStatus: 'collecting',
  editable: true,
  lines: [line(31, '多晶硅料'), line(32, '光伏玻璃', { sourceKind: null })],
};

const sent: { url: string; body: unknown }[] = [];
const listed: string[] = [];
const sentAsked: URLSearchParams[] = [];
const FULFILLED = [
  request(7),
  request(8, { counterpart: '玻璃供应商', productIds: ['urn:gtin:123'] }),
  // an external host that answered with two footprints: the main one for the product asked, and another
  request(9, {
    counterpart: '硅片主机',
    counterpartKind: 'host',
    productIds: ['urn:gtin:999'],
    otherFootprints: [
      pactDocument(PF_2, {
        productNameCompany: 'M10 硅片（P 型）',
        pcf: { ...pactDocument(PF_2).pcf, pcfExcludingBiogenicUptake: '12.5' },
      }),
    ],
  }),
];
const projectQueries: unknown[] = [];

const server = setupTestServer(
  http.get(supplyChainEndpoints.applications.url, ({ request: r }) => {
    const status = new URL(r.url).searchParams.get('status') ?? 'all';
    listed.push(status);
    const rows = [
      application(1),
      application(2, {
        direction: 'toDecide',
        buyerName: '组件买方',
        projectName: '买方组件项目',
        lineDescription: '电池片',
        actions: ['approve', 'reject'],
      }),
      application(3, { projectName: '已批准项目', status: 'approved', decidedAt: '2026-11-24T08:00:00.000Z' }),
      application(4, { projectName: '已拒绝项目', status: 'rejected', reason: '单位不符' }),
    ];
    return ok(pageOf(status === 'all' ? rows : rows.filter((row) => row.status === status), r.url));
  }),
  http.get(supplyChainEndpoints.sent.url, ({ request: r }) => {
    const params = new URL(r.url).searchParams;
    sentAsked.push(params);
    const id = params.get('id');
    const text = params.get('text') ?? '';
    return ok(
      pageOf(
        FULFILLED.filter((q) => (!id || q.id === Number(id)) && q.counterpart.includes(text)),
        r.url,
      ),
    );
  }),
  http.post(projectEndpoints.page.url, async ({ request: r }) => {
    projectQueries.push(await r.json());
    return ok({
      rows: [{ id: 7, name: '单晶组件碳足迹', code: 'P-7', product_model: 'PV-580M', company_name: '光伏示范企业', status: 'collecting' }],
      total: 1,
      pageNum: 1,
      pageSize: 50,
    });
  }),
  http.get(inventoryEndpoints.lines.url, () => ok(LINES)),
  http.post(supplyChainEndpoints.apply.url, async ({ request: r }) => {
    sent.push({ url: supplyChainEndpoints.apply.url, body: await r.json() });
    return ok(application(9), '申请已提交，等待供应商审批');
  }),
  http.post(supplyChainEndpoints.decide.url, async ({ request: r }) => {
    sent.push({ url: supplyChainEndpoints.decide.url, body: await r.json() });
    return ok(application(2, { status: 'approved' }), '申请已批准，清单行已使用该碳足迹');
  }),
);
afterEach(() => {
  sent.length = 0;
  listed.length = 0;
  sentAsked.length = 0;
  projectQueries.length = 0;
});

const confirmDialog = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
    if (!found) throw new Error('no confirmation');
    return found;
  });

describe('碳足迹结果申请', () => {
  it('lists the applications with their status, reason and figure, and filters them by status', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.applicationList]);
    expect(await screen.findByText('买方组件项目')).toBeInTheDocument();
    expect(within(rowOf('已批准项目')).getByText('已批准')).toBeInTheDocument();
    expect(within(rowOf('已批准项目')).getByText('清单行已使用该碳足迹')).toBeInTheDocument();
    expect(within(rowOf('已拒绝项目')).getByText('原因：单位不符')).toBeInTheDocument();
    expect(within(rowOf('买方组件项目')).getByText('261.46 kg CO₂e/piece')).toBeInTheDocument();
    // neither applying nor deciding without their permissions
    expect(screen.queryByText('申请使用')).toBeNull();
    expect(screen.queryByText('批准')).toBeNull();

    await user.click(screen.getByText('待审批', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(listed).toEqual(['all', 'pending']));
    await waitFor(() => expect(screen.queryByText('已批准项目')).toBeNull());
  });

  it('applies a fulfilled request’s footprint to an inventory line of an editable project', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.applicationList, P.applicationEdit]);
    await screen.findByText('买方组件项目');
    await user.click(button('申请使用'));
    const dialog = await screen.findByRole('dialog');
    // each searchable select is named by its label; the requests are searched on the server
    const requestBox = within(dialog).getByRole('combobox', { name: '已履行的碳足迹请求' });
    await user.type(requestBox, '玻璃');
    await waitFor(() => expect(sentAsked.at(-1)?.get('text')).toBe('玻璃'));
    expect(sentAsked.at(-1)?.get('status')).toBe('fulfilled');
    await user.click(await screen.findByText(/^玻璃供应商 · urn:gtin:123 · 261.46 kg CO₂e\/piece/));
    await user.click(within(dialog).getByRole('combobox', { name: '项目' }));
    await user.click(await screen.findByText('单晶组件碳足迹（PV-580M）'));
    expect(projectQueries[0]).toMatchObject({
      objName: 'pcf_project',
      conditions: [{ field: 'status', operator: 'in', value: ['assigned', 'collecting', 'returned'] }],
    });
    await user.click(within(dialog).getByRole('combobox', { name: '清单行' }));
    await user.click(await screen.findByText('原材料获取 · 光伏玻璃（piece，当前来源：未填写）'));
    await user.type(within(dialog).getByRole('textbox'), '按供应商实测数据');
    await user.click(button('提交申请', dialog));
    await waitFor(() =>
      expect(sent).toEqual([
        { url: supplyChainEndpoints.apply.url, body: { requestId: 8, projectId: 7, lineId: 32, note: '按供应商实测数据' } },
      ]),
    );
    expect(await screen.findByText('申请已提交，等待供应商审批')).toBeInTheDocument();
  });

  it('offers each footprint of a request a host answered with several, the main one first, and applies the one chosen', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.applicationList, P.applicationEdit]);
    await screen.findByText('买方组件项目');
    await user.click(button('申请使用'));
    const dialog = await screen.findByRole('dialog');
    // a request of one footprint has nothing to choose
    await user.click(within(dialog).getByRole('combobox', { name: '已履行的碳足迹请求' }));
    await user.click(await screen.findByText(/^玻璃供应商 · /));
    expect(within(dialog).queryByRole('combobox', { name: '碳足迹' })).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: '已履行的碳足迹请求' }));
    await user.click(await screen.findByText(/^硅片主机 · urn:gtin:999 · 261.46 kg CO₂e\/piece · 另有 1 个碳足迹/));
    const footprintBox = await within(dialog).findByRole('combobox', { name: '碳足迹' });
    expect(within(dialog).getByText('主碳足迹 · PV-580M · 261.46 kg CO₂e/piece')).toBeInTheDocument();
    await user.click(footprintBox);
    await user.click(await screen.findByText('M10 硅片（P 型） · 12.5 kg CO₂e/piece'));
    await user.click(within(dialog).getByRole('combobox', { name: '项目' }));
    await user.click(await screen.findByText('单晶组件碳足迹（PV-580M）'));
    await user.click(within(dialog).getByRole('combobox', { name: '清单行' }));
    await user.click(await screen.findByText('原材料获取 · 光伏玻璃（piece，当前来源：未填写）'));
    await user.click(button('提交申请', dialog));
    await waitFor(() =>
      expect(sent).toEqual([{ url: supplyChainEndpoints.apply.url, body: { requestId: 9, footprintId: PF_2, projectId: 7, lineId: 32 } }]),
    );
  });

  it('opens the form on the request a link names, even one older than the first options, and shows the server’s refusal above it', async () => {
    const user = newUser();
    server.use(
      // the first options do not hold the named request: it is read on its own
      http.get(supplyChainEndpoints.sent.url, ({ request: r }) => {
        const id = new URL(r.url).searchParams.get('id');
        return ok(pageOf(id === null ? [FULFILLED[1]] : FULFILLED.filter((q) => q.id === Number(id)), r.url));
      }),
      http.post(supplyChainEndpoints.apply.url, () =>
        HttpResponse.json({ code: 500, msg: '清单行的单位 kg 不能换算为碳足迹的声明单位 piece，量纲不同' }, { status: 400 }),
      ),
    );
    renderRoute(PAGE, `${PAGE}?request=7`, [P.applicationList, P.applicationEdit]);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/^硅料供应商 · /)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '项目' }));
    await user.click(await screen.findByText('单晶组件碳足迹（PV-580M）'));
    await user.click(within(dialog).getByRole('combobox', { name: '清单行' }));
    await user.click(await screen.findByText('原材料获取 · 多晶硅料（piece，当前来源：排放因子）'));
    await user.click(button('提交申请', dialog));
    expect(await within(dialog).findByText('清单行的单位 kg 不能换算为碳足迹的声明单位 piece，量纲不同')).toBeInTheDocument();
    await user.click(button('取 消', dialog));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^${PAGE}$`)));
  });

  it('lets the supplier approve after confirming what share of the line counts as primary data, and reject only with a reason', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.applicationList, P.applicationReview]);
    await screen.findByText('买方组件项目');
    // only the rows the server says the caller may decide
    expect(within(rowOf('单晶组件碳足迹')).queryByText('批准')).toBeNull();
    await user.click(within(rowOf('买方组件项目')).getByText('批准'));
    const confirm = await confirmDialog();
    expect(
      within(confirm).getByText(
        '批准后，买方组件项目 的清单行“电池片”将使用 硅料供应商 的碳足迹作为数据来源；该行排放按该碳足迹自身的初级数据占比 62.5% 计入初级数据。确定批准吗？',
      ),
    ).toBeInTheDocument();
    await user.click(button('确 定', confirm));
    await waitFor(() => expect(sent).toEqual([{ url: supplyChainEndpoints.decide.url, body: { id: 2, decision: 'approve' } }]));
    expect(await screen.findByText('申请已批准，清单行已使用该碳足迹')).toBeInTheDocument();

    sent.length = 0;
    await user.click(within(rowOf('买方组件项目')).getByText('拒绝'));
    const dialog = await screen.findByRole('dialog');
    await user.click(button('拒 绝', dialog));
    expect(await within(dialog).findByText('请填写拒绝原因（1 至 500 个字符）')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox'), '声明单位与清单不符');
    await user.click(button('拒 绝', dialog));
    await waitFor(() =>
      expect(sent).toEqual([{ url: supplyChainEndpoints.decide.url, body: { id: 2, decision: 'reject', reason: '声明单位与清单不符' } }]),
    );
  });

  it('says when the applications cannot be loaded', async () => {
    server.use(
      http.get(supplyChainEndpoints.applications.url, () =>
        HttpResponse.json({ code: 403, msg: '没有权限，请联系管理员授权' }, { status: 403 }),
      ),
    );
    renderRoute(PAGE, PAGE, [P.applicationList]);
    expect(await screen.findByText('碳足迹结果申请加载失败')).toBeInTheDocument();
    expect(screen.getByText('没有权限，请联系管理员授权')).toBeInTheDocument();
  });
});
