/**
 * The remotes the signed-in user may load (GET /api/remotes) and the state of each one's route
 * table. Only listed remotes are registered with the MF runtime, so others are never downloaded.
 */
import type { RemoteDescriptor, RemoteName, RemoteRoutesModule } from '@pcf/shared';
import { isFailedRoutesModule } from './loadFailure';
import { ROUTES_EXPOSE } from './remoteFallbackPlugin';

/** The part of the Module Federation runtime the shell uses (injected, so tests can fake it). */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
}

export type RemoteState = { status: 'loading' } | { status: 'ready'; module: RemoteRoutesModule } | { status: 'failed'; error: unknown };

export type RemoteStates = Readonly<Partial<Record<RemoteName, RemoteState>>>;

export class RemoteRegistry {
  private states: RemoteStates = {};
  private descriptors = new Map<RemoteName, RemoteDescriptor>();
  /** What the runtime has registered; it outlives a sign-out, so a returning user does not download again. */
  private registered = new Map<RemoteName, string>();
  private listeners = new Set<() => void>();
  private attempt = 0;

  constructor(private readonly runtime: FederationRuntime) {}

  /** For useSyncExternalStore: a new object after every change. */
  readonly getStates = (): RemoteStates => this.states;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Registers the listed remotes and loads the route table of each, in parallel. */
  async load(list: RemoteDescriptor[]): Promise<void> {
    const fresh = list.filter((remote) => this.registered.get(remote.name) !== remote.entry);
    for (const remote of list) this.descriptors.set(remote.name, remote);
    if (fresh.length) {
      // force: a remote whose entry moved (another CDN) replaces the old registration
      this.runtime.registerRemotes(
        fresh.map(({ name, entry }) => ({ name, entry })),
        { force: true },
      );
      for (const remote of fresh) this.registered.set(remote.name, remote.entry);
    }
    await Promise.all(
      list.map((remote) =>
        this.states[remote.name]?.status === 'ready' && !fresh.includes(remote) ? null : this.fetchRoutes(remote.name),
      ),
    );
  }

  /** Loads a remote again from scratch (after a failed remote entry, manifest or chunk). */
  async retry(name: RemoteName): Promise<void> {
    const remote = this.descriptors.get(name);
    if (!remote) return;
    this.runtime.registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
    await this.fetchRoutes(name);
  }

  /** After sign-out: the next user gets their own list. */
  clear(): void {
    this.descriptors.clear();
    this.attempt += 1;
    this.setStates({});
  }

  private async fetchRoutes(name: RemoteName): Promise<void> {
    const attempt = this.attempt;
    this.setState(name, { status: 'loading' });
    let next: RemoteState;
    try {
      const module = await this.runtime.loadRemote(`${name}/${ROUTES_EXPOSE}`);
      if (isFailedRoutesModule(module)) next = { status: 'failed', error: module.loadFailure };
      else if (isRoutesModule(module)) {
        module.registerLocales?.();
        next = { status: 'ready', module };
      } else next = { status: 'failed', error: new Error(`${name}/${ROUTES_EXPOSE} has no route table`) };
    } catch (error) {
      next = { status: 'failed', error };
    }
    if (attempt === this.attempt) this.setState(name, next);
  }

  private setState(name: RemoteName, state: RemoteState) {
    this.setStates({ ...this.states, [name]: state });
  }

  private setStates(states: RemoteStates) {
    this.states = states;
    for (const listener of this.listeners) listener();
  }
}

function isRoutesModule(module: unknown): module is RemoteRoutesModule {
  return typeof module === 'object' && module !== null && Array.isArray((module as { default?: unknown }).default);
}
