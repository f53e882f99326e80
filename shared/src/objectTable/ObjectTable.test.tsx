import { createRef, useMemo, useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { HttpConfirmConfig, HttpToastConfig } from '../http';
import { configureHttpFeedback } from '../http';
import type { ObjCondition, ObjExportRequest, ObjFieldMeta, ObjMetaData, ObjPageRequest, ObjRow } from '../contracts';
import { i18n } from '../i18n';
import { findDialog, renderWithSession } from '../tree/testing/renderWithSession';
import { ObjectTable, type ObjectTableHandle } from './ObjectTable';
import { button } from '../testing/screenTestKit';

const field = (name: string, type: ObjFieldMeta['type'], labelZh: string, extra: Partial<ObjFieldMeta> = {}): ObjFieldMeta => ({
  name,
  type,
  label: labelZh,
  labelZh,
  labelEn: name,
  dictType: null,
  required: false,
  searchable: true,
  sortable: true,
  shownInList: true,
  readOnly: false,
  maxLength: null,
  order: 0,
  ...extra,
});

const META: ObjMetaData = {
  objName: 'sys_post',
  label: '岗位',
  labelZh: '岗位',
  labelEn: 'Posts',
  companyScoped: true,
  fields: [
    field('id', 'integer', '编号', { shownInList: false, readOnly: true }),
    field('code', 'string', '岗位编码'),
    field('name', 'string', '岗位名称'),
    field('sort', 'integer', '显示顺序'),
    field('status', 'dict', '状态', { dictType: 'sys_normal_disable' }),
    field('remark', 'string', '备注', { shownInList: false, searchable: false, sortable: false }),
    field('created_at', 'datetime', '创建时间'),
  ],
};

const ROWS: ObjRow[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  code: `P${String(i + 1).padStart(2, '0')}`,
  name: `岗位${i + 1}`,
  sort: i,
  status: i % 2 === 0 ? '0' : '1',
  remark: null,
  created_at: '2026-01-05T08:00:00.000Z',
}));

const mock = setupServer();
// several antd popups per test: a slow CI machine needs more than the preset's 20 s
jest.setTimeout(60000);
// the pointer-events check reads computed styles up the tree at every step: seconds per click under antd's CSS-in-JS
let user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
let pages: ObjPageRequest[];
let deletes: { url: string; body: unknown }[];
let exports: ObjExportRequest[];
const toasts: HttpToastConfig[] = [];
const dialogs: HttpConfirmConfig[] = [];

const ok = <T,>(data: T) => HttpResponse.json({ code: 200, msg: '操作成功', data });

beforeAll(async () => {
  mock.listen({ onUnhandledRequest: 'error' });
  await i18n.changeLanguage('zh-CN');
  configureHttpFeedback({ message: { error: (c) => toasts.push(c) }, modal: { confirm: (c) => dialogs.push(c) } });
});
beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  pages = [];
  deletes = [];
  exports = [];
  toasts.length = 0;
  dialogs.length = 0;
  window.localStorage.clear();
  mock.use(
    http.post('/rest/getObjMetaData', () => ok(META)),
    http.get('/sysDictInfo/getDictInfo', () =>
      ok([
        { value: '0', label: '正常' },
        { value: '1', label: '停用' },
      ]),
    ),
    http.post('/rest/getObjDataByPage', async ({ request }) => {
      const body = (await request.json()) as ObjPageRequest;
      pages.push(body);
      const size = body.pageSize ?? 10;
      const from = ((body.pageNum ?? 1) - 1) * size;
      return ok({ rows: ROWS.slice(from, from + size), total: ROWS.length, pageNum: body.pageNum ?? 1, pageSize: size });
    }),
    http.post('/rest/delObjData', async ({ request }) => {
      deletes.push({ url: '/rest/delObjData', body: await request.json() });
      return ok({ id: 1 });
    }),
    http.post('/rest/delObjDataByIdList', async ({ request }) => {
      deletes.push({ url: '/rest/delObjDataByIdList', body: await request.json() });
      return ok({ deleted: 2 });
    }),
  );
});
afterEach(() => mock.resetHandlers());
afterAll(() => {
  configureHttpFeedback(null);
  mock.close();
});

const lastPage = () => pages[pages.length - 1];

