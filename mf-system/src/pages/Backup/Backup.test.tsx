import { File as NodeFile } from 'node:buffer';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getToken, pageNavigation, setLanguage, setToken } from '@pcf/shared';
import type { RestoreResult } from '@pcf/shared';
import { ok as kitOk, renderScreen, setupTestServer } from '@pcf/shared/testing';
import routes, { registerLocales } from '../../routes';

configure({ asyncUtilTimeout: 5000, defaultHidden: true });
jest.setTimeout(60_000);

const ARCHIVE = new Uint8Array(2048).fill(31);
const ok = <T,>(data: T, msg = '恢复成功') => kitOk(data, msg);
let restores: { fields: Record<string, string>; file: string | null }[] = [];

const server = setupTestServer(
  http.get('/rest/backupAndRestore/backup', () =>
    HttpResponse.arrayBuffer(ARCHIVE.buffer, {
      headers: { 'content-type': 'application/gzip', 'content-disposition': 'attachment; filename="pcf-backup-20300102-030405.tar.gz"' },
    }),
  ),
  http.post('/rest/backupAndRestore/restore', async ({ request }) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    let file: string | null = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else file = `${name}:${value.name}:${value.size}`;
    }
    restores.push({ fields, file });
    return ok<RestoreResult>({ tables: 24, rows: 1234, files: 3, token: 'restored-token' }, '恢复成功');
  }),
);

let createObjectURL: jest.Mock;
let click: jest.SpyInstance;
let downloads: string[] = [];
const jsdomFile = globalThis.File;

beforeAll(async () => {
  registerLocales();
  // the lazy page loads (on a cold cache, compiles) in the hook's time, not in the first screen's 5 s
  await import('./index');
  await setLanguage('zh-CN');
  // jest-fixed-jsdom's FormData is Node's, which only takes Node's File
  globalThis.File = NodeFile as unknown as typeof File;
});
beforeEach(() => {
  createObjectURL = jest.fn(() => 'blob:backup');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(async () => {
  restores = [];
  downloads = [];
  click.mockRestore();
  await setLanguage('zh-CN');
});
afterAll(() => {
  globalThis.File = jsdomFile;
});

const backupRoute = routes.find((route) => route.path === '/system/backup');
const ADMIN = { roles: ['admin'], permissions: ['*:*:*'] };

function renderBackup(session: { roles: string[]; permissions: string[] } = ADMIN) {
  if (!backupRoute) throw new Error('mf-system has no /system/backup route');
  const Page = backupRoute.Component;
  return renderScreen(<Page />, session);
}

const button = (name: RegExp) => screen.findByRole('button', { name });

function chooseArchive(name = 'pcf-backup-20300102-030405.tar.gz') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([ARCHIVE], name, { type: 'application/gzip' })] } });
}

function confirmDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
    if (!found) throw new Error('no confirmation');
    return found;
  });
}

