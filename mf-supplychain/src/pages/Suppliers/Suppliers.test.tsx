import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  API,
  PACT_PERMISSIONS,
  SUPPLY_CHAIN_PERMISSIONS as P,
  pactEndpoints,
  supplyChainEndpoints as E,
  type PactClient,
  type PartnerCandidate,
} from '@pcf/shared';
import { button, enterValue, inChinese, newUser, ok, rowOf, setupTestServer } from '@pcf/shared/testing';
import { registerLocales } from '../../locales';
import { pageOf, partner, renderRoute } from '../../parts/testing/screens';

jest.setTimeout(60000);
inChinese(registerLocales);

const PAGE = '/SupplyChainManagement/companyPJ';
const PARTNERS = [
  partner(1, { productCount: 1, requestCount: 2 }),
  partner(2, {
    kind: 'invited',
    name: '玻璃厂',
    partnerCompanyId: null,
    creditCode: null,
    inviteEmail: 'glass@example.com',
    invitePending: true,
  }),
  partner(3, {
    kind: 'host',
    name: '边框厂',
    partnerCompanyId: null,
    creditCode: null,
    host: {
      baseUrl: 'https://pact.frame.example',
      authUrl: 'https://pact.frame.example',
      clientId: 'buyer-1',
      inboundClientId: 7,
      inboundClient: { clientId: 'pact-7', label: '边框厂回调', revoked: false },
    },
  }),
  partner(4, {
    kind: 'host',
    name: '接线盒厂',
    partnerCompanyId: null,
    creditCode: null,
    host: {
      baseUrl: 'https://pact.box.example',
      authUrl: 'https://pact.box.example',
      clientId: 'buyer-4',
      inboundClientId: null,
      inboundClient: null,
    },
  }),
];
const client = (id: number, label: string, revokedAt: string | null = null): PactClient => ({
  id,
  companyId: 1,
  companyName: '组件厂',
  clientId: `pact-${id}`,
  label,
  autoAnswer: false,
  createdAt: '2026-03-01T02:00:00.000Z',
  revokedAt,
});
const CLIENTS = [client(7, '边框厂回调'), client(8, '背板厂回调'), client(9, '旧客户端', '2026-03-02T02:00:00.000Z')];
const CANDIDATES: PartnerCandidate[] = [
  { companyId: 31, name: '电池片公司', nameEn: 'Cell Co.', creditCode: '91320500MA1YYYYY0Y', industry: 'cell', linked: false },
  { companyId: 21, name: '硅料供应商', nameEn: null, creditCode: '91320500MA1XXXXX0X', industry: 'silicon', linked: true },
];
const DIRECTORY = [{ id: 100, name: '原材料', pid: 0, level: 1, children: [{ id: 101, name: '硅片', pid: 100, level: 2 }] }];

const sent: { url: string; body: unknown }[] = [];
const asked: URLSearchParams[] = [];
const record = (url: string, msg: string, data: unknown = partner(9)) =>
  http.post(url, async ({ request }) => {
    sent.push({ url, body: await request.json() });
    return ok(data, msg);
  });
setupTestServer(
  http.get(E.partners.url, ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(params);
    const text = params.get('text') ?? '';
    return ok(
      pageOf(
        PARTNERS.filter((p) => p.name.includes(text)),
        request.url,
      ),
    );
  }),
  http.get(E.candidates.url, ({ request }) => ok(new URL(request.url).searchParams.get('text') === '电池' ? CANDIDATES : [])),
  http.get(E.products.url, () => ok([{ productId: 'urn:gtin:4012345000016', productName: 'M10 硅片', itemId: 101, itemName: '硅片' }])),
  http.get(API.treeLoad, () => ok(DIRECTORY)),
  http.get(pactEndpoints.clients.url, () => ok(CLIENTS)),
  record(E.link.url, '供应商已添加'),
  record(E.invite.url, '邀请已发出'),
  record(E.addHost.url, '供应商已添加'),
  record(E.update.url, '操作成功'),
  record(E.saveProducts.url, '保存成功', []),
  http.post(E.remove.url, async ({ request }) => {
    sent.push({ url: E.remove.url, body: await request.json() });
    return HttpResponse.json({ code: 500, msg: '不能删除供应商“硅料供应商”：已有 2 条碳足迹请求与其相关，请求记录须保留' });
  }),
);
afterEach(() => {
  sent.length = 0;
  asked.length = 0;
});