async function renderTable(props: Partial<Parameters<typeof ObjectTable>[0]> = {}) {
  const ref = createRef<ObjectTableHandle>();
  const view = renderWithSession(<ObjectTable ref={ref} objName="sys_post" deletable exportable onEdit={() => undefined} {...props} />);
  await screen.findByText('P01');
  return { ref, ...view };
}

function rowOf(code: string): HTMLElement {
  const row = screen.getByText(code).closest('tr');
  if (!row) throw new Error(`no row ${code}`);
  return row;
}

const pick = (code: string) => {
  const box = rowOf(code).querySelector('input[type="checkbox"]');
  if (!box) throw new Error(`no checkbox in row ${code}`);
  return user.click(box);
};

/*
 * Text queries, not *ByRole: role queries compute styles of the whole antd table (its CSS-in-JS
 * rules make jsdom's getComputedStyle slow) and take seconds each.
 */
const header = (name: string): HTMLElement | null => {
  const head = document.querySelector<HTMLElement>('.ant-table-thead');
  return head ? within(head).queryByText(name) : null;
};

function headerCell(name: string): HTMLElement {
  const cell = header(name)?.closest('th');
  if (!cell) throw new Error(`no column ${name}`);
  return cell;
}

describe('ObjectTable: loading and paging', () => {
  it('shows the fields shown in lists, labelled in the current language, with dict labels', async () => {
    await renderTable();
    expect(header('岗位编码')).toBeInTheDocument();
    expect(header('备注')).not.toBeInTheDocument();
    expect(within(rowOf('P01')).getByText('正常')).toBeInTheDocument();
    expect(within(rowOf('P02')).getByText('停用')).toBeInTheDocument();
    expect(pages[0]).toMatchObject({ objName: 'sys_post', pageNum: 1, pageSize: 10, conditions: [] });
    expect(screen.getByText('共 25 条')).toBeInTheDocument();
  });

  it('pages on the server: next page, then a bigger page size from page 1', async () => {
    await renderTable();
    await user.click(document.querySelector<HTMLElement>('.ant-pagination-item-2') ?? document.body);
    await screen.findByText('P11');
    expect(lastPage()).toMatchObject({ pageNum: 2, pageSize: 10 });
    // the size changer offers 10/20/50/100
    const changer = document.querySelector<HTMLElement>('.ant-pagination-options .ant-select');
    if (!changer) throw new Error('no page size changer');
    fireEvent.mouseDown(changer.querySelector('.ant-select-selector') ?? changer);
    const sizes = await waitFor(() => {
      const found = [
        ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
      ];
      if (found.length < 4) throw new Error('size options not open');
      return found;
    });
    expect(sizes.map((o) => Number.parseInt(o.getAttribute('title') ?? '', 10))).toEqual([10, 20, 50, 100]);
    await user.click(sizes[1]);
    await screen.findByText('P20');
    expect(lastPage()).toMatchObject({ pageNum: 1, pageSize: 20 });
  });

  it('starts a screen’s changed filter (its base conditions) on page 1, asking once', async () => {
    function FilteredByStatus() {
      const [status, setStatus] = useState('0');
      const conditions = useMemo<ObjCondition[]>(() => [{ field: 'status', operator: 'eq', value: status }], [status]);
      return (
        <>
          <button type="button" onClick={() => setStatus('1')}>
            change filter
          </button>
          <ObjectTable objName="sys_post" baseConditions={conditions} />
        </>
      );
    }
    renderWithSession(<FilteredByStatus />);
    await screen.findByText('P01');
    await user.click(document.querySelector<HTMLElement>('.ant-pagination-item-2') ?? document.body);
    await screen.findByText('P11');
    expect(lastPage()).toMatchObject({ pageNum: 2, conditions: [{ field: 'status', operator: 'eq', value: '0' }] });
    const before = pages.length;
    await user.click(screen.getByRole('button', { name: 'change filter' }));
    await screen.findByText('P01');
    expect(pages.slice(before)).toEqual([
      expect.objectContaining({ pageNum: 1, conditions: [{ field: 'status', operator: 'eq', value: '1' }] }),
    ]);
  });

  it('sorts on the server by the clicked column, ascending then descending', async () => {
    await renderTable();
    await user.click(headerCell('岗位编码'));
    await waitFor(() => expect(lastPage()).toMatchObject({ sortField: 'code', sortOrder: 'asc', pageNum: 1 }));
    await user.click(headerCell('岗位编码'));
    await waitFor(() => expect(lastPage()).toMatchObject({ sortField: 'code', sortOrder: 'desc' }));
  });

  it('shows the server message and an empty table when the list is refused', async () => {
    mock.use(http.post('/rest/getObjDataByPage', () => HttpResponse.json({ code: 400, msg: '字段不存在：x' })));
    renderWithSession(<ObjectTable objName="sys_post" />);
    expect(await screen.findByText('字段不存在：x')).toBeInTheDocument();
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
  });

  it('offers to sign in again when the session has expired', async () => {
    mock.use(http.post('/rest/getObjMetaData', () => HttpResponse.json({ code: 401, msg: '' }, { status: 401 })));
    renderWithSession(<ObjectTable objName="sys_post" />);
    await waitFor(() => expect(dialogs.map((d) => d.okText)).toEqual(['重新登录']));
    dialogs[0].onCancel();
  });
});

