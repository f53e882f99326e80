import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PACT_PERMISSIONS, SUPPLY_CHAIN_PERMISSIONS, pactEndpoints } from '@pcf/shared';
import type { CreatedPactClient, PactClient, PactImportReply } from '@pcf/shared';
import { ok, setupTestServer } from '@pcf/shared/testing';
import { SUPPLY_CHAIN_PATHS } from '../../parts/paths';
import {
  PF_1,
  PF_2,
  button,
  detail,
  inChinese,
  newUser,
  pactDocument,
  renderRoute,
  rowOf,
  summary,
} from '../../parts/testing/footprintScreens';
import { pageOf } from '../../parts/testing/screens';

jest.setTimeout(60000);
inChinese();

const P = PACT_PERMISSIONS;
const PAGE = SUPPLY_CHAIN_PATHS.footprints;

const client = (id: number, extra: Partial<PactClient> = {}): PactClient => ({
  id,
  companyId: 1,
  companyName: '光伏示范企业',
  clientId: `pact-client-${id}`,
  label: '客户 ERP',
  autoAnswer: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  revokedAt: null,
  ...extra,
});

const sent: { url: string; body: unknown }[] = [];
const exported: string[] = [];
const listAsked: URLSearchParams[] = [];
const record =
  (url: string) =>
  async ({ request: r }: { request: Request }) => {
    sent.push({ url, body: await r.json() });
  };

