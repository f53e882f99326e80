import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SUPPLY_CHAIN_PERMISSIONS as P, supplyChainEndpoints as E } from '@pcf/shared';
import { button, inChinese, newUser, ok, rowOf, setupTestServer } from '@pcf/shared/testing';
import { registerLocales } from '../../locales';
import { DOCUMENT, pageOf, partner, renderRoute, request } from '../../parts/testing/screens';

jest.setTimeout(60000);
inChinese(registerLocales);

const PAGE = '/SupplyChainManagement/applyPJ';
const REQUESTS = [
  request(1, { message: '请提供 2025 年数据', periodStart: '2025-01-01T00:00:00.000Z', periodEnd: '2026-01-01T00:00:00.000Z' }),
  request(2, {
    counterpart: '玻璃厂',
    status: 'fulfilled',
    footprintId: DOCUMENT.id,
    footprint: DOCUMENT,
    refreshNeeded: true,
    decidedAt: '2026-03-03T02:00:00.000Z',
  }),
  request(3, { counterpart: '边框厂', counterpartKind: 'host', status: 'rejected', rejectReason: '该产品已停产' }),
  // an external host's answer of two footprints: the one for the product asked is the main one
  request(4, {
    counterpart: '硅片主机',
    counterpartKind: 'host',
    status: 'fulfilled',
    footprintId: DOCUMENT.id,
    footprint: DOCUMENT,
    otherFootprints: [
      {
        ...DOCUMENT,
        id: '3f5a2c1e-1111-4a2b-9c3d-000000000002',
        productIds: ['urn:gtin:4012345000023'],
        productNameCompany: 'G12 硅片',
        pcf: { ...DOCUMENT.pcf, pcfExcludingBiogenicUptake: '51.7' },
      },
    ],
    decidedAt: '2026-03-04T02:00:00.000Z',
  }),
];

const statuses: (string | null)[] = [];
const asked: URLSearchParams[] = [];
const created: unknown[] = [];
const PARTNERS = [partner(1), partner(2, { kind: 'invited', name: '接线盒厂', partnerCompanyId: null, invitePending: true })];
const server = setupTestServer(
  http.get(E.sent.url, ({ request: r }) => {
    const params = new URL(r.url).searchParams;
    const status = params.get('status');
    const id = params.get('id');
    statuses.push(status);
    asked.push(params);
    return ok(
      pageOf(
        REQUESTS.filter((q) => (!status || q.status === status) && (!id || q.id === Number(id))),
        r.url,
      ),
    );
  }),
  http.get(E.partners.url, ({ request: r }) => {
    const text = new URL(r.url).searchParams.get('text') ?? '';
    return ok(
      pageOf(
        PARTNERS.filter((p) => p.name.includes(text)),
        r.url,
      ),
    );
  }),
  http.get(E.products.url, () => ok([{ productId: 'urn:gtin:4012345000016', productName: 'M10 硅片', itemId: 101, itemName: '硅片' }])),
  http.post(E.createRequest.url, async ({ request: r }) => {
    created.push(await r.json());
    return ok(request(9), '请求已发送');
  }),
);
afterEach(() => {
  statuses.length = 0;
  asked.length = 0;
  created.length = 0;
});

const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal') as HTMLElement;
const option = async (text: string) => {
  const found = await screen.findAllByTitle(text);
  return found[found.length - 1];
};

