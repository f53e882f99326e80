/**
 * What the data entry screens load beside their own data: the unit table, the directory tree and
 * dictionary options. Each hook says when its call failed, so a screen can tell "none" from "could
 * not load".
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API, LIFECYCLE_STAGES, LIFECYCLE_STAGE_DICT, UNIT_OBJECT, createCategoryTreeService, objectApi, postJson } from '@pcf/shared';
import type { LifecycleStage, ObjDictOption, ObjRow, TreeNode, UnitDimension, UnitRow } from '@pcf/shared';
import { ACQUISITION_NS } from '../locales';

/** The directory (/businessAccounting/directory) whose nodes name a line's item; read only here. */
const directoryTreeService = createCategoryTreeService(API.treeLoad);

/** Every unit (tens of rows); silent: a failure leaves the choices empty and the form says so. */
const allUnits = () => postJson<ObjRow[]>(API.objData, { objName: UNIT_OBJECT, sortField: 'id', sortOrder: 'asc' }, { silent: true });

export interface Loaded<T> {
  value: T;
  loading: boolean;
  failed: boolean;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

/** Rows of pcf_unit as typed units; rows without an id or a code are not offered. */
export function unitsOf(rows: readonly ObjRow[]): UnitRow[] {
  return rows.flatMap((row): UnitRow[] => {
    const id = Number(row.id);
    const code = textOf(row.code);
    if (!Number.isInteger(id) || id < 1 || code === '') return [];
    return [
      {
        id,
        code,
        name_zh: textOf(row.name_zh),
        name_en: textOf(row.name_en),
        dimension: textOf(row.dimension) as UnitDimension,
        factor: Number(row.factor) || 1,
        is_base: row.is_base === true,
        seeded: row.seeded === true,
      },
    ];
  });
}

/** Every unit of the unit table (tens of rows). */
export function useUnits(): Loaded<UnitRow[]> {
  const [state, setState] = useState<Loaded<UnitRow[]>>({ value: [], loading: true, failed: false });
  useEffect(() => {
    let active = true;
    allUnits()
      .then((envelope) => {
        if (!active) return;
        const ok = envelope.code === 200 && Array.isArray(envelope.data);
        setState({ value: ok ? unitsOf(envelope.data ?? []) : [], loading: false, failed: !ok });
      })
      .catch(() => {
        if (active) setState({ value: [], loading: false, failed: true });
      });
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/** A node of the directory as a TreeSelect option. */
export interface DirectoryOption {
  value: number;
  title: string;
  children?: DirectoryOption[];
}

function directoryOptions(nodes: readonly TreeNode[]): DirectoryOption[] {
  return nodes.map((node) => {
    const children = node.children ?? node.list ?? [];
    return { value: node.id, title: node.name, ...(children.length > 0 ? { children: directoryOptions(children) } : {}) };
  });
}

/** The directory tree; loaded on first need (`enabled`), since a read-only page never picks an item. */
export function useDirectory(enabled: boolean): Loaded<DirectoryOption[]> {
  const [state, setState] = useState<Loaded<DirectoryOption[]>>({ value: [], loading: enabled, failed: false });
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    setState((s) => ({ ...s, loading: true }));
    directoryTreeService
      .load()
      .then((result) => {
        if (active)
          setState(
            result.ok
              ? { value: directoryOptions(result.nodes), loading: false, failed: false }
              : { value: [], loading: false, failed: true },
          );
      })
      .catch(() => {
        if (active) setState({ value: [], loading: false, failed: true });
      });
    return () => {
      active = false;
    };
  }, [enabled]);
  return state;
}

/**
 * A dictionary's options in the reader's language; `fallback` (this remote's own labels of values
 * fixed by code) stands in while it loads and when it has none or fails.
 */
export function useDictOptions(dictType: string, fallback: readonly ObjDictOption[] = []): ObjDictOption[] {
  const { i18n } = useTranslation();
  const [options, setOptions] = useState<ObjDictOption[] | null>(null);
  useEffect(() => {
    let active = true;
    objectApi
      .dictOptions(dictType)
      .then((envelope) => {
        if (active) setOptions(envelope.code === 200 && Array.isArray(envelope.data) && envelope.data.length > 0 ? envelope.data : null);
      })
      .catch(() => {
        if (active) setOptions(null);
      });
    return () => {
      active = false;
    };
  }, [dictType, i18n.language]);
  return options ?? [...fallback];
}

/** The label of a dictionary value, or the value itself when the dictionary does not name it. */
export function useLabelOf(options: readonly ObjDictOption[]): (value: string | null | undefined) => string {
  return useCallback((value) => (value ? (options.find((o) => o.value === value)?.label ?? value) : ''), [options]);
}

/** The life-cycle stages in the contract's order, named by the dictionary (this remote's own labels while it loads or fails). */
export function useStageOptions(): { value: LifecycleStage; label: string }[] {
  const { t } = useTranslation(ACQUISITION_NS);
  const fallback = useMemo(() => LIFECYCLE_STAGES.map((value) => ({ value, label: t(`inventory.stages.${value}`) })), [t]);
  const named = useDictOptions(LIFECYCLE_STAGE_DICT, fallback);
  return useMemo(() => LIFECYCLE_STAGES.map((value) => ({ value, label: named.find((o) => o.value === value)?.label ?? value })), [named]);
}
