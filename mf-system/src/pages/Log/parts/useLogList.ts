/**
 * One paged log list: the filters, page, size and time order the user chose, and the page the
 * server answered. Every change of these asks the server again; an answer that arrives after a
 * newer question is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { CODE_OK, messageOf } from '@pcf/shared';
import type { ApiEnvelope, LogListQuery, LogOrder, LogPage } from '@pcf/shared';

export const LOG_PAGE_SIZES = [10, 20, 50, 100];

export type LogState<R> =
  | { status: 'loading'; rows: R[]; total: number }
  | { status: 'ready'; rows: R[]; total: number }
  | { status: 'failed'; rows: R[]; total: number };

export interface LogList<F, R> {
  state: LogState<R>;
  page: number;
  pageSize: number;
  order: LogOrder;
  /** New filters start again at page 1. */
  search: (filters: F) => void;
  setPaging: (page: number, pageSize: number) => void;
  setOrder: (order: LogOrder) => void;
  reload: () => void;
}

export function useLogList<F extends object, R>(
  fetchPage: (query: F & LogListQuery) => Promise<ApiEnvelope<LogPage<R>>>,
  initial: F,
): LogList<F, R> {
  const { message } = App.useApp();
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(LOG_PAGE_SIZES[0]);
  const [order, setOrderState] = useState<LogOrder>('desc');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LogState<R>>({ status: 'loading', rows: [], total: 0 });
  const latest = useRef(0);

  useEffect(() => {
    const asked = ++latest.current;
    setState((current) => ({ ...current, status: 'loading' }));
    fetchPage({ ...filters, pageNum: page, pageSize, order })
      .then((envelope) => {
        if (asked !== latest.current) return;
        if (envelope.code === CODE_OK && envelope.data) setState({ status: 'ready', rows: envelope.data.rows, total: envelope.data.total });
        else {
          void message.error(messageOf(envelope));
          setState({ status: 'failed', rows: [], total: 0 });
        }
      })
      .catch(() => {
        // the client has shown why (network, session)
        if (asked === latest.current) setState({ status: 'failed', rows: [], total: 0 });
      });
  }, [fetchPage, filters, page, pageSize, order, attempt, message]);

  const search = useCallback((next: F) => {
    setFilters(next);
    setPage(1);
  }, []);
  const setPaging = useCallback(
    (nextPage: number, nextSize: number) => {
      setPage((current) => (nextSize !== pageSize ? 1 : nextPage === current ? current : nextPage));
      setPageSize(nextSize);
    },
    [pageSize],
  );
  const setOrder = useCallback((next: LogOrder) => {
    setOrderState(next);
    setPage(1);
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, page, pageSize, order, search, setPaging, setOrder, reload };
}
