import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@pcf/shared';
import type { DictItem, DictType } from '@pcf/shared';
import { ok, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

// role queries and clicks skip their computed-style checks: with antd's styles each one costs seconds in jsdom
configure({ asyncUtilTimeout: 5000, defaultHidden: true });
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
// a dialog round trip (open, validate, save, close) takes seconds of antd rendering on a busy 2-core machine
jest.setTimeout(60_000);

const TYPES: DictType[] = [
  { id: 1, code: 'sys_normal_disable', name: '系统开关', nameEn: 'Normal or disabled', status: '0' },
  { id: 2, code: 'pv_module_type', name: '组件类型', nameEn: 'Module type', status: '0' },
];
const ITEMS: Record<string, DictItem[]> = {
  sys_normal_disable: [
    { id: 11, dictType: 'sys_normal_disable', value: '0', label: '正常', labelEn: 'Normal', order: 1, status: '0' },
    { id: 12, dictType: 'sys_normal_disable', value: '1', label: '停用', labelEn: 'Disabled', order: 2, status: '0' },
  ],
  pv_module_type: [
    { id: 21, dictType: 'pv_module_type', value: 'mono', label: '单晶硅', labelEn: 'Monocrystalline', order: 1, status: '0' },
  ],
};

let calls: { url: string; body: unknown }[] = [];
const record =
  (reply: () => Response = () => ok(null)) =>
  async ({ request }: { request: Request }) => {
    calls.push({ url: new URL(request.url).pathname, body: (await request.json()) as unknown });
    return reply();
  };

const server = setupTestServer(
  http.get('/sysDictInfo/types', () => ok(TYPES)),
  http.get('/sysDictInfo/items', ({ request }) => ok(ITEMS[new URL(request.url).searchParams.get('dictType') ?? ''] ?? [])),
  http.post(
    '/sysDictInfo/addDictType',
    record(() => ok({ id: 3 })),
  ),
  http.post(
    '/sysDictInfo/updateDictType',
    record(() => ok({ id: 2 })),
  ),
  http.post('/sysDictInfo/deleteDictType', record()),
  http.post(
    '/sysDictInfo/addDictInfo',
    record(() => ok({ id: 30 })),
  ),
  http.post(
    '/sysDictInfo/updateDictInfo',
    record(() => ok({ id: 21 })),
  ),
  http.post('/sysDictInfo/deleteDictInfo', record()),
  http.post(
    '/sysDictInfo/addDictInfoList',
    record(() => ok({ ids: [31, 32] })),
  ),
);

beforeAll(async () => {
  registerLocales();
  // the lazy page loads (on a cold cache, compiles) in the hook's time, not in the first screen's 5 s
  await import('./index');
  await setLanguage('zh-CN');
});
afterEach(() => {
  calls = [];
});

const dictRoute = routes.find((route) => route.path === '/system/dict');

const EVERY_CHANGE = ['system:dict:list', 'system:dict:add', 'system:dict:edit', 'system:dict:remove'];

function renderDictionaries(permissions: string[] = EVERY_CHANGE) {
  if (!dictRoute) throw new Error('mf-system has no /system/dict route');
  const Page = dictRoute.Component;
  return renderScreen(<Page />, { roles: ['enterprise'], permissions });
}

function rowOf(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = screen
      .getAllByText(text)
      .map((cell) => cell.closest('tr'))
      .find((found) => found !== null);
    if (!row) throw new Error(`no row for ${text}`);
    return row;
  });
}

function dialogOf(selector = '.ant-modal'): Promise<HTMLElement> {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`no ${selector}`);
    return found;
  });
}

