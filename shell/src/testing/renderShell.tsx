/** Renders shell screens the way App does, with a memory router and a faked federation runtime. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { RootState, SessionState } from '@pcf/shared';
import { TestStyles } from '@pcf/shared/testing';
import { AppProviders } from '../AppProviders';
import { ThemedProviders } from '../ThemedProviders';
import { RemoteRegistry } from '../remotes/remoteRegistry';
import type { FederationRuntime } from '../remotes/remoteRegistry';
import { createShellStore } from '../store';
import { registerShellLocalesNow } from './shellLocales';

registerShellLocalesNow();

/** A runtime whose answers the test decides, one per loadRemote call. */
export function scriptedRuntime(answers: Record<string, (() => Promise<unknown>)[]>): FederationRuntime & { registered: string[] } {
  const registered: string[] = [];
  return {
    registered,
    registerRemotes(remotes) {
      registered.push(...remotes.map((remote) => remote.name));
    },
    loadRemote(id) {
      const next = answers[id]?.shift();
      return next ? next() : Promise.reject(new Error(`no answer scripted for ${id}`));
    },
  };
}

/** Shows the router's current path, so tests can see where a page navigated. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export interface RenderShellOptions {
  path?: string;
  routePath?: string;
  preloadedState?: Partial<RootState>;
  runtime?: FederationRuntime;
  registry?: RemoteRegistry;
}

export function renderShell(ui: ReactElement, { path = '/', routePath, preloadedState, runtime, registry }: RenderShellOptions = {}) {
  const store = createShellStore(preloadedState);
  const remoteRegistry = registry ?? new RemoteRegistry(runtime ?? scriptedRuntime({}));
  // the shell's own providers (antd's too, which App gives only the pages built on it), inside the
  // kit's: no motion, antd's styles out of the document
  const result = render(
    <TestStyles>
      <AppProviders store={store} registry={remoteRegistry}>
        <ThemedProviders>
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe />
            {routePath ? (
              <Routes>
                <Route path={routePath} element={ui} />
                <Route path="*" element={null} />
              </Routes>
            ) : (
              ui
            )}
          </MemoryRouter>
        </ThemedProviders>
      </AppProviders>
    </TestStyles>,
  );
  return { ...result, store, registry: remoteRegistry };
}

/** A signed-out session with the given fields set (tests sign in by giving token, userid, menus...). */
export function sessionState(fields: Partial<SessionState> = {}): Partial<RootState> {
  return {
    session: {
      token: '',
      deptid: null,
      name: '',
      avatar: '',
      roles: [],
      userid: null,
      permissions: [],
      industry: null,
      user_title: null,
      trainer_title: null,
      theme: '#417af2',
      menusList: [],
      logoDark: '',
      logoPurple: '',
      company_id: null,
      company_name: null,
      all_name: '',
      ...fields,
    },
  };
}
