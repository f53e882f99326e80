import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { API, documentEndpoints, setLanguage } from '@pcf/shared';
import type {
  EvidenceDocument,
  EvidenceDocumentRow,
  EvidenceLinkRequest,
  EvidenceUploadReply,
  ObjMetaData,
  ObjPageRequest,
  ObjRow,
} from '@pcf/shared';
import { button, objField as field, ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

jest.setTimeout(60000);

/** What the server registers for pcf_evidence_document (objectRegistry.ts), in Chinese. */
const META: ObjMetaData = {
  objName: 'pcf_evidence_document',
  label: '证明文件',
  labelZh: '证明文件',
  labelEn: 'Evidence documents',
  companyScoped: true,
  fields: [
    field('id', 'integer', '编号', { shownInList: false }),
    field('company_name', 'string', '企业名称', { shownInList: false }),
    field('title', 'string', '文件标题'),
    field('description', 'string', '说明', { shownInList: false }),
    field('file_name', 'string', '文件名'),
    field('file_type', 'dict', '文件类型', { dictType: 'pcf_document_file_type' }),
    field('size_bytes', 'integer', '大小（字节）'),
    field('sha256', 'string', 'SHA-256', { shownInList: false, sortable: false }),
    field('uploaded_by_name', 'string', '上传人'),
    field('uploaded_at', 'datetime', '上传时间'),
    field('link_count', 'integer', '关联数据'),
  ],
};

const SHA_PNG = 'a3f1c2d4e5b6978812345678901234567890abcdefabcdefabcdefabcdef0123';
const SHA_PDF = '0f9e8d7c6b5a49382716051423324150607080910a0b0c0d0e0f101112131415';

const ROWS: EvidenceDocumentRow[] = [
  {
    id: 12,
    company_id: 3,
    company_name: '隆基绿能',
    title: '铭牌照片',
    description: null,
    file_name: 'nameplate.png',
    file_type: 'png',
    content_type: 'image/png',
    size_bytes: 204800,
    sha256: SHA_PNG,
    uploaded_by_name: '张三',
    uploaded_at: '2030-01-02T03:04:05.000Z',
    link_count: 1,
  },
];

const PDF_DOCUMENT: EvidenceDocument = {
  id: 5,
  companyId: 3,
  companyName: '隆基绿能',
  title: '组件检测报告 2029',
  description: '',
  fileName: 'test-report-2029.pdf',
  fileType: 'pdf',
  contentType: 'application/pdf',
  sizeBytes: 1572864,
  sha256: SHA_PDF,
  uploadedByName: '李四',
  uploadedAt: '2030-01-01T00:00:00.000Z',
  links: [{ targetType: 'product', targetId: 7, label: 'LR5-72 Hi-MO 5', linkedAt: '2030-01-01T00:00:00.000Z' }],
};

const PNG_DOCUMENT: EvidenceDocument = {
  id: 12,
  companyId: 3,
  companyName: '隆基绿能',
  title: '铭牌照片',
  description: '',
  fileName: 'nameplate.png',
  fileType: 'png',
  contentType: 'image/png',
  sizeBytes: 204800,
  sha256: SHA_PNG,
  uploadedByName: '张三',
  uploadedAt: '2030-01-02T03:04:05.000Z',
  links: [{ targetType: 'dataset', targetId: 21, label: '西安基地 2029 (2029)', linkedAt: '2030-01-02T03:04:05.000Z' }],
};

const PRODUCT: ObjRow = { id: 7, company_id: 3, model: 'LR5-72', name: 'Hi-MO 5' };
const DATASETS: ObjRow[] = [{ id: 21, company_id: 3, name: '西安基地 2029', year: 2029 }];

let pages: ObjPageRequest[] = [];
let forTarget: string[] = [];
let uploads: { fields: Record<string, string>; file: string | null }[] = [];
let links: EvidenceLinkRequest[] = [];
let holdUpload: Promise<void> | null = null;
let uploadRefusal: string | null = null;

setupTestServer(
  http.post(API.objMetaData, () => ok(META)),
  http.get(API.dictOptions, () =>
    ok([
      { value: 'pdf', label: 'PDF' },
      { value: 'png', label: 'PNG 图片' },
    ]),
  ),
  http.post(API.objDataByPage, async ({ request }) => {
    const body = (await request.json()) as ObjPageRequest;
    pages.push(body);
    const rows: ObjRow[] =
      body.objName === 'pcf_evidence_document'
        ? (ROWS as unknown as ObjRow[])
        : body.objName === 'pcf_company_dataset'
          ? DATASETS
          : [PRODUCT];
    return ok({ rows, total: rows.length, pageNum: 1, pageSize: 10 });
  }),
  http.post(API.objDataById, () => ok(PRODUCT)),
  http.get(documentEndpoints.evidenceForTarget.url, ({ request }) => {
    forTarget.push(new URL(request.url).search);
    return ok([PDF_DOCUMENT]);
  }),
  http.get(documentEndpoints.evidenceDetail.url, ({ request }) =>
    ok(new URL(request.url).searchParams.get('id') === '12' ? PNG_DOCUMENT : PDF_DOCUMENT),
  ),
  http.post(documentEndpoints.evidenceUpload.url, async ({ request }) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    let file: string | null = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else file = `${name}:${value.name}`;
    }
    uploads.push({ fields, file });
    if (holdUpload) await holdUpload;
    if (uploadRefusal) return HttpResponse.json({ code: 400, msg: uploadRefusal }, { status: 400 });
    return ok<EvidenceUploadReply>({ id: 31, fileName: 'module-test.pdf', fileType: 'pdf', sizeBytes: 4096, sha256: SHA_PDF }, '上传成功');
  }),
  http.post(documentEndpoints.evidenceLink.url, async ({ request }) => {
    links.push((await request.json()) as EvidenceLinkRequest);
    return HttpResponse.json({ code: 200, msg: '关联成功' });
  }),
);

