/**
 * What the company dataset screens load beside their tables: companies (for platform
 * administrators), units, the directory, the company's datasets and dictionary options. Each hook
 * says when its call failed, so a screen can tell "none" from "could not load".
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_DATASET_OBJECT, objectApi } from '@pcf/shared';
import type { CompanyDatasetRow, ObjDictOption, TreeNode, UnitRow } from '@pcf/shared';
import { companyDataApi, datasetOf, directoryTree, unitsOf } from './companyData';

interface Loaded<T> {
  value: T;
  loading: boolean;
  failed: boolean;
}

/** The companies a platform administrator chooses among: one hook with the shared company picker. */
export { useCompanyOptions } from '@pcf/shared/ui';

/** Every unit of the unit table (tens of rows). */
export function useUnits(): Loaded<UnitRow[]> & { reload(): void } {
  const [state, setState] = useState<Loaded<UnitRow[]>>({ value: [], loading: true, failed: false });
  const reload = useCallback(() => {
    setState((s) => ({ ...s, loading: true }));
    companyDataApi
      .units()
      .then((envelope) =>
        setState(
          envelope.code === 200 && Array.isArray(envelope.data)
            ? { value: unitsOf(envelope.data), loading: false, failed: false }
            : { value: [], loading: false, failed: true },
        ),
      )
      .catch(() => setState({ value: [], loading: false, failed: true }));
  }, []);
  useEffect(reload, [reload]);
  return { ...state, reload };
}

export interface DirectoryOption {
  value: number;
  title: string;
  children: DirectoryOption[];
}

function optionsOf(nodes: readonly TreeNode[]): DirectoryOption[] {
  return nodes.map((node) => ({ value: node.id, title: node.name, children: optionsOf(node.children ?? node.list ?? []) }));
}

function pathsOf(nodes: readonly TreeNode[], above: string[] = [], into = new Map<number, string>()): Map<number, string> {
  for (const node of nodes) {
    const path = [...above, node.name];
    into.set(node.id, path.join(' / '));
    pathsOf(node.children ?? node.list ?? [], path, into);
  }
  return into;
}

/** The directory as tree-select options, and each node's path from the root ("Energy / Electricity"). */
export function useDirectory(): Loaded<DirectoryOption[]> & { pathOf(id: number): string | undefined; reload(): void } {
  const [nodes, setNodes] = useState<TreeNode[]>([]);
  const [status, setStatus] = useState({ loading: true, failed: false });
  const reload = useCallback(() => {
    setStatus({ loading: true, failed: false });
    directoryTree
      .load()
      .then((result) => {
        setNodes(result.ok ? result.nodes : []);
        setStatus({ loading: false, failed: !result.ok });
      })
      .catch(() => {
        setNodes([]);
        setStatus({ loading: false, failed: true });
      });
  }, []);
  useEffect(reload, [reload]);
  const options = useMemo(() => optionsOf(nodes), [nodes]);
  const paths = useMemo(() => pathsOf(nodes), [nodes]);
  const pathOf = useCallback((nodeId: number) => paths.get(nodeId), [paths]);
  return { value: options, ...status, pathOf, reload };
}

/** The datasets the caller sees (its company's; a platform administrator's: every company's), by name. */
export function useCompanyDatasets(): Loaded<CompanyDatasetRow[]> & { reload(): void } {
  const [state, setState] = useState<Loaded<CompanyDatasetRow[]>>({ value: [], loading: true, failed: false });
  const reload = useCallback(() => {
    setState((s) => ({ ...s, loading: true }));
    companyDataApi
      .all({ objName: COMPANY_DATASET_OBJECT, sortField: 'name', sortOrder: 'asc' })
      .then((envelope) => {
        const ok = envelope.code === 200 && Array.isArray(envelope.data);
        const datasets = ok ? (envelope.data ?? []).flatMap((row) => datasetOf(row) ?? []) : [];
        setState({ value: datasets, loading: false, failed: !ok });
      })
      .catch(() => setState({ value: [], loading: false, failed: true }));
  }, []);
  useEffect(reload, [reload]);
  return { ...state, reload };
}

/**
 * The options of a dictionary in the current language; `fallback` (this remote's own labels of a
 * dictionary fixed by code) when the dictionary call fails or has none.
 */
export function useDictOptions(dictType: string, fallback?: readonly ObjDictOption[]): Loaded<ObjDictOption[]> {
  const { i18n } = useTranslation();
  const [state, setState] = useState<{ value: ObjDictOption[] | null; loading: boolean; failed: boolean }>({
    value: null,
    loading: true,
    failed: false,
  });
  useEffect(() => {
    let active = true;
    objectApi
      .dictOptions(dictType)
      .then((envelope) => {
        if (!active) return;
        const ok = envelope.code === 200 && Array.isArray(envelope.data) && envelope.data.length > 0;
        setState({ value: ok ? (envelope.data ?? []) : null, loading: false, failed: !ok });
      })
      .catch(() => {
        if (active) setState({ value: null, loading: false, failed: true });
      });
    return () => {
      active = false;
    };
    // the dictionary answers in the caller's language: asked again when it changes
  }, [dictType, i18n.language]);
  const value = useMemo(() => state.value ?? [...(fallback ?? [])], [state.value, fallback]);
  return { value, loading: state.loading, failed: state.failed && value.length === 0 };
}