describe('碳足迹申请', () => {
  it('lists the requests sent with status, period, reason and refresh flag, and filters by status', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.sentList]);
    expect(await screen.findByText('请提供 2025 年数据')).toBeInTheDocument();
    expect(within(rowOf('请提供 2025 年数据')).getByText('待答复')).toBeInTheDocument();
    expect(within(rowOf('请提供 2025 年数据')).getByText('2025-01-01 ~ 2025-12-31')).toBeInTheDocument();
    expect(within(rowOf('玻璃厂')).getByText('已履行')).toBeInTheDocument();
    expect(within(rowOf('玻璃厂')).getByText('需更新')).toBeInTheDocument();
    expect(within(rowOf('该产品已停产')).getByText('已拒绝')).toBeInTheDocument();
    expect(within(rowOf('该产品已停产')).getByText('外部 PACT 主机')).toBeInTheDocument();
    expect(screen.queryByText('发送请求')).toBeNull();

    await user.click(screen.getByText('已拒绝', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(screen.queryByText('玻璃厂')).toBeNull());
    expect(statuses).toEqual([null, 'rejected']);
  });

  it('shows the footprint received by its PACT fields', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.sentList]);
    await screen.findByText('玻璃厂');
    await user.click(button('查看碳足迹', rowOf('玻璃厂')));
    const drawer = (await screen.findByText('碳足迹（玻璃厂）')).closest<HTMLElement>('.ant-drawer') as HTMLElement;
    const value = (label: string) => within(drawer).getByText(label).closest('tr')?.querySelector('td')?.textContent;
    expect(value('申报单位')).toBe('1 kilogram');
    expect(value('碳足迹（不含生物源吸收）')).toBe('45.2');
    expect(value('参考期')).toBe('2025-01-01 ~ 2025-12-31');
    expect(value('初级数据占比（%）')).toBe('62.5');
    expect(value('IPCC 特征化因子')).toBe('AR6');
    expect(within(drawer).getByText('pcfExcludingBiogenicUptake')).toBeInTheDocument();
    expect(within(drawer).getByText('供应商已发布该碳足迹的更新版本，请重新发送请求以获取最新数据')).toBeInTheDocument();
  });

  it('shows each footprint of a host’s answer of several in a tab, the main one first', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.sentList]);
    await screen.findByText('硅片主机');
    await user.click(button('查看碳足迹', rowOf('硅片主机')));
    const drawer = (await screen.findByText('碳足迹（硅片主机）')).closest<HTMLElement>('.ant-drawer') as HTMLElement;
    expect(
      within(drawer).getByText(
        '供应商的答复包含 2 个碳足迹。主碳足迹是其中第一个包含所请求产品标识的碳足迹；申请使用时可选择其中任意一个。',
      ),
    ).toBeInTheDocument();
    const value = (label: string) =>
      within(within(drawer).getByRole('tabpanel')).getByText(label).closest('tr')?.querySelector('td')?.textContent;
    expect(within(drawer).getByRole('tab', { name: '主碳足迹：M10 硅片', selected: true })).toBeInTheDocument();
    expect(value('碳足迹（不含生物源吸收）')).toBe('45.2');
    await user.click(within(drawer).getByRole('tab', { name: '其他 1：G12 硅片' }));
    await waitFor(() => expect(value('碳足迹（不含生物源吸收）')).toBe('51.7'));
    expect(value('产品标识')).toBe('urn:gtin:4012345000023');
  });

  it('opens the footprint of the request the link names, read on its own whatever page it is on', async () => {
    renderRoute(PAGE, `${PAGE}?id=2`, [P.sentList]);
    expect(await screen.findByText('碳足迹（玻璃厂）')).toBeInTheDocument();
    expect(asked.some((params) => params.get('id') === '2')).toBe(true);
  });

  it('asks the server for each page and search, showing the count of all', async () => {
    const many = Array.from({ length: 23 }, (_, i) => request(100 + i, { productIds: [`urn:gtin:${1000 + i}`] }));
    server.use(
      http.get(E.sent.url, ({ request: r }) => {
        const params = new URL(r.url).searchParams;
        asked.push(params);
        const text = params.get('text') ?? '';
        return ok(
          pageOf(
            many.filter((q) => q.productIds[0].includes(text)),
            r.url,
          ),
        );
      }),
    );
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.sentList]);
    expect(await screen.findByText('urn:gtin:1000')).toBeInTheDocument();
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    expect(screen.queryByText('urn:gtin:1010')).toBeNull();
    await user.click(screen.getByTitle('3'));
    expect(await screen.findByText('urn:gtin:1020')).toBeInTheDocument();
    expect(screen.queryByText('urn:gtin:1000')).toBeNull();
    expect([asked.at(-1)?.get('pageNum'), asked.at(-1)?.get('pageSize')]).toEqual(['3', '10']);

    // a search starts again at page 1
    await user.type(screen.getByRole('searchbox', { name: '产品标识或供应商名称' }), '1007{Enter}');
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(screen.getByText('urn:gtin:1007')).toBeInTheDocument();
    expect([asked.at(-1)?.get('text'), asked.at(-1)?.get('pageNum')]).toEqual(['1007', '1']);
  });

  it('says when no request matches', async () => {
    server.use(http.get(E.sent.url, ({ request: r }) => ok(pageOf([], r.url))));
    renderRoute(PAGE, PAGE, [P.sentList]);
    expect(await screen.findByText('暂无碳足迹请求')).toBeInTheDocument();
  });

  it('sends a request to a supplier for products from its mapping, and shows the server’s refusal', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.sentList, P.sentEdit]);
    await screen.findByText('玻璃厂');
    await user.click(button('发送请求'));
    const form = await dialog('发送请求');
    // each searchable select is named by its label
    await user.click(within(form).getByRole('combobox', { name: '供应商' }));
    // a supplier still invited cannot be asked yet
    expect((await option('接线盒厂（邀请中，尚未注册）')).closest('.ant-select-item')).toHaveClass('ant-select-item-option-disabled');
    await user.click(await option('硅料供应商'));
    await user.click(within(form).getByRole('combobox', { name: '产品' }));
    await user.click(await option('M10 硅片（urn:gtin:4012345000016）'));
    await user.type(within(form).getByLabelText('留言'), '请提供 2025 年数据');

    server.use(
      http.post(
        E.createRequest.url,
        () => HttpResponse.json({ code: 500, msg: '无法连接外部 PACT 主机 pact.example，请检查地址或稍后再试' }),
        {
          once: true,
        },
      ),
    );
    await user.click(button('发 送', form));
    expect(await within(form).findByText('无法连接外部 PACT 主机 pact.example，请检查地址或稍后再试')).toBeInTheDocument();
    await user.click(button('发 送', form));
    expect(await screen.findByText('请求已发送')).toBeInTheDocument();
    expect(created).toEqual([{ partnerId: 1, productIds: ['urn:gtin:4012345000016'], message: '请提供 2025 年数据' }]);
  });
});