let user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const jsdomFile = globalThis.File;

beforeAll(async () => {
  registerLocales();
  await setLanguage('zh-CN');
  // jest-fixed-jsdom's FormData is Node's, which only takes Node's File
  globalThis.File = NodeFile as unknown as typeof File;
});
beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  window.localStorage.clear();
});
afterEach(() => {
  pages = [];
  forTarget = [];
  uploads = [];
  links = [];
  holdUpload = null;
  uploadRefusal = null;
});
afterAll(() => {
  globalThis.File = jsdomFile;
});

const evidenceRoute = routes.find((route) => route.path === '/CarbonFootprintDatabase/company_info_dataset_management/evidenceDocuments');
const ENTERPRISE = [
  'database:companyDataset:query',
  'database:evidence:list',
  'database:evidence:upload',
  'database:evidence:edit',
  'database:evidence:remove',
];

function renderEvidence(search = '', permissions: string[] = ENTERPRISE) {
  if (!evidenceRoute) throw new Error('mf-database has no evidenceDocuments route');
  const Page = evidenceRoute.Component;
  return renderScreen(
    <MemoryRouter initialEntries={[`/CarbonFootprintDatabase/company_info_dataset_management/evidenceDocuments${search}`]}>
      <Page />
    </MemoryRouter>,
    { roles: ['enterprise'], permissions },
  );
}

/* Text queries: role queries compute the styles of the whole antd table and take seconds each. */
async function dialog(title: string): Promise<HTMLElement> {
  const titles = await screen.findAllByText(title, { selector: '.ant-modal-title' });
  const found = titles[0].closest<HTMLElement>('.ant-modal');
  if (!found) throw new Error(`no dialog ${title}`);
  return found;
}

async function choose(select: HTMLElement, option: string) {
  await user.click(select);
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

function chooseFile(inside: HTMLElement, name: string, type: string) {
  const input = inside.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(4096).fill(37)], name, { type })] } });
}