const EDITOR = [P.partnerList, P.partnerEdit];
/** An editor who also manages the company's PACT clients, so may choose the one a host calls back with. */
const HOST_EDITOR = [...EDITOR, PACT_PERMISSIONS.clients];
const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal') as HTMLElement;
const option = async (text: string) => {
  const found = await screen.findAllByTitle(text);
  return found[found.length - 1];
};

/** The host the add tests register; what the server is sent for it. */
const NEW_HOST = {
  name: '背板厂',
  baseUrl: 'https://pact.sheet.example',
  authUrl: '',
  clientId: 'buyer-7',
  clientSecret: 's3cret',
  note: null,
};

/** The update 边框厂's host dialog sends: its stored host with `host` changed. */
const frameHostUpdate = (host: Record<string, unknown>) => [
  {
    url: E.update.url,
    body: {
      id: 3,
      name: '边框厂',
      note: null,
      host: { baseUrl: 'https://pact.frame.example', authUrl: 'https://pact.frame.example', clientId: 'buyer-1', ...host },
    },
  },
];

/**
 * The PACT host dialog: 添加外部 PACT 主机 with NEW_HOST typed in (its secret only when `withSecret`,
 * so a test can save without it first), or 编辑供应商 on the host 边框厂.
 */
async function hostDialog(user: ReturnType<typeof newUser>, open: 'add' | 'edit', { withSecret = true } = {}): Promise<HTMLElement> {
  if (open === 'edit') {
    await user.click(button('编辑', rowOf('边框厂')));
    return dialog('编辑供应商');
  }
  await user.click(button('添加外部 PACT 主机'));
  const form = await dialog('添加外部 PACT 主机');
  await enterValue(user, within(form).getByLabelText('供应商名称'), NEW_HOST.name);
  await enterValue(user, within(form).getByLabelText('接口地址'), NEW_HOST.baseUrl);
  await enterValue(user, within(form).getByLabelText('客户端 ID'), NEW_HOST.clientId);
  if (withSecret) await enterValue(user, within(form).getByLabelText('客户端密钥'), NEW_HOST.clientSecret);
  return form;
}