describe('backup and restore', () => {
  it('is a route of mf-system titled 备份与恢复', () => {
    expect(backupRoute?.titleKey).toBe('system:backup.title');
  });

  it('shows no button to a user who is not a platform administrator, even with the permissions', async () => {
    renderBackup({ roles: ['enterprise'], permissions: ['system:backup:list', 'system:backup:export', 'system:backup:restore'] });
    expect(await screen.findByText('备份与恢复涉及全部企业的数据，仅平台管理员可以操作。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /下载备份/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /选择备份文件并恢复/ })).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('downloads a backup under the name the server gives', async () => {
    renderBackup();
    fireEvent.click(await button(/下载备份/));
    expect(await screen.findByText('备份已下载：pcf-backup-20300102-030405.tar.gz')).toBeInTheDocument();
    expect(downloads).toEqual(['pcf-backup-20300102-030405.tar.gz']);
    expect(createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ size: ARCHIVE.length }));
  });

  it('shows progress while the backup downloads', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/rest/backupAndRestore/backup', async () => {
        await held;
        return HttpResponse.arrayBuffer(ARCHIVE.buffer, { headers: { 'content-type': 'application/gzip' } });
      }),
    );
    renderBackup();
    fireEvent.click(await button(/下载备份/));
    expect(await screen.findByRole('progressbar', { name: '下载进度' })).toBeInTheDocument();
    release();
    // no name from the server: a name of our own
    expect(await screen.findByText('备份已下载：pcf-backup.tar.gz')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: '下载进度' })).toBeNull();
  });

  it('shows why a download was refused', async () => {
    server.use(
      http.get('/rest/backupAndRestore/backup', () => HttpResponse.json({ code: 403, msg: '没有权限，请联系管理员授权' }, { status: 403 })),
    );
    renderBackup();
    fireEvent.click(await button(/下载备份/));
    expect(await screen.findByText('备份下载失败')).toBeInTheDocument();
    expect(screen.getByText('没有权限，请联系管理员授权')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('restores only after a confirmation that all current data will be replaced, and reports the result', async () => {
    const reload = jest.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
    setToken('before-restore');
    try {
      renderBackup();
      await button(/选择备份文件并恢复/);
      chooseArchive();
      const dialog = await confirmDialog();
      expect(dialog).toHaveTextContent('确认恢复数据');
      expect(dialog).toHaveTextContent(
        '将用备份文件“pcf-backup-20300102-030405.tar.gz”替换当前全部数据（所有企业的数据、文件和日志），此操作不可撤销',
      );
      expect(restores).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: '替换全部数据' }));
      expect(await screen.findByText('恢复成功')).toBeInTheDocument();
      expect(restores).toEqual([{ fields: { confirm: 'true' }, file: `archive:pcf-backup-20300102-030405.tar.gz:${ARCHIVE.length}` }]);
      expect(screen.getByText('1234')).toBeInTheDocument();
      fireEvent.click(await button(/重新加载/));
      expect(reload).toHaveBeenCalled();
    } finally {
      reload.mockRestore();
    }
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    renderBackup();
    await button(/选择备份文件并恢复/);
    chooseArchive();
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(restores).toEqual([]);
  });

  it('shows the server’s reason when an archive is refused (damaged, newer schema), in the user’s language', async () => {
    server.use(
      http.post('/rest/backupAndRestore/restore', ({ request }) => {
        const english = request.headers.get('accept-language') === 'en-US';
        const msg = english
          ? 'The backup comes from a newer version of the platform and cannot be restored here; nothing was changed'
          : '备份来自更新版本的系统，不能恢复到当前版本，未做任何更改';
        return HttpResponse.json({ code: 400, msg }, { status: 400 });
      }),
    );
    await setLanguage('en-US');
    renderBackup();
    await button(/Choose a backup and restore it/);
    chooseArchive();
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Replace all data' }));
    expect(await screen.findByText('The restore failed')).toBeInTheDocument();
    expect(
      screen.getByText('The backup comes from a newer version of the platform and cannot be restored here; nothing was changed'),
    ).toBeInTheDocument();
  });

  it('asks to sign in again when the restored data does not hold the caller', async () => {
    server.use(http.post('/rest/backupAndRestore/restore', () => ok<RestoreResult>({ tables: 24, rows: 10, files: 0, token: null })));
    const reload = jest.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
    setToken('before-restore');
    try {
      renderBackup();
      await button(/选择备份文件并恢复/);
      chooseArchive();
      fireEvent.click(within(await confirmDialog()).getByRole('button', { name: '替换全部数据' }));
      expect(await screen.findByText('恢复后的数据中没有你的管理员账号，请重新登录。')).toBeInTheDocument();
      fireEvent.click(await button(/重新登录/));
      expect(getToken()).toBeFalsy();
      expect(window.location.hash).toBe('#/login');
      expect(reload).toHaveBeenCalled();
    } finally {
      reload.mockRestore();
      window.location.hash = '';
    }
  });
});
