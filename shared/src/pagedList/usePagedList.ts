/**
 * A list the server pages (`{ rows, total }`): the filters, page, size and (when sortable) time order
 * the user chose, and the read of that page. New filters (`search`), a new `key`, a new size or order
 * start again at page 1; a reload keeps the page; an answer that arrives after a newer question is
 * dropped. When the rows of the page shown are gone (removed, answered), the page that is now the
 * last is shown.
 */
import { useCallback, useEffect, useState } from 'react';
import type { LogOrder } from '../contracts';
import { useLoaded, type Loaded } from '../loadFailed/useLoaded';

export const PAGE_SIZES = [10, 20, 50, 100];

export interface PageAsk {
  pageNum: number;
  pageSize: number;
}

export interface PageQuery extends PageAsk {
  order?: LogOrder;
}

export interface Page<R> {
  rows: R[];
  total: number;
}

export interface PagedListOptions<F> {
  /** The filters the list starts with; `search` replaces them. */
  filters?: F;
  /** What else the read depends on (a filter the screen keeps, the company looked at): a new key starts again at page 1. */
  key?: string;
  /** The time order (newest first at the start) goes with each question. */
  sortable?: boolean;
}

export interface PagedList<F, R> {
  /** The answer to the latest question; a refusal carries the server's words. */
  load: Loaded<Page<R>>;
  /** The page on screen: the answer, while loading the one before, none after a failure. */
  shown: Page<R>;
  filters: F;
  pageNum: number;
  pageSize: number;
  order: LogOrder;
  search(filters: F): void;
  setPaging(pageNum: number, pageSize: number): void;
  setOrder(order: LogOrder): void;
  reload(): void;
}

const NO_PAGE: Page<never> = { rows: [], total: 0 };

export function usePagedList<F extends object, R>(
  read: (query: F & PageQuery) => Promise<Page<R>>,
  { filters: initial = {} as F, key = '', sortable = false }: PagedListOptions<F> = {},
): PagedList<F, R> {
  // `searches` counts the searches: the same filters searched again are asked again
  const [asked, setAsked] = useState({
    key,
    filters: initial,
    searches: 0,
    pageNum: 1,
    pageSize: PAGE_SIZES[0],
    order: 'desc' as LogOrder,
  });
  const pageNum = asked.key === key ? asked.pageNum : 1;
  const { filters, searches, pageSize, order } = asked;
  const { load, retry } = useLoaded(
    () => read({ ...filters, pageNum, pageSize, ...(sortable ? { order } : {}) }),
    JSON.stringify([key, searches, pageNum, pageSize, sortable && order]),
  );
  const [before, setBefore] = useState<Page<R>>(NO_PAGE);
  useEffect(() => {
    if (load.status !== 'loading') setBefore(load.status === 'ready' ? load.data : NO_PAGE);
  }, [load]);
  useEffect(() => {
    if (load.status !== 'ready' || load.data.rows.length > 0 || pageNum === 1) return;
    const last = Math.max(1, Math.ceil(load.data.total / pageSize));
    setAsked((current) => ({ ...current, key, pageNum: last }));
  }, [load, pageNum, pageSize, key]);

  const search = useCallback(
    (next: F) => setAsked((current) => ({ ...current, key, filters: next, searches: current.searches + 1, pageNum: 1 })),
    [key],
  );
  const setPaging = useCallback(
    (nextPage: number, nextSize: number) =>
      // a new size starts again at page 1: the old page number means other rows
      setAsked((current) => ({ ...current, key, pageNum: nextSize === current.pageSize ? nextPage : 1, pageSize: nextSize })),
    [key],
  );
  const setOrder = useCallback((next: LogOrder) => setAsked((current) => ({ ...current, key, order: next, pageNum: 1 })), [key]);

  const shown = load.status === 'ready' ? load.data : load.status === 'loading' ? before : NO_PAGE;
  return { load, shown, filters, pageNum, pageSize, order, search, setPaging, setOrder, reload: retry };
}