describe('/CarbonFootprintDatabase/company_info_dataset_management/evidenceDocuments (证明文件)', () => {
  it('is a hidden route of mf-database titled 证明文件', () => {
    expect(evidenceRoute?.titleKey).toBe('database:evidence.title');
    expect(evidenceRoute?.hidden).toBe(true);
  });

  it('lists the documents of the item named in the query string, and shows every document once that is cleared', async () => {
    renderEvidence('?targetType=product&targetId=7');
    expect(await screen.findByText('组件检测报告 2029', undefined, { timeout: 15000 })).toBeInTheDocument();
    expect(forTarget).toEqual(['?targetType=product&targetId=7']);
    expect(await screen.findByText('正在查看产品“LR5-72 Hi-MO 5”的证明文件')).toBeInTheDocument();
    expect(screen.getByText('1.5 MB')).toBeInTheDocument();
    expect(pages.filter((p) => p.objName === 'pcf_evidence_document')).toEqual([]);

    await user.click(button('查看全部证明文件'));
    expect(await screen.findByText('铭牌照片')).toBeInTheDocument();
    expect(pages.find((p) => p.objName === 'pcf_evidence_document')).toMatchObject({ pageNum: 1, conditions: [] });
    expect(screen.queryByText(/正在查看/)).not.toBeInTheDocument();
    expect(screen.getByText('200 KB')).toBeInTheDocument();
  });

  it('uploads a file as multipart with its title and the item it was opened for, shows progress, then links a second item and shows the digest', async () => {
    let release: () => void = () => undefined;
    holdUpload = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderEvidence('?targetType=product&targetId=7');
    await screen.findByText('正在查看产品“LR5-72 Hi-MO 5”的证明文件');
    await user.click(button('上传证明文件'));
    const form = await dialog('上传证明文件');
    // the item the screen was opened for is chosen already
    expect(await within(form).findByText('LR5-72 Hi-MO 5')).toBeInTheDocument();

    await user.click(button('添加关联', form));
    await choose(within(form).getAllByLabelText('关联类型')[1], '数据集');
    await choose(within(form).getAllByLabelText('关联数据')[1], '西安基地 2029 (2029)');
    chooseFile(form, 'module-test.pdf', 'application/pdf');
    const title = within(form).getByLabelText('文件标题');
    // the file's name is offered as the title
    expect(title).toHaveValue('module-test');
    await user.clear(title);
    await user.type(title, '组件检测报告');
    await user.click(button('上 传', form));

    expect(await screen.findByRole('progressbar', { name: '上传进度' })).toBeInTheDocument();
    release();
    expect(await within(form).findByText('上传成功')).toBeInTheDocument();
    expect(within(form).getByText(SHA_PDF)).toBeInTheDocument();
    expect(uploads).toEqual([{ fields: { title: '组件检测报告', targetType: 'product', targetId: '7' }, file: 'file:module-test.pdf' }]);
    await waitFor(() => expect(links).toEqual([{ documentId: 31, targetType: 'dataset', targetId: 21 }]));
  });

  it('refuses a file of another type with 请上传正确的文件格式 and sends nothing; shows the server’s refusal of a file it holds already', async () => {
    uploadRefusal = '相同的文件已上传为“组件检测报告”，请直接关联该文件';
    renderEvidence();
    await screen.findByText('铭牌照片', undefined, { timeout: 15000 });
    await user.click(button('上传证明文件'));
    const form = await dialog('上传证明文件');
    chooseFile(form, 'setup.exe', 'application/x-msdownload');
    expect(await screen.findByText('请上传正确的文件格式')).toBeInTheDocument();
    await user.click(button('上 传', form));
    expect(await within(form).findByText('请选择要上传的文件')).toBeInTheDocument();
    expect(uploads).toEqual([]);

    chooseFile(form, 'report.pdf', 'application/pdf');
    await user.click(button('上 传', form));
    expect(await within(form).findByText('相同的文件已上传为“组件检测报告”，请直接关联该文件')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
  });

  it('opens a document in a drawer that previews an image and shows its whole SHA-256', async () => {
    renderEvidence('', ['database:evidence:list']);
    const title = await screen.findByText('铭牌照片', undefined, { timeout: 15000 });
    // a read-only user: no upload, edit or delete
    expect(screen.queryByText('上传证明文件')).not.toBeInTheDocument();
    expect(screen.queryByText('删除')).not.toBeInTheDocument();
    expect(screen.queryByText('编 辑')).not.toBeInTheDocument();
    await user.click(title);
    const drawer = (
      await screen.findByText('nameplate.png', { selector: '.ant-descriptions-item-content *, .ant-descriptions-item-content' })
    ).closest<HTMLElement>('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByText(SHA_PNG)).toBeInTheDocument();
    const image = within(drawer).getByAltText('铭牌照片');
    expect(image).toHaveAttribute('src', '/rest/evidence/file?id=12');
    expect(within(drawer).getByText('西安基地 2029 (2029)')).toBeInTheDocument();
    expect(within(drawer).queryByText('取消关联')).not.toBeInTheDocument();
    expect(within(drawer).getByText('下载')).toBeInTheDocument();
  });
});
