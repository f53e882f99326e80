import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { inventoryEndpoints, setLanguage } from '@pcf/shared';
import type { InventoryImportJob } from '@pcf/shared';
import { ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import { registerLocales } from '../../../locales';
import { ExcelActions } from './ExcelActions';
import { IMPORT_POLL_MS, IMPORT_WAIT_MS } from './ExcelImportModal';

jest.setTimeout(60000);

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const JOB_ID = 41;

/** An import job of project 7 as the server answers it; still checking unless told otherwise. */
const jobOf = (over: Partial<InventoryImportJob> = {}): InventoryImportJob => ({
  id: JOB_ID,
  projectId: 7,
  status: 'checking',
  fileName: 'inventory.xlsx',
  rows: 0,
  added: 0,
  updated: 0,
  problems: [],
  projectStatus: null,
  createdAt: '2026-05-04T08:00:00.000Z',
  finishedAt: null,
  ...over,
});
const STARTED = () => ok(jobOf(), '正在导入，请稍候');
const DONE = () =>
  ok(jobOf({ status: 'done', rows: 2, added: 1, updated: 1, projectStatus: 'collecting', finishedAt: '2026-05-04T08:00:02.000Z' }));

let downloads: { id: string | null; contentType: string | null }[] = [];
let imports: { fields: Record<string, string>; files: string[] }[] = [];
let answer: () => Response = STARTED;
/** The status answers in turn; the last one repeats. */
let statusAnswers: (() => Response)[] = [DONE];
let statusAsked: (string | null)[] = [];

const server = setupTestServer(
  http.get(inventoryEndpoints.excelTemplate.url, ({ request }) => {
    downloads.push({ id: new URL(request.url).searchParams.get('id'), contentType: request.headers.get('content-type') });
    return new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': XLSX_MIME } });
  }),
  http.post(inventoryEndpoints.excelImport.url, async ({ request }) => {
    const form = await request.formData();
    const received = { fields: {} as Record<string, string>, files: [] as string[] };
    form.forEach((value, key) => {
      if (typeof value === 'string') received.fields[key] = value;
      else received.files.push(`${key}:${value.name}`);
    });
    imports.push(received);
    return answer();
  }),
  http.get(inventoryEndpoints.excelImportStatus.url, ({ request }) => {
    statusAsked.push(new URL(request.url).searchParams.get('id'));
    const next = statusAnswers.length > 1 ? statusAnswers.shift() : statusAnswers[0];
    return (next as () => Response)();
  }),
);

let user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
const jsdomFile = globalThis.File;
let saved: string[] = [];
let createObjectURL: jest.Mock;

beforeAll(async () => {
  registerLocales();
  await setLanguage('zh-CN');
  // jest-fixed-jsdom's FormData is Node's, which only takes Node's File
  globalThis.File = NodeFile as unknown as typeof File;
});
beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
  createObjectURL = jest.fn(() => 'blob:inventory');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  answer = STARTED;
  statusAnswers = [DONE];
  statusAsked = [];
  downloads = [];
  imports = [];
  saved = [];
});
afterAll(() => {
  globalThis.File = jsdomFile;
});

function renderActions(props: { editable?: boolean; dirty?: boolean } = {}) {
  const onImported = jest.fn();
  renderScreen(
    <ExcelActions
      projectId={7}
      projectCode="PJ-2026-007"
      editable={props.editable ?? true}
      dirty={props.dirty ?? false}
      onImported={onImported}
    />,
  );
  return { onImported };
}

