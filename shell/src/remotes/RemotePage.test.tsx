import { lazy } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@pcf/shared';
import type { RemoteRoutesModule } from '@pcf/shared';
import { renderShell, scriptedRuntime } from '../testing/renderShell';
import { failedRoutesModule } from './loadFailure';
import { RemotePage } from './RemotePage';
import { RemoteRegistry } from './remoteRegistry';

// the first screen of a file waits for its lazy chunks to compile

const system = { name: 'mf_system' as const, entry: '/mf/mf-system/mf-manifest.json', group: '/system' };
const accounting = { name: 'mf_accounting' as const, entry: '/mf/mf-accounting/mf-manifest.json', group: '/businessAccounting' };

function chunkLoadError(message = 'Loading chunk 42 failed.\n(missing: /mf/mf-system/42.js)') {
  return Object.assign(new Error(message), { name: 'ChunkLoadError' });
}

function moduleWith(path: string, Component: RemoteRoutesModule['default'][number]['Component']): RemoteRoutesModule {
  return { default: [{ path, titleKey: 'x', Component }] };
}

function Profile() {
  return <h1>个人中心页面</h1>;
}
function Directory() {
  return <h1>维护目录页面</h1>;
}

beforeAll(async () => {
  await setLanguage('zh-CN');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderPages(registry: RemoteRegistry) {
  return renderShell(
    <>
      <RemotePage remote="mf_system" path="/user/profile" moduleTitle="系统管理" notFound={<p>not found</p>} />
      <RemotePage remote="mf_accounting" path="/businessAccounting/directory" moduleTitle="碳足迹核算" notFound={<p>not found</p>} />
    </>,
    { registry },
  );
}

describe('RemotePage', () => {
  it('shows a ChunkLoadError for the remote that failed while the other remote still works, and retry loads it', async () => {
    const runtime = scriptedRuntime({
      'mf_system/routes': [async () => failedRoutesModule(chunkLoadError()), async () => moduleWith('/user/profile', Profile)],
      'mf_accounting/routes': [async () => moduleWith('/businessAccounting/directory', Directory)],
    });
    const registry = new RemoteRegistry(runtime);
    renderPages(registry);
    await registry.load([system, accounting]);

    expect(await screen.findByText('“系统管理”模块加载失败')).toBeInTheDocument();
    expect(screen.getByText('ChunkLoadError：模块文件缺失或无法访问。')).toBeInTheDocument();
    expect(screen.getByText('维护目录页面')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByText('个人中心页面')).toBeInTheDocument();
    expect(screen.queryByText('“系统管理”模块加载失败')).not.toBeInTheDocument();
    expect(runtime.registered.filter((name) => name === 'mf_system')).toHaveLength(2);
  });

  it('catches a page chunk that fails to load inside the page, and retry brings a fresh page', async () => {
    const brokenPage = lazy(() => Promise.reject(chunkLoadError('Loading chunk 7 failed. (timeout: /mf/mf-system/7.js)')));
    const runtime = scriptedRuntime({
      'mf_system/routes': [async () => moduleWith('/user/profile', brokenPage), async () => moduleWith('/user/profile', Profile)],
      'mf_accounting/routes': [async () => moduleWith('/businessAccounting/directory', Directory)],
    });
    const registry = new RemoteRegistry(runtime);
    renderPages(registry);
    await registry.load([system, accounting]);

    expect(await screen.findByText('ChunkLoadError：模块文件加载超时。')).toBeInTheDocument();
    expect(screen.getByText('维护目录页面')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByText('个人中心页面')).toBeInTheDocument();
  });

  it('shows the error in English when English is chosen', async () => {
    await setLanguage('en-US');
    const runtime = scriptedRuntime({
      'mf_system/routes': [
        () =>
          Promise.reject(Object.assign(new Error('Failed to load script /mf/mf-system/remoteEntry.js'), { name: 'ScriptNetworkError' })),
      ],
      'mf_accounting/routes': [async () => moduleWith('/businessAccounting/directory', Directory)],
    });
    const registry = new RemoteRegistry(runtime);
    renderPages(registry);
    await registry.load([system, accounting]);
    expect(await screen.findByText('The “系统管理” module could not be loaded')).toBeInTheDocument();
    expect(screen.getByText("ChunkLoadError: the module's files are missing or unreachable.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Load again/ })).toBeInTheDocument();
    await setLanguage('zh-CN');
  });

  it('shows the not-found content when the remote has no screen at the path', async () => {
    const registry = new RemoteRegistry(
      scriptedRuntime({
        'mf_system/routes': [async () => moduleWith('/system/user', Profile)],
        'mf_accounting/routes': [async () => moduleWith('/businessAccounting/directory', Directory)],
      }),
    );
    renderPages(registry);
    await registry.load([system, accounting]);
    await waitFor(() => expect(screen.getByText('not found')).toBeInTheDocument());
  });
});
