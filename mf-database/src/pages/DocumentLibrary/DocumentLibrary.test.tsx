import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http } from 'msw';
import { API, documentEndpoints, setLanguage } from '@pcf/shared';
import type {
  LibraryDocumentDetail,
  LibraryDocumentRow,
  LibraryUploadReply,
  LibraryVersion,
  ObjCondition,
  ObjMetaData,
  ObjPageRequest,
  ObjRow,
} from '@pcf/shared';
import { button, objField as field, ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

jest.setTimeout(60000);

/** What the server registers for pcf_library_document (objectRegistry.ts), in Chinese. */
const META: ObjMetaData = {
  objName: 'pcf_library_document',
  label: '文档库',
  labelZh: '文档库',
  labelEn: 'Document library',
  companyScoped: false,
  fields: [
    field('id', 'integer', '编号', { shownInList: false }),
    field('category', 'dict', '类别', { dictType: 'pcf_document_category' }),
    field('title', 'string', '标题'),
    field('version', 'integer', '当前版本'),
    field('file_name', 'string', '文件名'),
    field('file_type', 'dict', '文件类型', { dictType: 'pcf_document_file_type' }),
    field('size_bytes', 'integer', '大小（字节）'),
    field('uploaded_at', 'datetime', '版本上传时间'),
  ],
};

const row = (id: number, category: string, title: string, version: number, file_name: string): LibraryDocumentRow => ({
  id,
  category,
  title,
  description: null,
  version,
  version_count: version,
  file_name,
  file_type: 'pdf',
  content_type: 'application/pdf',
  size_bytes: 524288,
  sha256: '9'.repeat(64),
  uploaded_at: '2030-01-01T00:00:00.000Z',
  created_at: '2029-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
});

const ROWS: LibraryDocumentRow[] = [
  row(4, 'standard', 'ISO 14067 产品碳足迹', 2, 'iso-14067-2018.pdf'),
  row(8, 'certificate', 'TÜV 认证证书', 1, 'tuv-certificate.pdf'),
];

const version = (n: number, fileName: string, note: string): LibraryVersion => ({
  id: 100 + n,
  version: n,
  fileName,
  fileType: 'pdf',
  contentType: 'application/pdf',
  sizeBytes: 524288,
  sha256: `${n}`.repeat(64),
  note,
  uploadedByName: '平台管理员',
  uploadedAt: `2030-0${n}-01T00:00:00.000Z`,
});

const detailWith = (versions: LibraryVersion[]): LibraryDocumentDetail => ({
  id: 4,
  category: 'standard',
  title: 'ISO 14067 产品碳足迹',
  description: '温室气体 产品碳足迹 量化要求和指南',
  currentVersion: versions[0].version,
  versions,
  createdAt: '2029-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
});

const CATEGORIES = [
  { value: 'standard', label: '标准' },
  { value: 'method', label: '方法学' },
  { value: 'certificate', label: '证书' },
];

let pages: ObjPageRequest[] = [];
let versionUploads: { fields: Record<string, string>; file: string | null }[] = [];
let versions: LibraryVersion[] = [];

setupTestServer(
  http.post(API.objMetaData, () => ok(META)),
  http.get(API.dictOptions, ({ request }) =>
    ok(new URL(request.url).searchParams.get('dictType') === 'pcf_document_category' ? CATEGORIES : [{ value: 'pdf', label: 'PDF' }]),
  ),
  http.post(API.objDataByPage, async ({ request }) => {
    const body = (await request.json()) as ObjPageRequest;
    pages.push(body);
    const wanted = (body.conditions as ObjCondition[] | undefined)?.find((c) => c.field === 'category')?.value;
    const rows = ROWS.filter((r) => wanted === undefined || r.category === wanted) as unknown as ObjRow[];
    return ok({ rows, total: rows.length, pageNum: 1, pageSize: 10 });
  }),
  http.get(documentEndpoints.libraryDetail.url, () => ok(detailWith(versions))),
  http.post(documentEndpoints.libraryVersion.url, async ({ request }) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    let file: string | null = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else file = `${name}:${value.name}`;
    }
    versionUploads.push({ fields, file });
    versions = [version(3, 'iso-14067-2030.pdf', fields.note ?? ''), ...versions];
    return ok<LibraryUploadReply>(
      { id: 4, versionId: 103, version: 3, fileName: 'iso-14067-2030.pdf', fileType: 'pdf', sizeBytes: 4096, sha256: '3'.repeat(64) },
      '上传成功',
    );
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
  versions = [version(2, 'iso-14067-2018.pdf', '2018 版'), version(1, 'iso-14067-2013.pdf', '')];
});
afterEach(() => {
  pages = [];
  versionUploads = [];
});
afterAll(() => {
  globalThis.File = jsdomFile;
});

const libraryRoute = routes.find((route) => route.path === '/CarbonFootprintDatabase/document_management/item');
const EVERY_RIGHT = [
  'database:document:query',
  'database:document:list',
  'database:document:add',
  'database:document:edit',
  'database:document:remove',
];

