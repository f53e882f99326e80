/**
 * The directory (the category tree of /businessAccounting/directory, GET /sky/getTreeMenu) as the
 * options of a TreeSelect, with each node's path from the root. `enabled: false` waits (a read-only
 * page never picks an item); `reload` asks again.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeNode } from '../contracts';
import { createCategoryTreeService } from '../tree/treeService';
import type { Loaded } from './loaded';
import { treePaths, treeSelectOptions } from './treeSelectOptions';
import type { TreeSelectOption } from './treeSelectOptions';

const directoryTree = createCategoryTreeService();

export interface Directory extends Loaded<TreeSelectOption[]> {
  /** The node's path ("能源 / 电力"), or undefined for an id the directory does not hold. */
  pathOf(id: number): string | undefined;
  reload(): void;
}

export function useDirectory({ enabled = true }: { enabled?: boolean } = {}): Directory {
  const [nodes, setNodes] = useState<TreeNode[]>([]);
  const [status, setStatus] = useState({ loading: enabled, failed: false });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  // the server names the nodes in the reader's language: another language is another answer
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    setStatus({ loading: true, failed: false });
    directoryTree
      .load()
      .then((result) => {
        if (!active) return;
        setNodes(result.ok ? result.nodes : []);
        setStatus({ loading: false, failed: !result.ok });
      })
      .catch(() => {
        if (!active) return;
        setNodes([]);
        setStatus({ loading: false, failed: true });
      });
    return () => {
      active = false;
    };
  }, [enabled, round, language]);
  const value = useMemo(() => treeSelectOptions(nodes), [nodes]);
  const paths = useMemo(() => treePaths(nodes), [nodes]);
  const pathOf = useCallback((id: number) => paths.get(id), [paths]);
  return { value, ...status, pathOf, reload };
}