const server = setupTestServer(
  http.get(pactEndpoints.footprints.url, ({ request: r }) => {
    listAsked.push(new URL(r.url).searchParams);
    // who received each: the server names them to readers of the received requests
    return ok(
      pageOf(
        [
          summary(PF_2, { version: 2, precedingPfIds: [PF_1], receivers: ['组件买方', '电站开发商'] }),
          summary(PF_1, { status: 'Deprecated', deprecatedAt: '2026-11-25T08:00:00.000Z', receivers: [] }),
        ],
        r.url,
      ),
    );
  }),
  http.get(pactEndpoints.footprint.url, ({ request: r }) => ok(detail(new URL(r.url).searchParams.get('id') ?? PF_2, { version: 2 }))),
  http.get(pactEndpoints.shareableReports.url, () =>
    ok([
      {
        reportId: 12,
        snapshotId: 71,
        projectId: 7,
        projectName: '单晶组件碳足迹',
        productModel: 'PV-580M',
        perDeclaredUnit: 250.5,
        declaredUnitCode: 'piece',
        publishedAt: '2026-11-26T08:00:00.000Z',
        verificationCode: 'ABCD-EFGH',
      },
      {
        reportId: 13,
        snapshotId: 72,
        projectId: 8,
        projectName: '薄膜组件碳足迹',
        productModel: 'TF-300',
        perDeclaredUnit: 120,
        declaredUnitCode: 'piece',
        publishedAt: '2026-11-27T08:00:00.000Z',
        verificationCode: 'IJKL-MNOP',
      },
    ]),
  ),
  http.post(pactEndpoints.create.url, async (info) => {
    await record(pactEndpoints.create.url)(info);
    return ok(detail(PF_2), '碳足迹已共享');
  }),
  http.post(pactEndpoints.newVersion.url, async (info) => {
    await record(pactEndpoints.newVersion.url)(info);
    return ok(detail(PF_2, { version: 3 }), '已发布碳足迹的新版本');
  }),
  http.post(pactEndpoints.deprecate.url, async (info) => {
    await record(pactEndpoints.deprecate.url)(info);
    return ok(detail(PF_2, { status: 'Deprecated' }), '碳足迹已废弃');
  }),
  http.get(pactEndpoints.exportDocument.url, ({ request: r }) => {
    const query = new URL(r.url).searchParams;
    exported.push(`${query.get('id')}@${query.get('specVersion')}`);
    return HttpResponse.text('{}', {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="pact-${query.get('specVersion')}-${query.get('id')}.json"`,
      },
    });
  }),
  http.get(pactEndpoints.clients.url, () => ok([client(1), client(2, { label: '旧系统', revokedAt: '2026-11-24T08:00:00.000Z' })])),
  http.post(pactEndpoints.createClient.url, async (info) => {
    await record(pactEndpoints.createClient.url)(info);
    return ok<CreatedPactClient>(
      { client: client(3, { label: '电站开发商平台' }), clientSecret: 's3cr3t-shown-once' },
      'PACT 客户端已创建，密钥只显示这一次',
    );
  }),
  http.post(pactEndpoints.revokeClient.url, async (info) => {
    await record(pactEndpoints.revokeClient.url)(info);
    return ok(client(1, { revokedAt: '2026-11-28T08:00:00.000Z' }), 'PACT 客户端已停用');
  }),
);

let downloads: string[] = [];
let click: jest.SpyInstance;
const jsdomFile = globalThis.File;
beforeAll(() => {
  // jest-fixed-jsdom's FormData is Node's, which only takes Node's File
  globalThis.File = NodeFile as unknown as typeof File;
});
afterAll(() => {
  globalThis.File = jsdomFile;
});
beforeEach(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pact'), revokeObjectURL: jest.fn() });
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  sent.length = 0;
  exported.length = 0;
  listAsked.length = 0;
  downloads = [];
  click.mockRestore();
});

const confirmDialog = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
    if (!found) throw new Error('no confirmation');
    return found;
  });

describe('碳足迹管理', () => {
  it('lists the shared footprints with version, status, figure and who received each', async () => {
    renderRoute(PAGE, PAGE, [P.list, P.edit, SUPPLY_CHAIN_PERMISSIONS.receivedList]);
    expect(await screen.findByText('v2')).toBeInTheDocument();
    const current = rowOf('v2');
    expect(within(current).getByText('有效')).toBeInTheDocument();
    expect(within(current).getByText('261.46 kg CO₂e / piece')).toBeInTheDocument();
    expect(await within(current).findByText('组件买方、电站开发商')).toBeInTheDocument();
    const old = rowOf('v1');
    expect(within(old).getByText('已废弃')).toBeInTheDocument();
    expect(within(old).getByText('尚无')).toBeInTheDocument();
    // a deprecated footprint takes no new version and cannot be deprecated again
    expect(within(old).queryByText('发布新版本')).toBeNull();
    expect(within(current).getByText('发布新版本')).toBeInTheDocument();
    // no PACT clients tab without its permission
    expect(screen.queryByText('PACT 客户端')).toBeNull();
  });

  it('shows no share, version or deprecate buttons without supplychain:footprint:edit, nor receivers without the received list', async () => {
    renderRoute(PAGE, PAGE, [P.list]);
    expect(await screen.findByText('v2')).toBeInTheDocument();
    expect(screen.queryByText('共享碳足迹')).toBeNull();
    expect(screen.queryByText('发布新版本')).toBeNull();
    expect(screen.queryByText('废弃')).toBeNull();
    expect(screen.queryByText('接收方')).toBeNull();
  });

  it('shares a published report as a footprint with extra product ids, and opens its detail with the PACT fields', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.list, P.edit]);
    await screen.findByText('v2');
    await user.click(button('共享碳足迹'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: '已发布报告' }));
    await user.click(await screen.findByText('薄膜组件碳足迹（TF-300）· 120 kg CO₂e/piece · 2026-11-27 发布 · IJKL-MNOP'));
    const ids = within(dialog).getByRole('combobox', { name: '其他产品标识' });
    await user.type(ids, 'not-a-urn{enter}');
    await user.click(button('共 享', dialog));
    expect(await within(dialog).findByText('“not-a-urn”不是有效的 URN（应为 urn:<命名空间>:<标识>）')).toBeInTheDocument();
    expect(sent).toEqual([]);
    // the invalid tag removed by its own close mark, the valid one entered
    const invalidTag = within(dialog).getByText('not-a-urn').parentElement as HTMLElement;
    await user.click(within(invalidTag).getByRole('img', { hidden: true }));
    await user.type(ids, 'urn:gtin:4712345678901{enter}');
    await user.click(button('共 享', dialog));
    await waitFor(() =>
      expect(sent).toEqual([{ url: pactEndpoints.create.url, body: { reportId: 13, productIds: ['urn:gtin:4712345678901'] } }]),
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`${PAGE}?footprint=${PF_2}`));
    expect(await screen.findByText('碳足迹详情')).toBeInTheDocument();
    expect(await screen.findByText('pcfExcludingBiogenicUptake')).toBeInTheDocument();
    expect(screen.getAllByText('261.456')).toHaveLength(2);
    expect(screen.getByText('primaryDataShare')).toBeInTheDocument();
  });

  it('publishes a new version from a report of the same product only', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.list, P.edit]);
    await screen.findByText('v2');
    await user.click(within(rowOf('v2')).getByText('发布新版本'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新版本将取代 v2（原版本同时废弃），须来自同一产品型号的已发布报告。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '已发布报告' }));
    expect(screen.queryByText(/薄膜组件碳足迹（TF-300）/)).toBeNull();
    await user.click(await screen.findByText('单晶组件碳足迹（PV-580M）· 250.5 kg CO₂e/piece · 2026-11-26 发布 · ABCD-EFGH'));
    await user.click(button('发布新版本', dialog));
    await waitFor(() => expect(sent).toEqual([{ url: pactEndpoints.newVersion.url, body: { id: PF_2, reportId: 12 } }]));
  });

  it('deprecates a footprint after confirming, and shows the server refusal of a share inline', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.list, P.edit]);
    await screen.findByText('v2');
    await user.click(within(rowOf('v2')).getByText('废弃'));
    const confirm = await confirmDialog();
    expect(within(confirm).getByText('确定废弃 PV-580M 的碳足迹 v2 吗？废弃后不能再用于答复请求，此操作不可撤销。')).toBeInTheDocument();
    await user.click(button('确 定', confirm));
    await waitFor(() => expect(sent).toEqual([{ url: pactEndpoints.deprecate.url, body: { id: PF_2 } }]));
    expect(await screen.findByText('碳足迹已废弃')).toBeInTheDocument();

    server.use(
      http.post(pactEndpoints.create.url, () =>
        HttpResponse.json({ code: 500, msg: '只能共享本企业已发布报告的碳足迹结果' }, { status: 400 }),
      ),
    );
    await user.click(button('共享碳足迹'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: '已发布报告' }));
    await user.click(await screen.findByText(/单晶组件碳足迹（PV-580M）/));
    await user.click(button('共 享', dialog));
    expect(await within(dialog).findByText('只能共享本企业已发布报告的碳足迹结果')).toBeInTheDocument();
  });

  it('exports a footprint as PACT v2.3 JSON under the server name', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.list]);
    await screen.findByText('v2');
    await user.click(within(rowOf('v2')).getByText('导出'));
    await user.click(await screen.findByText('PACT v2.3 JSON'));
    await waitFor(() => expect(downloads).toEqual([`pact-2.3-${PF_2}.json`]));
    expect(exported).toEqual([`${PF_2}@2.3`]);
  });

  it("checks a PACT file: lists the fields the server refuses, then shows a conforming file's footprints", async () => {
    const user = newUser();
    const uploads: string[] = [];
    server.use(
      http.post(pactEndpoints.importDocument.url, async ({ request: r }) => {
        const file = (await r.formData()).get('file');
        uploads.push(file instanceof Blob ? (file as File).name : 'none');
        if (uploads.length === 1)
          return HttpResponse.json(
            {
              code: 500,
              msg: '该文件不符合 PACT 2.3 规范（2 处问题）',
              problems: [
                { field: '/pcf/declaredUnit', message: '缺少必填字段' },
                { field: '/companyIds/0', message: '格式不正确（应符合 urn）' },
              ],
            },
            { status: 400 },
          );
        return ok<PactImportReply>({
          specVersion: '2.3',
          documents: [pactDocument(PF_1, { companyName: '硅料供应商', productNameCompany: 'SI-01' })],
        });
      }),
    );
    renderRoute(PAGE, PAGE, [P.list]);
    await screen.findByText('v2');
    await user.click(button('导入 PACT 文件'));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['{}'], 'supplier.json', { type: 'application/json' })] } });
    await user.click(button('校 验', dialog));
    const problems = await within(dialog).findByRole('list', { name: '不符合规范的字段' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['/pcf/declaredUnit 缺少必填字段', '/companyIds/0 格式不正确（应符合 urn）']);
    expect(within(dialog).getByText('该文件不符合 PACT 2.3 规范（2 处问题）')).toBeInTheDocument();
    await user.click(button('校 验', dialog));
    expect(await within(dialog).findByText('文件符合 PACT 2.3 规范，共 1 个产品碳足迹')).toBeInTheDocument();
    expect(within(dialog).getByText('SI-01')).toBeInTheDocument();
    expect(uploads).toEqual(['supplier.json', 'supplier.json']);
  });

  it('searches the footprints on the server, starting again at page 1', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.list]);
    await screen.findByText('v2');
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '产品名称、产品标识或项目名称' }), 'PV-580M{Enter}');
    await waitFor(() => expect(listAsked.at(-1)?.get('text')).toBe('PV-580M'));
    expect([listAsked.at(-1)?.get('pageNum'), listAsked.at(-1)?.get('pageSize')]).toEqual(['1', '10']);
  });

  it('names who received a footprint in its detail, as the server says', async () => {
    server.use(http.get(pactEndpoints.footprint.url, () => ok(detail(PF_2, { version: 2, receivers: ['组件买方'] }))));
    renderRoute(PAGE, `${PAGE}?footprint=${PF_2}`, [P.list, SUPPLY_CHAIN_PERMISSIONS.receivedList]);
    const drawer = (await screen.findByText('碳足迹详情')).closest<HTMLElement>('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('组件买方')).toBeInTheDocument();
  });

  it('opens the detail a link names (?footprint=) and says when it cannot be read', async () => {
    server.use(http.get(pactEndpoints.footprint.url, () => HttpResponse.json({ code: 404, msg: '共享的碳足迹不存在' }, { status: 404 })));
    renderRoute(PAGE, `${PAGE}?footprint=${PF_1}`, [P.list]);
    expect(await screen.findByText('碳足迹详情加载失败')).toBeInTheDocument();
    expect(screen.getByText('共享的碳足迹不存在')).toBeInTheDocument();
  });

  describe('PACT 客户端', () => {
    it('creates a client and shows its secret once with a warning, lists and revokes clients after confirming', async () => {
      const user = newUser();
      renderRoute(PAGE, PAGE, [P.list, P.clients]);
      await user.click(await screen.findByText('PACT 客户端'));
      expect(await screen.findByText('pact-client-1')).toBeInTheDocument();
      expect(within(rowOf('旧系统')).getByText(/^已停用（2026-11-24 \d\d:\d\d）$/)).toBeInTheDocument();
      expect(within(rowOf('旧系统')).queryByText('停用')).toBeNull();

      await user.click(button('新建客户端'));
      const form = await screen.findByRole('dialog');
      await user.type(within(form).getByRole('textbox'), '电站开发商平台');
      await user.click(button('保 存', form));
      await waitFor(() =>
        expect(sent).toEqual([{ url: pactEndpoints.createClient.url, body: { label: '电站开发商平台', autoAnswer: false } }]),
      );
      expect(await screen.findByText('客户端“电站开发商平台”已创建')).toBeInTheDocument();
      expect(
        screen.getByText('客户端密钥只显示这一次，关闭后无法再次查看。请立即复制并妥善保存；如遗失，请停用该客户端并新建一个。'),
      ).toBeInTheDocument();
      expect(screen.getByText('s3cr3t-shown-once')).toBeInTheDocument();
      await user.click(button('我已保存密钥'));
      await waitFor(() => expect(screen.queryByText('s3cr3t-shown-once')).toBeNull());

      sent.length = 0;
      await user.click(within(rowOf('客户 ERP')).getByText('停用'));
      const confirm = await confirmDialog();
      await user.click(button('确 定', confirm));
      await waitFor(() => expect(sent).toEqual([{ url: pactEndpoints.revokeClient.url, body: { id: 1 } }]));
    });

    it('switches automatic answers of a client on, saying so, and offers no switch for a revoked one', async () => {
      const user = newUser();
      server.use(
        http.post(pactEndpoints.setAutoAnswer.url, async (info) => {
          await record(pactEndpoints.setAutoAnswer.url)(info);
          return ok(client(1, { autoAnswer: true }), '保存成功');
        }),
      );
      renderRoute(PAGE, PAGE, [P.list, P.clients]);
      await user.click(await screen.findByText('PACT 客户端'));
      const toggle = await screen.findByRole('switch', { name: '客户端“客户 ERP”自动答复' });
      expect(toggle).not.toBeChecked();
      expect(screen.getByRole('switch', { name: '客户端“旧系统”自动答复' })).toBeDisabled();
      await user.click(toggle);
      await waitFor(() => expect(sent).toEqual([{ url: pactEndpoints.setAutoAnswer.url, body: { id: 1, autoAnswer: true } }]));
      expect(await screen.findByText('客户端“客户 ERP”的请求将自动答复')).toBeInTheDocument();
    });

    it('creates a client that answers automatically when the switch is on', async () => {
      const user = newUser();
      renderRoute(PAGE, PAGE, [P.list, P.clients]);
      await user.click(await screen.findByText('PACT 客户端'));
      await user.click(button('新建客户端'));
      const form = await screen.findByRole('dialog');
      await user.type(within(form).getByRole('textbox'), 'ERP');
      await user.click(within(form).getByRole('switch', { name: '自动答复' }));
      await user.click(button('保 存', form));
      await waitFor(() => expect(sent).toEqual([{ url: pactEndpoints.createClient.url, body: { label: 'ERP', autoAnswer: true } }]));
    });

    it('shows the server refusal of a new client above its form', async () => {
      const user = newUser();
      server.use(
        http.post(pactEndpoints.createClient.url, () => HttpResponse.json({ code: 403, msg: '当前用户不属于任何企业' }, { status: 403 })),
      );
      renderRoute(PAGE, PAGE, [P.list, P.clients]);
      await user.click(await screen.findByText('PACT 客户端'));
      await user.click(button('新建客户端'));
      const form = await screen.findByRole('dialog');
      await user.type(within(form).getByRole('textbox'), 'ERP');
      await user.click(button('保 存', form));
      expect(await within(form).findByText('当前用户不属于任何企业')).toBeInTheDocument();
    });
  });
});
