import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, SUPPLY_CHAIN_PERMISSIONS as P, supplyChainEndpoints as E, type PartnerCandidate } from '@pcf/shared';
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
    host: { baseUrl: 'https://pact.frame.example', authUrl: 'https://pact.frame.example', clientId: 'buyer-1' },
  }),
];
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
const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal') as HTMLElement;

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
    expect(await screen.findByText('共 3 条')).toBeInTheDocument();
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

  it('registers an external PACT host with its secret, and an edit keeps the secret unless retyped', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, EDITOR);
    await screen.findByText('边框厂');
    await user.click(button('添加外部 PACT 主机'));
    const form = await dialog('添加外部 PACT 主机');
    await enterValue(user, within(form).getByLabelText('供应商名称'), '背板厂');
    await enterValue(user, within(form).getByLabelText('接口地址'), 'https://pact.sheet.example');
    await enterValue(user, within(form).getByLabelText('客户端 ID'), 'buyer-7');
    await user.click(button('保 存', form));
    expect(await within(form).findByText('请填写客户端密钥')).toBeInTheDocument();
    await enterValue(user, within(form).getByLabelText('客户端密钥'), 's3cret');
    await user.click(button('保 存', form));
    expect(await screen.findByText('供应商已添加')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: E.addHost.url,
        body: {
          name: '背板厂',
          baseUrl: 'https://pact.sheet.example',
          authUrl: '',
          clientId: 'buyer-7',
          clientSecret: 's3cret',
          note: null,
        },
      },
    ]);

    sent.length = 0;
    await user.click(button('编辑', rowOf('边框厂')));
    const edit = await dialog('编辑供应商');
    expect(within(edit).getByLabelText('客户端 ID')).toHaveValue('buyer-1');
    expect(within(edit).getByLabelText('客户端密钥')).toHaveValue('');
    await enterValue(user, within(edit).getByLabelText('客户端 ID'), 'buyer-2');
    await user.click(button('保 存', edit));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          url: E.update.url,
          body: {
            id: 3,
            name: '边框厂',
            note: null,
            host: { baseUrl: 'https://pact.frame.example', authUrl: 'https://pact.frame.example', clientId: 'buyer-2' },
          },
        },
      ]),
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
