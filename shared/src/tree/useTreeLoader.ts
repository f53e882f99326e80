import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { indexTree, normaliseTree } from './treeModel';
import type { CategoryNode } from './treeModel';
import type { TreeService } from './treeService';

export type TreeLoadState =
  | { status: 'loading' }
  | { status: 'ready' }
  /** `msg` is the server's text; empty when the http client has already reported the failure. */
  | { status: 'failed'; msg: string };

export interface LoadedTree {
  nodes: CategoryNode[];
  paths: Map<number, CategoryNode[]>;
  state: TreeLoadState;
  /** Resolves with the new index once loaded (the tree reloads after every change). */
  reload: () => Promise<Map<number, CategoryNode[]> | null>;
}

export function useTreeLoader(service: TreeService): LoadedTree {
  const [nodes, setNodes] = useState<CategoryNode[]>([]);
  const [state, setState] = useState<TreeLoadState>({ status: 'loading' });
  // a slow earlier load must not overwrite a newer one
  const latestRequest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latestRequest.current;
    setState({ status: 'loading' });
    try {
      const result = await service.load();
      if (request !== latestRequest.current) return null;
      if (!result.ok) {
        setState({ status: 'failed', msg: result.msg });
        return null;
      }
      const loaded = normaliseTree(result.nodes);
      setNodes(loaded);
      setState({ status: 'ready' });
      return indexTree(loaded);
    } catch {
      if (request === latestRequest.current) setState({ status: 'failed', msg: '' });
      return null;
    }
  }, [service]);

  // the server names the nodes in the reader's language: another language is another answer
  const { i18n } = useTranslation();
  useEffect(() => {
    void reload();
  }, [reload, i18n.language]);

  const paths = useMemo(() => indexTree(nodes), [nodes]);
  return { nodes, paths, state, reload };
}
