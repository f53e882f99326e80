/**
 * One page of the outbox: the filters, page and size the user chose, and what the server answered.
 * Every change asks again; an answer that arrives after a newer question is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { CODE_OK, messageOf } from '@pcf/shared';
import type { OutboxQuery, OutboxRow } from '@pcf/shared';
import { fetchOutbox } from '../api';

export const OUTBOX_PAGE_SIZES = [10, 20, 50, 100];

export type OutboxFilters = Pick<OutboxQuery, 'recipient' | 'delivery'>;

export interface OutboxPageState {
  status: 'loading' | 'ready' | 'failed';
  rows: OutboxRow[];
  total: number;
}

export function useOutboxPage() {
  const { message } = App.useApp();
  const [filters, setFilters] = useState<OutboxFilters>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(OUTBOX_PAGE_SIZES[0]);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OutboxPageState>({ status: 'loading', rows: [], total: 0 });
  const latest = useRef(0);

  useEffect(() => {
    const asked = ++latest.current;
    setState((current) => ({ ...current, status: 'loading' }));
    fetchOutbox({ ...filters, pageNum: page, pageSize })
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
  }, [filters, page, pageSize, attempt, message]);

  const search = useCallback((next: OutboxFilters) => {
    setFilters(next);
    setPage(1);
  }, []);
  const setPaging = useCallback(
    (nextPage: number, nextSize: number) => {
      setPage(nextSize !== pageSize ? 1 : nextPage);
      setPageSize(nextSize);
    },
    [pageSize],
  );
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, page, pageSize, search, setPaging, reload };
}
