import type { RemoteDescriptor, RemoteRoutesModule } from '@pcf/shared';
import { failedRoutesModule } from './loadFailure';
import { RemoteRegistry, type FederationRuntime } from './remoteRegistry';
import { remoteFallbackPlugin } from './remoteFallbackPlugin';

const system: RemoteDescriptor = { name: 'mf_system', entry: '/mf/mf-system/mf-manifest.json', group: '/system' };
const accounting: RemoteDescriptor = { name: 'mf_accounting', entry: '/mf/mf-accounting/mf-manifest.json', group: '/businessAccounting' };

function routesModule(): RemoteRoutesModule & { registerLocales: jest.Mock } {
  return { default: [{ path: '/user/profile', titleKey: 'system:profile.title', Component: () => null }], registerLocales: jest.fn() };
}

function fakeRuntime(answers: Record<string, (() => Promise<unknown>)[]>) {
  const registered: { name: string; entry: string; force?: boolean }[] = [];
  const requested: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes(remotes, options) {
      registered.push(...remotes.map((remote) => ({ ...remote, force: options?.force })));
    },
    loadRemote(id) {
      requested.push(id);
      const next = answers[id]?.shift();
      return next ? next() : Promise.reject(new Error(`unexpected ${id}`));
    },
  };
  return { runtime, registered, requested };
}

describe('RemoteRegistry', () => {
  it('registers only the listed remotes and loads the routes of each', async () => {
    const system$ = routesModule();
    const { runtime, registered, requested } = fakeRuntime({ 'mf_system/routes': [async () => system$] });
    const registry = new RemoteRegistry(runtime);
    await registry.load([system]);
    expect(registered.map((remote) => remote.name)).toEqual(['mf_system']);
    expect(registered[0].entry).toBe('/mf/mf-system/mf-manifest.json');
    expect(requested).toEqual(['mf_system/routes']);
    expect(registry.getStates().mf_system).toEqual({ status: 'ready', module: system$ });
    expect(registry.getStates().mf_accounting).toBeUndefined();
  });

  it("calls the remote's registerLocales once its routes arrive", async () => {
    const system$ = routesModule();
    const registry = new RemoteRegistry(fakeRuntime({ 'mf_system/routes': [async () => system$] }).runtime);
    await registry.load([system]);
    expect(system$.registerLocales).toHaveBeenCalledTimes(1);
  });

  it('marks one remote failed while the others load', async () => {
    const accounting$ = routesModule();
    const chunkError = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
    const { runtime } = fakeRuntime({
      'mf_system/routes': [async () => failedRoutesModule(chunkError)],
      'mf_accounting/routes': [async () => accounting$],
    });
    const registry = new RemoteRegistry(runtime);
    await registry.load([system, accounting]);
    expect(registry.getStates().mf_system).toEqual({ status: 'failed', error: chunkError });
    expect(registry.getStates().mf_accounting?.status).toBe('ready');
  });

  it('treats a rejected load as a failure too', async () => {
    const registry = new RemoteRegistry(fakeRuntime({ 'mf_system/routes': [() => Promise.reject(new Error('down'))] }).runtime);
    await registry.load([system]);
    expect(registry.getStates().mf_system?.status).toBe('failed');
  });

  it('retry registers the remote again by force and reloads it', async () => {
    const system$ = routesModule();
    const { runtime, registered } = fakeRuntime({
      'mf_system/routes': [() => Promise.reject(new Error('down')), async () => system$],
    });
    const registry = new RemoteRegistry(runtime);
    await registry.load([system]);
    await registry.retry('mf_system');
    expect(registered).toHaveLength(2);
    expect(registered[1].force).toBe(true);
    expect(registry.getStates().mf_system?.status).toBe('ready');
  });

  it('does not load a ready remote again when the same list comes back', async () => {
    const { runtime, requested } = fakeRuntime({ 'mf_system/routes': [async () => routesModule()] });
    const registry = new RemoteRegistry(runtime);
    await registry.load([system]);
    await registry.load([system]);
    expect(requested).toEqual(['mf_system/routes']);
  });

  it('does not register a remote again after a sign-out when the next user gets the same one', async () => {
    const { runtime, registered, requested } = fakeRuntime({
      'mf_system/routes': [async () => routesModule(), async () => routesModule()],
    });
    const registry = new RemoteRegistry(runtime);
    await registry.load([system]);
    registry.clear();
    await registry.load([system]);
    expect(registered).toHaveLength(1);
    expect(requested).toEqual(['mf_system/routes', 'mf_system/routes']);
    expect(registry.getStates().mf_system?.status).toBe('ready');
  });

  it('registers a remote again when its entry moved', async () => {
    const { runtime, registered } = fakeRuntime({ 'mf_system/routes': [async () => routesModule(), async () => routesModule()] });
    const registry = new RemoteRegistry(runtime);
    await registry.load([system]);
    await registry.load([{ ...system, entry: 'https://cdn.example.com/mf-system/mf-manifest.json' }]);
    expect(registered.map((remote) => remote.entry)).toEqual([
      '/mf/mf-system/mf-manifest.json',
      'https://cdn.example.com/mf-system/mf-manifest.json',
    ]);
  });

  it('tells subscribers about every change and forgets everything on clear', async () => {
    const registry = new RemoteRegistry(fakeRuntime({ 'mf_system/routes': [async () => routesModule()] }).runtime);
    const listener = jest.fn();
    registry.subscribe(listener);
    await registry.load([system]);
    expect(listener).toHaveBeenCalledTimes(2); // loading, ready
    registry.clear();
    expect(registry.getStates()).toEqual({});
  });
});

describe('remoteFallbackPlugin', () => {
  const plugin = remoteFallbackPlugin();
  const hook = plugin.errorLoadRemote as (args: { id: string; error: unknown; lifecycle: string }) => unknown;

  it('recovers a failed route table with a failed module carrying the error', () => {
    const error = new Error('ScriptNetworkError');
    expect(hook({ id: 'mf_system/routes', error, lifecycle: 'onLoad' })).toEqual(failedRoutesModule(error));
  });

  it('leaves other failures (manifests, shared modules, other exposes) to the runtime', () => {
    expect(hook({ id: '/mf/mf-system/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve' })).toBeUndefined();
    expect(hook({ id: 'mf_system/Other', error: new Error('x'), lifecycle: 'onLoad' })).toBeUndefined();
  });
});