describe('ObjectTable: search', () => {
  it('the quick search is a like on the first text field', async () => {
    await renderTable();
    const box = screen.getByLabelText('请输入岗位编码搜索');
    await user.type(box, 'P1{Enter}');
    await waitFor(() => expect(lastPage().conditions).toEqual([{ field: 'code', operator: 'like', value: 'P1' }]));
    expect(lastPage().pageNum).toBe(1);
  });

  async function openAdvanced() {
    await user.click(button('高级搜索'));
    await screen.findByLabelText('高级搜索 1 字段');
  }

  async function choose(label: string, option: string) {
    const select = screen.getByLabelText(label);
    fireEvent.mouseDown(select);
    const item = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(
        `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
      );
      if (!found) throw new Error(`no option ${option}`);
      return found;
    });
    await user.click(item);
  }

  it('refuses an incomplete condition and sends nothing', async () => {
    await renderTable();
    await openAdvanced();
    const before = pages.length;
    await user.click(button('查 询'));
    expect(await screen.findByText('请选择字段')).toBeInTheDocument();
    await choose('高级搜索 1 字段', '显示顺序');
    await user.click(button('查 询'));
    expect(await screen.findByText('请选择运算符')).toBeInTheDocument();
    await choose('高级搜索 1 运算符', '大于');
    await user.click(button('查 询'));
    expect(await screen.findByText('请输入值')).toBeInTheDocument();
    expect(pages.length).toBe(before);
  });

  it('offers only the operators of the field type, labelled', async () => {
    await renderTable();
    await openAdvanced();
    await choose('高级搜索 1 字段', '状态');
    fireEvent.mouseDown(screen.getByLabelText('高级搜索 1 运算符'));
    await screen.findByTitle('不为空');
    const offered = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map(
      (o) => o.getAttribute('title'),
    );
    expect(offered).toEqual(['等于', '不等于', '属于', '不属于', '为空', '不为空']);
  });

  it('sends typed values: a number, a tag list for in, no value for isNull; conditions are ANDed with the quick search', async () => {
    await renderTable();
    await openAdvanced();
    await choose('高级搜索 1 字段', '显示顺序');
    await choose('高级搜索 1 运算符', '大于等于');
    await user.type(screen.getByLabelText('高级搜索 1 值'), '3');
    await user.click(button('添加条件'));
    await choose('高级搜索 2 字段', '岗位编码');
    await choose('高级搜索 2 运算符', '属于');
    await user.type(screen.getByLabelText('高级搜索 2 值'), 'P01{Enter}P02{Enter}');
    await user.click(button('添加条件'));
    await choose('高级搜索 3 字段', '岗位名称');
    await choose('高级搜索 3 运算符', '不为空');
    expect(screen.getByLabelText('高级搜索 3 值')).toBeDisabled();
    await user.click(button('查 询'));
    await waitFor(() =>
      expect(lastPage().conditions).toEqual([
        { field: 'sort', operator: 'ge', value: 3 },
        { field: 'code', operator: 'in', value: ['P01', 'P02'] },
        { field: 'name', operator: 'isNotNull' },
      ]),
    );
    await user.type(screen.getByLabelText('请输入岗位编码搜索'), 'P{Enter}');
    await waitFor(() => expect(lastPage().conditions).toHaveLength(4));
    await user.click(button('清空条件'));
    await waitFor(() => expect(lastPage().conditions).toEqual([{ field: 'code', operator: 'like', value: 'P' }]));
  }, 60000);
});

const popover = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
    if (!found) throw new Error('no open popover');
    return found;
  });

describe('ObjectTable: column settings', () => {
  it('hides a column and keeps the choice per object across visits', async () => {
    const first = await renderTable();
    await user.click(button('列设置'));
    await user.click(within(await popover()).getByLabelText('岗位名称'));
    await waitFor(() => expect(header('岗位名称')).not.toBeInTheDocument());
    await user.click(within(await popover()).getByLabelText('备注'));
    await waitFor(() => expect(header('备注')).toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem('pcf.objectTable.columns.sys_post') ?? 'null')).toEqual([
      'code',
      'sort',
      'status',
      'remark',
      'created_at',
    ]);
    first.unmount();

    await renderTable();
    expect(header('岗位名称')).not.toBeInTheDocument();
    expect(header('备注')).toBeInTheDocument();
    await user.click(button('列设置'));
    await user.click(button('恢复默认', await popover()));
    await waitFor(() => expect(header('岗位名称')).toBeInTheDocument());
    expect(window.localStorage.getItem('pcf.objectTable.columns.sys_post')).toBeNull();
  });
});

describe('ObjectTable: columns in view', () => {
  const headers = () => [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')].map((th) => th.textContent ?? '');
  const fixedAtEnd = (name: string) => headerCell(name).className.includes('-cell-fix-end');

  it("shows the screen's default columns until the user chooses, keeps the choice, and holds the key columns at the right with 操作", async () => {
    const first = await renderTable({ defaultColumns: ['code', 'name', 'sort'], keyColumns: ['code'] });
    // the key column moves last, before 操作, and both stay fixed at the right however wide the table is
    expect(headers().filter((text) => text !== '')).toEqual(['岗位名称', '显示顺序', '岗位编码', '操作']);
    expect(fixedAtEnd('岗位编码')).toBe(true);
    expect(fixedAtEnd('操作')).toBe(true);
    expect(fixedAtEnd('岗位名称')).toBe(false);

    await user.click(button('列设置'));
    await user.click(within(await popover()).getByLabelText('备注'));
    await waitFor(() => expect(header('备注')).toBeInTheDocument());
    first.unmount();

    await renderTable({ defaultColumns: ['code', 'name', 'sort'], keyColumns: ['code'] });
    expect(headers().filter((text) => text !== '')).toEqual(['岗位名称', '显示顺序', '备注', '岗位编码', '操作']);
    await user.click(button('列设置'));
    await user.click(button('恢复默认', await popover()));
    await waitFor(() => expect(header('备注')).not.toBeInTheDocument());
    expect(header('状态')).not.toBeInTheDocument();
  });
});

describe('ObjectTable: toolbar', () => {
  it('delete without a selection says 请选择要删除的数据; edit of two rows says 只能选择一条数据', async () => {
    const onEdit = jest.fn();
    await renderTable({ onEdit });
    await user.click(button('删 除', document.querySelector<HTMLElement>('.pcf-object-table__toolbar') ?? document.body));
    expect(await screen.findByText('请选择要删除的数据')).toBeInTheDocument();
    await pick('P01');
    await pick('P02');
    await user.click(button('编 辑', document.querySelector<HTMLElement>('.pcf-object-table__toolbar') ?? document.body));
    expect(await screen.findByText('只能选择一条数据')).toBeInTheDocument();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('cancelling the standard confirm says 已取消删除 and deletes nothing', async () => {
    await renderTable();
    await pick('P03');
    await user.click(button('删 除', document.querySelector<HTMLElement>('.pcf-object-table__toolbar') ?? document.body));
    const dialog = await findDialog('警告');
    expect(within(dialog).getByText('此操作将永久删除该记录, 是否继续?')).toBeInTheDocument();
    await user.click(button('取 消', dialog));
    expect(await screen.findByText('已取消删除')).toBeInTheDocument();
    expect(deletes).toEqual([]);
  });

  it('confirming deletes the selected rows in one call, says 删除成功! and reloads', async () => {
    await renderTable();
    await pick('P01');
    await pick('P02');
    const loadsBefore = pages.length;
    await user.click(button('删 除', document.querySelector<HTMLElement>('.pcf-object-table__toolbar') ?? document.body));
    const dialog = await findDialog('警告');
    await user.click(button('确 定', dialog));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(deletes).toEqual([{ url: '/rest/delObjDataByIdList', body: { objName: 'sys_post', ids: [1, 2] } }]);
    await waitFor(() => expect(pages.length).toBe(loadsBefore + 1));
  });

  it('the row link deletes that one row', async () => {
    await renderTable();
    await user.click(button('删除', rowOf('P04')));
    await user.click(button('确 定', await findDialog('警告')));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(deletes).toEqual([{ url: '/rest/delObjData', body: { objName: 'sys_post', id: 4 } }]);
  });

  it('exports the filtered, sorted list with the shown columns through the shared client', async () => {
    const createObjectURL = jest.fn(() => 'blob:export');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    mock.use(
      http.post('/rest/exportObjData', async ({ request }) => {
        exports.push((await request.json()) as ObjExportRequest);
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }),
    );
    await renderTable();
    await user.type(screen.getByLabelText('请输入岗位编码搜索'), 'P{Enter}');
    await user.click(headerCell('显示顺序'));
    await waitFor(() => expect(lastPage().sortField).toBe('sort'));
    await user.click(button('导 出'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exports).toEqual([
      {
        objName: 'sys_post',
        sortField: 'sort',
        sortOrder: 'asc',
        conditions: [{ field: 'code', operator: 'like', value: 'P' }],
        fields: ['code', 'name', 'sort', 'status', 'created_at'],
      },
    ]);
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  it('an export refused with an envelope shows its message; a 401 offers to sign in again', async () => {
    mock.use(
      http.post('/rest/exportObjData', () => HttpResponse.json({ code: 400, msg: '导出最多 10000 条，请缩小查询范围' }, { status: 400 })),
    );
    await renderTable();
    await user.click(button('导 出'));
    expect(await screen.findByText('导出最多 10000 条，请缩小查询范围')).toBeInTheDocument();
    mock.use(http.post('/rest/exportObjData', () => HttpResponse.json({ code: 401, msg: '' }, { status: 401 })));
    await user.click(button('导 出'));
    await waitFor(() => expect(dialogs.map((d) => d.okText)).toEqual(['重新登录']));
    act(() => dialogs[0].onCancel());
  });

  it('reload() through the handle asks for the same page again', async () => {
    const { ref } = await renderTable();
    const before = pages.length;
    act(() => ref.current?.reload());
    await waitFor(() => expect(pages.length).toBe(before + 1));
  });
});

describe('ObjectTable: the screen’s own cells, row links and selection', () => {
  it('renders a field through the screen’s renderer with the whole row, other fields as usual', async () => {
    await renderTable({ renderCell: { name: (value, row) => <mark>{`${String(value)}·${String(row.code)}`}</mark> } });
    expect(screen.getByText('岗位1·P01').tagName).toBe('MARK');
    expect(within(rowOf('P02')).getByText('停用')).toBeInTheDocument();
  });

  it('adds the screen’s row links after 编辑 and 删除, each acting on its own row', async () => {
    const opened: unknown[] = [];
    await renderTable({
      rowActions: (row) => <button type="button" onClick={() => opened.push(row.id)}>{`open ${String(row.code)}`}</button>,
    });
    await user.click(within(rowOf('P03')).getByText('open P03'));
    expect(opened).toEqual([3]);
  });

  it('offers selection to the screen’s own buttons without edit or delete, and none when nothing acts on it', async () => {
    const { ref, unmount } = await renderTable({ onEdit: undefined, deletable: false, selectable: true });
    await pick('P02');
    expect(ref.current?.selectedRows().map((r) => r.id)).toEqual([2]);
    unmount();
    await renderTable({ onEdit: undefined, deletable: false });
    expect(rowOf('P01').querySelector('input[type="checkbox"]')).toBeNull();
  });
});
