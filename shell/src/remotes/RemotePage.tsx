/** Mounts one remote's page: waits for its route table, shows its failure with a retry, or renders it. */
import { Suspense, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { PageSpinner } from '../components/PageSpinner';
import type { RemoteName } from '@pcf/shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoadError } from './RemoteLoadError';
import { useRemoteRegistry, useRemoteStates } from './registryContext';

export interface RemotePageProps {
  remote: RemoteName;
  path: string;
  /** The menu group's title, for the error text. */
  moduleTitle: string;
  /** Shown when the remote has no screen at this path. */
  notFound: ReactNode;
}

export function RemotePage({ remote, path, moduleTitle, notFound }: RemotePageProps) {
  const registry = useRemoteRegistry();
  const state = useRemoteStates()[remote];
  const [retrying, setRetrying] = useState(false);

  const retry = useCallback(async () => {
    setRetrying(true);
    try {
      await registry.retry(remote);
    } finally {
      setRetrying(false);
    }
  }, [registry, remote]);

  const showFailure = (error: unknown) => (
    <RemoteLoadError moduleTitle={moduleTitle} error={error} retrying={retrying} onRetry={() => void retry()} />
  );

  if (!state || state.status === 'loading') return <PageSpinner />;
  if (state.status === 'failed') return showFailure(state.error);
  const route = state.module.default.find((candidate) => candidate.path === path);
  if (!route) return <>{notFound}</>;
  const Page = route.Component;
  return (
    // a retry brings a fresh route table, hence fresh lazy pages and a fresh boundary
    <RemoteErrorBoundary key={`${remote}:${path}:${moduleIdentity(state.module)}`} fallback={showFailure}>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

const identities = new WeakMap<object, number>();
let nextIdentity = 0;

function moduleIdentity(module: object): number {
  let identity = identities.get(module);
  if (identity === undefined) {
    nextIdentity += 1;
    identity = nextIdentity;
    identities.set(module, identity);
  }
  return identity;
}