/* By text without the space antd puts between two Chinese characters. */
function button(name: string, inside: HTMLElement = document.body): HTMLElement {
  const found = Array.from(inside.querySelectorAll('button')).find((b) => b.textContent?.replace(/\s/g, '') === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
const hasButton = (name: string) => Array.from(document.querySelectorAll('button')).some((b) => b.textContent?.replace(/\s/g, '') === name);

async function openImport(): Promise<HTMLElement> {
  await user.click(button('导入Excel'));
  const title = await screen.findByText('导入Excel', { selector: '.ant-modal-title' });
  return title.closest<HTMLElement>('.ant-modal') as HTMLElement;
}

async function choose(dialog: HTMLElement, name: string, type: string) {
  const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  await user.upload(input, new File(['PK'], name, { type }));
}

describe('the inventory in Excel on the data entry screen', () => {
  it('downloads the template with GET ?id and a JSON content type, saved under the project code; import only while editable', async () => {
    renderActions({ editable: false });
    expect(hasButton('导入Excel')).toBe(false);
    await user.click(button('下载模板'));
    await waitFor(() => expect(saved).toEqual(['清单数据-PJ-2026-007.xlsx']));
    expect(downloads).toEqual([{ id: '7', contentType: 'application/json' }]);
    expect(createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ size: 4 }));
  });

  it('shows why a download was refused', async () => {
    server.use(http.get(inventoryEndpoints.excelTemplate.url, () => HttpResponse.json({ code: 404, msg: '项目不存在' }, { status: 404 })));
    renderActions();
    await user.click(button('下载模板'));
    expect(await screen.findByText('项目不存在')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('asks to save unsaved changes before an import', async () => {
    renderActions({ dirty: true });
    await user.click(button('导入Excel'));
    expect(await screen.findByText('请先保存草稿，再导入Excel')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it('refuses a file that is not an .xlsx with 请上传正确的文件格式 and sends nothing', async () => {
    renderActions();
    const dialog = await openImport();
    expect(button('开始导入', dialog)).toBeDisabled();
    await choose(dialog, 'lines.csv', 'text/csv');
    expect(await screen.findByText('请上传正确的文件格式')).toBeInTheDocument();
    expect(button('开始导入', dialog)).toBeDisabled();
    expect(imports).toEqual([]);
  });

  it('sends the file, follows the job while it checks, then 导入成功: the dialog closes and the page reloads its lines', async () => {
    statusAnswers = [STARTED, STARTED, DONE];
    const { onImported } = renderActions();
    const dialog = await openImport();
    await choose(dialog, 'inventory.xlsx', XLSX_MIME);
    await user.click(button('开始导入', dialog));
    // running: the button loads and a line says so
    const running = await within(dialog).findByRole('status');
    expect(running).toHaveTextContent('正在导入，请稍候');
    expect(button('开始导入', dialog)).toHaveClass('ant-btn-loading');
    expect(onImported).not.toHaveBeenCalled();
    expect(await screen.findByText('导入成功', {}, { timeout: 10 * IMPORT_POLL_MS })).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.querySelector('.ant-modal-title')).toBeNull());
    expect(imports).toEqual([{ fields: { projectId: '7' }, files: ['file:inventory.xlsx'] }]);
    expect(statusAsked).toEqual([String(JOB_ID), String(JOB_ID), String(JOB_ID)]);
  });

  it('lists each problem by row and column when the job is rejected, and reloads nothing', async () => {
    statusAnswers = [
      () =>
        ok(
          jobOf({
            status: 'rejected',
            rows: 9,
            projectStatus: 'collecting',
            problems: [
              {
                row: 3,
                column: 'quantity',
                key: 'inventoryQuantityInvalid',
                message: '第 3 行“Negative”：数量须为大于 0 且不超过 1e12 的有限数值，而不是 -3',
              },
              { row: 5, column: 'unit', key: 'inventoryExcelUnitUnknown', message: '单位 furlong 不在单位表中' },
              { row: 0, column: null, key: 'inventoryTooManyLines', message: '一个项目最多 2000 行清单数据' },
            ],
          }),
          '导入失败，未导入任何数据：发现 3 处问题',
        ),
    ];
    const { onImported } = renderActions();
    const dialog = await openImport();
    await choose(dialog, 'inventory.xlsx', XLSX_MIME);
    expect(within(dialog).getByText('已选择：inventory.xlsx')).toBeInTheDocument();
    await user.click(button('开始导入', dialog));
    expect(
      await within(dialog).findByText(
        '导入失败，未导入任何数据：9 行中发现 3 处问题，请修改后重新导入',
        {},
        { timeout: 5 * IMPORT_POLL_MS },
      ),
    ).toBeInTheDocument();
    const rows = Array.from(dialog.querySelectorAll('.ant-table-tbody tr')).map((tr) =>
      Array.from(tr.querySelectorAll('td')).map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['3', '数量', '第 3 行“Negative”：数量须为大于 0 且不超过 1e12 的有限数值，而不是 -3'],
      ['5', '单位', '单位 furlong 不在单位表中'],
      ['整个文件', '—', '一个项目最多 2000 行清单数据'],
    ]);
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(button('开始导入', dialog)).not.toHaveClass('ant-btn-loading');
    expect(imports).toEqual([{ fields: { projectId: '7' }, files: ['file:inventory.xlsx'] }]);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('says why a job failed, and reloads nothing', async () => {
    const reason = '项目当前状态为已提交，清单数据只读（仅已分配、采集中或已退回的项目可以修改）';
    statusAnswers = [
      () => ok(jobOf({ status: 'failed', problems: [{ row: 0, column: null, key: 'inventoryNotEditable', message: reason }] }), reason),
    ];
    const { onImported } = renderActions();
    const dialog = await openImport();
    await choose(dialog, 'inventory.xlsx', XLSX_MIME);
    await user.click(button('开始导入', dialog));
    expect(await within(dialog).findByText(reason, {}, { timeout: 5 * IMPORT_POLL_MS })).toBeInTheDocument();
    expect(dialog.querySelector('.ant-table')).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('stops polling when the dialog closes', async () => {
    statusAnswers = [STARTED];
    const { onImported } = renderActions();
    const dialog = await openImport();
    await choose(dialog, 'inventory.xlsx', XLSX_MIME);
    await user.click(button('开始导入', dialog));
    await waitFor(() => expect(statusAsked).toHaveLength(1), { timeout: 5 * IMPORT_POLL_MS });
    await user.click(button('取消', dialog));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')).toBeNull());
    const asked = statusAsked.length;
    await new Promise((resolve) => setTimeout(resolve, 2.5 * IMPORT_POLL_MS));
    expect(statusAsked).toHaveLength(asked);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('gives up waiting after IMPORT_WAIT_MS and says the import may still finish', async () => {
    const start = Date.now();
    let now = start;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    statusAnswers = [
      () => {
        // the first answer comes as the wait runs out
        now = start + IMPORT_WAIT_MS;
        return STARTED();
      },
    ];
    const { onImported } = renderActions();
    const dialog = await openImport();
    await choose(dialog, 'inventory.xlsx', XLSX_MIME);
    await user.click(button('开始导入', dialog));
    expect(
      await within(dialog).findByText(
        '导入耗时较长，已停止等待：导入可能仍在进行，请稍后刷新页面查看清单数据。',
        {},
        { timeout: 5 * IMPORT_POLL_MS },
      ),
    ).toBeInTheDocument();
    expect(statusAsked).toHaveLength(1);
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the call and clears the chosen file', async () => {
    answer = () =>
      HttpResponse.json(
        { code: 500, msg: '项目当前状态为已提交，清单数据只读（仅已分配、采集中或已退回的项目可以修改）' },
        { status: 400 },
      );
    const { onImported } = renderActions();
    const dialog = await openImport();
    await choose(dialog, 'inventory.xlsx', XLSX_MIME);
    await user.click(button('开始导入', dialog));
    expect(await screen.findByText('项目当前状态为已提交，清单数据只读（仅已分配、采集中或已退回的项目可以修改）')).toBeInTheDocument();
    expect(within(dialog).getByText('仅支持 .xlsx 文件，最大 5 MB')).toBeInTheDocument();
    expect(button('开始导入', dialog)).toBeDisabled();
    expect(onImported).not.toHaveBeenCalled();
  });
});
