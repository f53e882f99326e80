import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SUPPLY_CHAIN_PERMISSIONS as P, supplyChainEndpoints as E, type FootprintChoice } from '@pcf/shared';
import { button, inChinese, newUser, ok, rowOf, setupTestServer } from '@pcf/shared/testing';
import { registerLocales } from '../../locales';
import { DOCUMENT, pageOf, renderRoute, request } from '../../parts/testing/screens';

jest.setTimeout(60000);
inChinese(registerLocales);

const PAGE = '/SupplyChainManagement/distributionPJ';
const received = (id: number, extra: Parameters<typeof request>[1] = {}) =>
  request(id, { direction: 'received', partnerId: null, ...extra });
const REQUESTS = [
  received(1, { counterpart: '组件厂', message: '请提供硅片碳足迹' }),
  received(2, {
    counterpart: 'Buyer Inc. API',
    counterpartKind: 'client',
    status: 'fulfilled',
    footprintId: DOCUMENT.id,
    footprint: DOCUMENT,
  }),
];
const CHOICES: FootprintChoice[] = [
  { id: DOCUMENT.id, version: 2, productIds: ['urn:gtin:4012345000016'], productName: 'M10 硅片', createdAt: '2026-02-01T02:00:00.000Z' },
];

const sent: { url: string; body: unknown }[] = [];
const asked: URLSearchParams[] = [];
const server = setupTestServer(
  http.get(E.received.url, ({ request: r }) => {
    const params = new URL(r.url).searchParams;
    asked.push(params);
    const status = params.get('status');
    return ok(
      pageOf(
        REQUESTS.filter((q) => !status || q.status === status),
        r.url,
      ),
    );
  }),
  http.get(E.choices.url, () => ok(CHOICES)),
  ...[E.fulfil, E.reject].map((endpoint) =>
    http.post(endpoint.url, async ({ request: r }) => {
      sent.push({ url: endpoint.url, body: await r.json() });
      return ok(received(1), endpoint === E.fulfil ? '请求已履行，碳足迹已发送给请求方' : '请求已拒绝，原因已告知请求方');
    }),
  ),
);
afterEach(() => {
  sent.length = 0;
  asked.length = 0;
});

const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal') as HTMLElement;

describe('碳足迹分配', () => {
  it('lists the requests received, and fulfils one with a shared footprint', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.receivedList, P.receivedEdit]);
    expect(await screen.findByText('请提供硅片碳足迹')).toBeInTheDocument();
    expect(within(rowOf('Buyer Inc. API')).getByText('PACT 客户端')).toBeInTheDocument();
    expect(within(rowOf('Buyer Inc. API')).queryByText('履行')).toBeNull();

    await user.click(button('履行', rowOf('组件厂')));
    const form = await dialog('履行请求（组件厂）');
    await user.click(button('履 行', form));
    expect(await within(form).findByText('请选择碳足迹')).toBeInTheDocument();
    await user.click(await within(form).findByText(/^M10 硅片 · 第 2 版 · 2026-02-0\d \d\d:00$/));
    await user.click(button('履 行', form));
    expect(await screen.findByText('请求已履行，碳足迹已发送给请求方')).toBeInTheDocument();
    expect(sent).toEqual([{ url: E.fulfil.url, body: { id: 1, footprintId: DOCUMENT.id } }]);
  });

  it('rejects a request with a reason, and keeps the server’s refusal in the form', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.receivedList, P.receivedEdit]);
    await screen.findByText('组件厂');
    await user.click(button('拒绝', rowOf('组件厂')));
    const form = await dialog('拒绝请求（组件厂）');
    await user.click(button('拒 绝', form));
    expect(await within(form).findByText('请填写拒绝原因')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox'), '该产品已停产');
    server.use(http.post(E.reject.url, () => HttpResponse.json({ code: 500, msg: '该请求已履行，不能再答复' }), { once: true }));
    await user.click(button('拒 绝', form));
    expect(await within(form).findByText('该请求已履行，不能再答复')).toBeInTheDocument();
    await user.click(button('拒 绝', form));
    await waitFor(() => expect(sent).toEqual([{ url: E.reject.url, body: { id: 1, reason: '该产品已停产' } }]));
  });

  it('says when there is no footprint to fulfil with, and shows the one sent', async () => {
    const user = newUser();
    server.use(http.get(E.choices.url, () => ok([])));
    renderRoute(PAGE, PAGE, [P.receivedList, P.receivedEdit]);
    await screen.findByText('组件厂');
    await user.click(button('履行', rowOf('组件厂')));
    const form = await dialog('履行请求（组件厂）');
    expect(await within(form).findByText(/本企业没有有效的共享碳足迹/)).toBeInTheDocument();
    expect(button('履 行', form)).toBeDisabled();
    await user.click(button('取 消', form));

    await user.click(button('查看碳足迹', rowOf('Buyer Inc. API')));
    expect(await screen.findByText('碳足迹（Buyer Inc. API）')).toBeInTheDocument();
  });

  it('filters by status and searches on the server, in the same request table as the sent list', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.receivedList]);
    await screen.findByText('组件厂');
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    await user.click(screen.getByText('已履行', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(screen.queryByText('组件厂')).toBeNull());
    expect(screen.getByText('Buyer Inc. API')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '产品标识或请求方名称' }), 'Buyer{Enter}');
    await waitFor(() => expect(asked.at(-1)?.get('text')).toBe('Buyer'));
    expect([asked.at(-1)?.get('status'), asked.at(-1)?.get('pageNum')]).toEqual(['fulfilled', '1']);
  });

  it('keeps the list’s failure on screen with a retry', async () => {
    const user = newUser();
    server.use(http.get(E.received.url, () => HttpResponse.json({ code: 500, msg: '数据库繁忙' }), { once: true }));
    renderRoute(PAGE, PAGE, [P.receivedList]);
    expect(await screen.findByText('碳足迹请求加载失败')).toBeInTheDocument();
    expect(screen.getByText('数据库繁忙')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('组件厂')).toBeInTheDocument();
  });

  it('offers no answer without 答复请求', async () => {
    renderRoute(PAGE, PAGE, [P.receivedList]);
    await screen.findByText('组件厂');
    expect(within(rowOf('组件厂')).queryByText('履行')).toBeNull();
    expect(within(rowOf('组件厂')).queryByText('拒绝')).toBeNull();
  });
});