function renderLibrary(roles: string[] = ['admin'], permissions: string[] = EVERY_RIGHT) {
  if (!libraryRoute) throw new Error('mf-database has no document_management/item route');
  const Page = libraryRoute.Component;
  return renderScreen(<Page />, { roles, permissions });
}

const toolbar = () => document.querySelector<HTMLElement>('.pcf-object-table__toolbar') ?? document.body;

async function openDrawer(): Promise<HTMLElement> {
  await user.click(await screen.findByText('ISO 14067 产品碳足迹', { selector: 'a, a *' }));
  const description = await screen.findByText('温室气体 产品碳足迹 量化要求和指南');
  return description.closest<HTMLElement>('.ant-drawer') as HTMLElement;
}

describe('/CarbonFootprintDatabase/document_management/item (文档管理)', () => {
  it('is a hidden route of mf-database titled 文档管理', () => {
    expect(libraryRoute?.titleKey).toBe('database:library.title');
    expect(libraryRoute?.hidden).toBe(true);
  });

  it('filters the list by the category tab on the server, and 全部 shows every category again', async () => {
    renderLibrary();
    await screen.findByText('ISO 14067 产品碳足迹', undefined, { timeout: 15000 });
    expect(pages[0]).toMatchObject({ objName: 'pcf_library_document', conditions: [] });
    await user.click(await screen.findByRole('tab', { name: '证书' }));
    await waitFor(() => expect(pages[pages.length - 1].conditions).toEqual([{ field: 'category', operator: 'eq', value: 'certificate' }]));
    await waitFor(() => expect(screen.queryByText('ISO 14067 产品碳足迹')).not.toBeInTheDocument());
    expect(screen.getByText('TÜV 认证证书')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '全部' }));
    expect(await screen.findByText('ISO 14067 产品碳足迹')).toBeInTheDocument();
    expect(pages[pages.length - 1].conditions).toEqual([]);
  });

  it('shows the versions newest first with the current one previewed, and uploads a new version that becomes current', async () => {
    renderLibrary();
    const drawer = await openDrawer();
    const cells = within(drawer)
      .getAllByText(/^V\d$/, { selector: '.ant-table-cell span' })
      .map((el) => el.textContent);
    expect(cells).toEqual(['V2', 'V1']);
    expect(within(drawer).getByTitle('ISO 14067 产品碳足迹 V2')).toHaveAttribute('src', '/rest/library/file?id=4&version=2');
    // an earlier version previews too
    await user.click(within(drawer).getAllByText('预览', { selector: 'button *' })[1]);
    expect(await within(drawer).findByTitle('ISO 14067 产品碳足迹 V1')).toHaveAttribute('src', '/rest/library/file?id=4&version=1');

    await user.click(button('上传新版本', drawer));
    const titles = await screen.findAllByText('上传新版本', { selector: '.ant-modal-title' });
    const form = titles[0].closest<HTMLElement>('.ant-modal') as HTMLElement;
    expect(within(form).getByText('为“ISO 14067 产品碳足迹”上传 V3，上传后成为当前版本，以前的版本仍可查看和下载。')).toBeInTheDocument();
    const input = form.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(4096).fill(37)], 'iso-14067-2030.pdf', { type: 'application/pdf' })] },
    });
    await user.type(within(form).getByLabelText('版本说明'), '2030 修订');
    await user.click(button('上 传', form));

    expect(await screen.findByText('上传成功：iso-14067-2030.pdf（V3）')).toBeInTheDocument();
    expect(versionUploads).toEqual([{ fields: { documentId: '4', note: '2030 修订' }, file: 'file:iso-14067-2030.pdf' }]);
    expect(await within(drawer).findByTitle('ISO 14067 产品碳足迹 V3')).toHaveAttribute('src', '/rest/library/file?id=4&version=3');
    expect(within(drawer).getByText('2030 修订')).toBeInTheDocument();
  });

  it('shows no change button to a user who is not a platform administrator, whatever the role grants', async () => {
    renderLibrary(['enterprise'], EVERY_RIGHT);
    await screen.findByText('ISO 14067 产品碳足迹', undefined, { timeout: 15000 });
    expect(within(toolbar()).queryByText('上传文档')).not.toBeInTheDocument();
    expect(within(toolbar()).queryByText('编 辑')).not.toBeInTheDocument();
    expect(screen.queryByText('删除')).not.toBeInTheDocument();
    const drawer = await openDrawer();
    expect(within(drawer).queryByText('上传新版本')).not.toBeInTheDocument();
    expect(within(drawer).queryByText('编 辑')).not.toBeInTheDocument();
    expect(within(drawer).queryByText('删 除')).not.toBeInTheDocument();
    // reading stays: every version downloads
    expect(within(drawer).getAllByText('下载', { selector: 'button *' })).toHaveLength(3);
  });
});