describe('企业碳足迹', () => {
  it('lists the suppliers by kind, and links a registered company found by name', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, EDITOR);
    expect(await screen.findByText('91320500MA1XXXXX0X')).toBeInTheDocument();
    expect(within(rowOf('玻璃厂')).getByText('邀请中')).toBeInTheDocument();
    expect(within(rowOf('玻璃厂')).getByText('glass@example.com')).toBeInTheDocument();
    expect(within(rowOf('边框厂')).getByText('外部 PACT 主机')).toBeInTheDocument();
    expect(within(rowOf('边框厂')).getByText('https://pact.frame.example')).toBeInTheDocument();

    await user.click(button('添加平台企业'));
    const form = await dialog('添加平台企业');
    await user.type(within(form).getByLabelText('搜索企业'), '电池');
    await user.click(button('搜 索', form));
    expect(await within(form).findByText('电池片公司')).toBeInTheDocument();
    // an existing supplier is shown but cannot be chosen again
    expect(
      within(form)
        .getByText(/已是供应商/)
        .closest('label')
        ?.querySelector('input'),
    ).toBeDisabled();
    await user.click(within(form).getByText('电池片公司'));
    await user.click(button('保 存', form));
    expect(await screen.findByText('供应商已添加')).toBeInTheDocument();
    expect(sent).toEqual([{ url: E.link.url, body: { partnerCompanyId: 31, note: null } }]);
  });

  it('pages and searches the suppliers on the server', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.partnerList]);
    expect(await screen.findByText('共 4 条')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '名称、信用代码或邀请邮箱' }), '玻璃{Enter}');
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(screen.queryByText('边框厂')).toBeNull();
    expect([asked.at(-1)?.get('text'), asked.at(-1)?.get('pageNum'), asked.at(-1)?.get('pageSize')]).toEqual(['玻璃', '1', '10']);
  });

  it('invites a supplier by email', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, EDITOR);
    await screen.findByText('玻璃厂');
    await user.click(button('邀请供应商'));
    const form = await dialog('邀请供应商');
    await enterValue(user, within(form).getByLabelText('供应商名称'), '接线盒厂');
    await enterValue(user, within(form).getByLabelText('电子邮箱'), 'box@example');
    await user.click(button('发送邀请', form));
    expect(await within(form).findByText('请填写有效的电子邮箱')).toBeInTheDocument();
    await enterValue(user, within(form).getByLabelText('电子邮箱'), 'box@example.com');
    await user.click(button('发送邀请', form));
    expect(await screen.findByText('邀请已发出')).toBeInTheDocument();
    expect(sent).toEqual([{ url: E.invite.url, body: { name: '接线盒厂', email: 'box@example.com', note: null } }]);
  });

  it('shows which client each host calls back with, and warns when a host has none', async () => {
    renderRoute(PAGE, PAGE, [P.partnerList]);
    expect(await within(await waitFor(() => rowOf('边框厂'))).findByText('回调客户端：边框厂回调')).toBeInTheDocument();
    expect(within(rowOf('边框厂')).queryByText('未设置回调客户端，无法接收应答')).toBeNull();
    expect(within(rowOf('接线盒厂')).getByText('未设置回调客户端，无法接收应答')).toBeInTheDocument();
    expect(within(rowOf('接线盒厂')).getByText('https://pact.box.example')).toBeInTheDocument();
  });

  it('registers an external PACT host with its secret, and an edit keeps the secret unless retyped', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, EDITOR);
    await screen.findByText('边框厂');
    const form = await hostDialog(user, 'add', { withSecret: false });
    // without the right to manage PACT clients the callback client cannot be chosen
    expect(within(form).getByRole('combobox', { name: '回调使用的客户端' })).toBeDisabled();
    expect(within(form).getByText('需要 PACT 客户端管理权限才能选择或更改')).toBeInTheDocument();
    await user.click(button('保 存', form));
    expect(await within(form).findByText('请填写客户端密钥')).toBeInTheDocument();
    await enterValue(user, within(form).getByLabelText('客户端密钥'), NEW_HOST.clientSecret);
    await user.click(button('保 存', form));
    expect(await screen.findByText('供应商已添加')).toBeInTheDocument();
    expect(sent).toEqual([{ url: E.addHost.url, body: NEW_HOST }]);

    sent.length = 0;
    const edit = await hostDialog(user, 'edit');
    expect(within(edit).getByLabelText('客户端 ID')).toHaveValue('buyer-1');
    expect(within(edit).getByLabelText('客户端密钥')).toHaveValue('');
    await enterValue(user, within(edit).getByLabelText('客户端 ID'), 'buyer-2');
    await user.click(button('保 存', edit));
    await waitFor(() => expect(sent).toEqual(frameHostUpdate({ clientId: 'buyer-2' })));
  });

  it('ties a host to one of the company’s clients in use, saying that its answers come through that client only', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, HOST_EDITOR);
    await screen.findByText('边框厂');
    const form = await hostDialog(user, 'add');
    expect(within(form).getByText(/必须使用此客户端.*其他客户端的应答一律不被接受/)).toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: '回调使用的客户端' }));
    expect(await option('边框厂回调 · pact-7')).toBeInTheDocument();
    // a revoked client is no choice
    expect(screen.queryByTitle('旧客户端 · pact-9')).toBeNull();
    await user.click(await option('背板厂回调 · pact-8'));
    await user.click(button('保 存', form));
    expect(await screen.findByText('供应商已添加')).toBeInTheDocument();
    expect(sent).toEqual([{ url: E.addHost.url, body: { ...NEW_HOST, inboundClientId: 8 } }]);

    sent.length = 0;
    const edit = await hostDialog(user, 'edit');
    expect(await within(edit).findByText('边框厂回调 · pact-7')).toBeInTheDocument();
    await user.click(within(edit).getByRole('combobox', { name: '回调使用的客户端' }));
    await user.click(await option('背板厂回调 · pact-8'));
    await user.click(button('保 存', edit));
    await waitFor(() => expect(sent).toEqual(frameHostUpdate({ inboundClientId: 8 })));
  });

  it('asks for the client secret again when an edit moves the host to another server', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, EDITOR);
    await screen.findByText('边框厂');
    const edit = await hostDialog(user, 'edit');
    // a new path on the same server would keep the stored secret; a new auth server needs it typed again
    await enterValue(user, within(edit).getByLabelText('接口地址'), 'https://pact.frame.example/v2');
    await enterValue(user, within(edit).getByLabelText('认证地址'), 'https://auth.elsewhere.example');
    await user.click(button('保 存', edit));
    expect(await within(edit).findByText('接口地址或认证地址已指向其他服务器，请重新填写客户端密钥')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await enterValue(user, within(edit).getByLabelText('客户端密钥'), 'n3w');
    await user.click(button('保 存', edit));
    await waitFor(() =>
      expect(sent).toEqual(
        frameHostUpdate({ baseUrl: 'https://pact.frame.example/v2', authUrl: 'https://auth.elsewhere.example', clientSecret: 'n3w' }),
      ),
    );
  });

  it('asks before removing and shows the server’s refusal of a supplier that requests involve', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, EDITOR);
    await screen.findByText('边框厂');
    await user.click(button('删除', rowOf('91320500MA1XXXXX0X')));
    expect(await screen.findByText('此操作将永久删除该记录, 是否继续?')).toBeInTheDocument();
    await user.click(button('确 定'));
    expect(await screen.findByText('不能删除供应商“硅料供应商”：已有 2 条碳足迹请求与其相关，请求记录须保留')).toBeInTheDocument();
    expect(sent).toEqual([{ url: E.remove.url, body: { id: 1 } }]);
  });

  it('maps a supplier’s products to directory items and saves the whole list', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, EDITOR);
    await screen.findByText('边框厂');
    await user.click(button('产品对应', rowOf('91320500MA1XXXXX0X')));
    const form = await dialog('产品对应（硅料供应商）');
    expect(await within(form).findByDisplayValue('urn:gtin:4012345000016')).toBeInTheDocument();
    await user.click(button('添加产品', form));
    const ids = within(form).getAllByLabelText('供应商产品标识');
    await enterValue(user, ids[1], 'urn:gtin:4012345000023');
    await user.click(within(form).getAllByLabelText('本企业目录项')[1]);
    await user.type(within(form).getAllByLabelText('本企业目录项')[1], '硅片');
    const node = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-tree-node-content-wrapper')].find((el) => el.title === '硅片');
      if (!found) throw new Error('no 硅片 in the directory popup');
      return found;
    });
    await user.click(node);
    await user.click(button('保 存', form));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: E.saveProducts.url,
        body: {
          partnerId: 1,
          products: [
            { productId: 'urn:gtin:4012345000016', productName: 'M10 硅片', itemId: 101 },
            { productId: 'urn:gtin:4012345000023', productName: null, itemId: 101 },
          ],
        },
      },
    ]);
  });

  it('shows no changes without 维护供应商', async () => {
    renderRoute(PAGE, PAGE, [P.partnerList]);
    await screen.findByText('边框厂');
    expect(screen.queryByText('添加平台企业')).toBeNull();
    expect(within(rowOf('边框厂')).queryByText('删除')).toBeNull();
    expect(within(rowOf('边框厂')).getByText('产品对应')).toBeInTheDocument();
  });
});
