/**
 * A picker's search on the server through /rest/getObjDataByPage: one page of rows of an object
 * whose `fields` contain the text (the object API joins conditions with "and", so each field is
 * asked separately and the answers merged, each row once), and the picker's side of it
 * (useObjectSearch): typed text waits a moment, a later search's answer wins over an earlier one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ObjCondition, ObjRow } from '../contracts';
import { objectApi } from './objectApi';

export interface ObjectSearch {
  objName: string;
  /** Fields any of which may contain the text (e.g. code and the name in the reader's language). */
  fields: readonly string[];
  text: string;
  sortField: string;
  pageSize: number;
  /** Conditions every row must meet as well. */
  base?: readonly ObjCondition[];
}

/** Silent: a search that fails just offers nothing. */
export async function searchObjectRows({ objName, fields, text, sortField, pageSize, base = [] }: ObjectSearch): Promise<ObjRow[]> {
  const page = (conditions: ObjCondition[]) =>
    objectApi
      .page({ objName, pageNum: 1, pageSize, sortField, sortOrder: 'asc', conditions: [...base, ...conditions] }, undefined, {
        silent: true,
      })
      .then((envelope) => (envelope.code === 200 && envelope.data ? envelope.data.rows : []))
      .catch((): ObjRow[] => []);
  const query = text.trim();
  if (query === '') return page([]);
  const pages = await Promise.all(fields.map((field) => page([{ field, operator: 'like', value: query }])));
  const seen = new Set<number>();
  return pages.flat().filter((row) => {
    const id = Number(row.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** How long typed text waits before it is searched. */
export const OBJECT_SEARCH_DELAY_MS = 300;

export interface ObjectSearchState<T> {
  found: T[];
  searching: boolean;
  /** Searches the text after a moment; an earlier search still running is forgotten. */
  search: (text: string) => void;
  /** For the select's onOpenChange: the first opening searches everything. */
  onOpenChange: (open: boolean) => void;
}

/**
 * `find` runs the search; `resetKey` changing (another kind, another row to leave out) forgets
 * the matches so far, since they no longer answer the question.
 */
export function useObjectSearch<T>(find: (text: string) => Promise<T[]>, resetKey?: string): ObjectSearchState<T> {
  const [found, setFound] = useState<T[]>([]);
  const [searching, setSearching] = useState(false);
  const [searched, setSearched] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const findRef = useRef(find);
  useEffect(() => {
    findRef.current = find;
  });

  const search = useCallback((text: string) => {
    clearTimeout(timer.current);
    const call = ++latest.current;
    setSearching(true);
    timer.current = setTimeout(() => {
      void findRef.current(text).then((matches) => {
        // a later search has started: its answer wins
        if (call !== latest.current) return;
        setFound(matches);
        setSearching(false);
        setSearched(true);
      });
    }, OBJECT_SEARCH_DELAY_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    latest.current += 1;
    setFound([]);
    setSearched(false);
    setSearching(false);
  }, [resetKey]);

  const onOpenChange = useCallback(
    (open: boolean) => {
      if (open && !searched) search('');
    },
    [searched, search],
  );

  return { found, searching, search, onOpenChange };
}
