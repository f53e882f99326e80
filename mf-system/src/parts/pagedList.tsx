/**
 * The server-paged lists of their own routes (the logs, the outbox): the filters, page, size and
 * (when sortable) time order the user chose, the page the server answered, the filter form's
 * 搜索/重置 and the table with its failed (retry) and empty states. Every change asks the server
 * again; an answer that arrives after a newer question is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { App, Button, Empty, Form, Space, Table } from 'antd';
import type { FormInstance, TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_OK, messageOf } from '@pcf/shared';
import type { ApiEnvelope, LogOrder } from '@pcf/shared';
import { LoadFailed } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../locales';

export const PAGE_SIZES = [10, 20, 50, 100];

export interface PageQuery {
  pageNum: number;
  pageSize: number;
  order?: LogOrder;
}

export interface PagedState<R> {
  status: 'loading' | 'ready' | 'failed';
  rows: R[];
  total: number;
}

export interface PagedList<F, R> {
  state: PagedState<R>;
  page: number;
  pageSize: number;
  order: LogOrder;
  /** New filters start again at page 1. */
  search: (filters: F) => void;
  setPaging: (page: number, pageSize: number) => void;
  setOrder: (order: LogOrder) => void;
  reload: () => void;
}

/** `sortable`: the time order (newest first at the start) goes with each question. */
export function usePagedList<F extends object, R>(
  fetchPage: (query: F & PageQuery) => Promise<ApiEnvelope<{ rows: R[]; total: number }>>,
  initial: F,
  { sortable = false }: { sortable?: boolean } = {},
): PagedList<F, R> {
  const { message } = App.useApp();
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const [order, setOrderState] = useState<LogOrder>('desc');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PagedState<R>>({ status: 'loading', rows: [], total: 0 });
  const latest = useRef(0);

  useEffect(() => {
    const asked = ++latest.current;
    setState((current) => ({ ...current, status: 'loading' }));
    fetchPage({ ...filters, pageNum: page, pageSize, ...(sortable ? { order } : {}) })
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
  }, [fetchPage, filters, page, pageSize, order, sortable, attempt, message]);

  const search = useCallback((next: F) => {
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
  const setOrder = useCallback((next: LogOrder) => {
    setOrderState(next);
    setPage(1);
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, page, pageSize, order, search, setPaging, setOrder, reload };
}

/** 搜索 submits the form; 重置 clears it and lists everything again. */
export function SearchButtons({ form, onReset }: { form: FormInstance; onReset: () => void }) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('common:search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {t('common:reset')}
        </Button>
      </Space>
    </Form.Item>
  );
}

export interface PagedTableProps<F, R> {
  list: PagedList<F, R>;
  columns: TableColumnsType<R>;
  emptyText: string;
  /** 共 N 条 in the screen's words. */
  totalText: (total: number) => string;
  scrollX: number;
}

export function PagedTable<F extends object, R extends { id: number }>({
  list,
  columns,
  emptyText,
  totalText,
  scrollX,
}: PagedTableProps<F, R>) {
  if (list.state.status === 'failed') return <LoadFailed onRetry={list.reload} />;
  return (
    <Table<R>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.state.rows}
      loading={list.state.status === 'loading'}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      scroll={{ x: scrollX }}
      pagination={{
        current: list.page,
        pageSize: list.pageSize,
        total: list.state.total,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        showTotal: totalText,
      }}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort' && !Array.isArray(sorter)) list.setOrder(sorter.order === 'ascend' ? 'asc' : 'desc');
        else if (extra.action === 'paginate') list.setPaging(pagination.current ?? 1, pagination.pageSize ?? list.pageSize);
      }}
    />
  );
}

export interface FilteredPagedTableProps<V, F, R> extends PagedTableProps<F, R> {
  /** The filter form's name (its fields' ids) and instance. */
  name: string;
  form: FormInstance<V>;
  /** 搜索 with the form's values; 重置 lists everything again. */
  onSearch: (values: V) => void;
  /** The filter fields. */
  children: ReactNode;
}

/** The filters in one line with 搜索 and 重置, then the paged table. */
export function FilteredPagedTable<V extends object, F extends object, R extends { id: number }>({
  name,
  form,
  onSearch,
  children,
  ...table
}: FilteredPagedTableProps<V, F, R>) {
  return (
    <>
      <Form<V> form={form} name={name} layout="inline" onFinish={onSearch} style={{ rowGap: 12, marginBottom: 16 }}>
        {children}
        <SearchButtons form={form} onReset={() => table.list.search({} as F)} />
      </Form>
      <PagedTable {...table} />
    </>
  );
}