/** Sets a text field at once: typing key by key into antd fields is slow in jsdom. */
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const save = (dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

describe('dictionaries', () => {
  it('is a route of mf-system titled 字典管理', () => {
    expect(dictRoute?.titleKey).toBe('system:dict.title');
  });

  it('lists the types and shows the items of the first, then of the one clicked', async () => {
    renderDictionaries();
    expect(await rowOf('正常')).toBeInTheDocument();
    expect(screen.getByText('字典数据：系统开关（sys_normal_disable）')).toBeInTheDocument();
    await user.click(await rowOf('pv_module_type'));
    expect(await rowOf('单晶硅')).toHaveTextContent('Monocrystalline');
    expect(screen.queryByText('停用', { selector: 'td' })).toBeNull();
  });

  it('shows a reader the dictionaries without the changes their role lacks', async () => {
    renderDictionaries(['system:dict:list']);
    expect(within(await rowOf('停用')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /新增类型|批量新增|新增数据/ })).toBeNull();
  });

  it('adds a type and selects it', async () => {
    renderDictionaries();
    await rowOf('sys_normal_disable');
    await user.click(screen.getByRole('button', { name: /新增类型/ }));
    const dialog = await dialogOf();
    fill(within(dialog).getByLabelText('字典编码'), 'pv_cell_tech');
    fill(within(dialog).getByLabelText('中文名称'), '电池技术');
    fill(within(dialog).getByLabelText('英文名称'), 'Cell technology');
    await save(dialog);
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/sysDictInfo/addDictType', body: { code: 'pv_cell_tech', name: '电池技术', nameEn: 'Cell technology', status: '0' } },
    ]);
  });

  it('refuses a code with capitals and an empty label before sending anything', async () => {
    renderDictionaries();
    await user.click(within(await rowOf('pv_module_type')).getByRole('button', { name: '编辑' }));
    let dialog = await dialogOf();
    fill(within(dialog).getByLabelText('字典编码'), 'PV-Type');
    await save(dialog);
    expect(await within(dialog).findByText('字典编码以小写字母开头，只含小写字母、数字和 _')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());

    await user.click(within(await rowOf('停用')).getByRole('button', { name: '编辑' }));
    dialog = await dialogOf();
    fill(within(dialog).getByLabelText('英文标签'), ' ');
    await save(dialog);
    expect(await within(dialog).findByText('请输入英文标签')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('edits an item of the selected type', async () => {
    renderDictionaries();
    await user.click(within(await rowOf('停用')).getByRole('button', { name: '编辑' }));
    const dialog = await dialogOf();
    fill(within(dialog).getByLabelText('英文标签'), 'Off');
    await save(dialog);
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: '/sysDictInfo/updateDictInfo',
        body: { id: 12, dictType: 'sys_normal_disable', value: '1', label: '停用', labelEn: 'Off', order: 2, status: '0' },
      },
    ]);
  });

  it('deletes an item after the standard confirmation and says 已取消删除 when cancelled', async () => {
    renderDictionaries();
    await user.click(within(await rowOf('停用')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('此操作将永久删除该记录, 是否继续?')).toBeInTheDocument();
    await user.click(within(await dialogOf('.ant-modal-confirm')).getByRole('button', { name: /取\s*消/ }));
    expect(await screen.findByText('已取消删除')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());

    await user.click(within(await rowOf('停用')).getByRole('button', { name: '删除' }));
    await user.click(within(await dialogOf('.ant-modal-confirm')).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/sysDictInfo/deleteDictInfo', body: { id: 12 } }]);
  });

  it('shows the server refusal of a type delete', async () => {
    server.use(
      http.post('/sysDictInfo/deleteDictType', () => HttpResponse.json({ code: 500, msg: '字典 sys_normal_disable 为系统预置，不能删除' })),
    );
    renderDictionaries();
    await user.click(within(await rowOf('sys_normal_disable')).getByRole('button', { name: '删除' }));
    await user.click(within(await dialogOf('.ant-modal-confirm')).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('字典 sys_normal_disable 为系统预置，不能删除')).toBeInTheDocument();
  });

  it('adds several items at once through /sysDictInfo/addDictInfoList', async () => {
    renderDictionaries();
    await user.click(await rowOf('pv_module_type'));
    await rowOf('单晶硅');
    await user.click(screen.getByRole('button', { name: /批量新增/ }));
    const dialog = await dialogOf();
    await user.click(within(dialog).getByRole('button', { name: /添加一行/ }));
    fill(within(dialog).getByLabelText('第 1 行键值'), 'poly');
    fill(within(dialog).getByLabelText('第 1 行中文标签'), '多晶硅');
    fill(within(dialog).getByLabelText('第 1 行英文标签'), 'Polycrystalline');
    fill(within(dialog).getByLabelText('第 2 行键值'), 'thin');
    fill(within(dialog).getByLabelText('第 2 行中文标签'), '薄膜');
    fill(within(dialog).getByLabelText('第 2 行英文标签'), 'Thin film');
    await save(dialog);
    expect(await screen.findByText('已新增 2 条数据')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: '/sysDictInfo/addDictInfoList',
        body: {
          dictType: 'pv_module_type',
          items: [
            { value: 'poly', label: '多晶硅', labelEn: 'Polycrystalline', order: 2, status: '0' },
            { value: 'thin', label: '薄膜', labelEn: 'Thin film', order: 3, status: '0' },
          ],
        },
      },
    ]);
  });

  it('refuses a batch that repeats a value before sending it', async () => {
    renderDictionaries();
    await rowOf('正常');
    await user.click(screen.getByRole('button', { name: /批量新增/ }));
    const dialog = await dialogOf();
    await user.click(within(dialog).getByRole('button', { name: /添加一行/ }));
    for (const row of [1, 2]) {
      fill(within(dialog).getByLabelText(`第 ${row} 行键值`), '2');
      fill(within(dialog).getByLabelText(`第 ${row} 行中文标签`), `待定${row}`);
      fill(within(dialog).getByLabelText(`第 ${row} 行英文标签`), `Pending ${row}`);
    }
    await save(dialog);
    expect(await screen.findByText('键值 2 重复')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
