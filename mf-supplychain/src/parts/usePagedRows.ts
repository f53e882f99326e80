/**
 * A list the server pages (the supply-chain lists answer `{ rows, total }`): the page and size the
 * user chose, and the read of that page. New filters (`filterKey`) start again at page 1; a retry
 * keeps the page.
 */
import { useEffect, useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { useLoaded } from '@pcf/shared';

export const PAGE_SIZES = [10, 20, 50, 100];

export interface PageAsk {
  pageNum: number;
  pageSize: number;
}

export interface Page<R> {
  rows: R[];
  total: number;
}

export interface PagedRows<R> {
  load: ReturnType<typeof useLoaded<Page<R>>>['load'];
  pageNum: number;
  pageSize: number;
  setPaging(pageNum: number, pageSize: number): void;
  retry(): void;
}

export function usePagedRows<R>(read: (page: PageAsk) => Promise<Page<R>>, filterKey: string): PagedRows<R> {
  const [paging, setPagingState] = useState({ filterKey, pageNum: 1, pageSize: PAGE_SIZES[0] });
  const pageNum = paging.filterKey === filterKey ? paging.pageNum : 1;
  const { pageSize } = paging;
  const { load, retry } = useLoaded(() => read({ pageNum, pageSize }), `${filterKey}|${pageNum}|${pageSize}`);
  // the last rows of the last page are gone (removed, answered): show the page that is now the last
  useEffect(() => {
    if (load.status !== 'ready' || load.data.rows.length > 0 || pageNum === 1) return;
    setPagingState({ filterKey, pageNum: Math.max(1, Math.ceil(load.data.total / pageSize)), pageSize });
  }, [load, pageNum, pageSize, filterKey]);
  const setPaging = (nextPage: number, nextSize: number) =>
    // a new size starts again at page 1: the old page number means other rows
    setPagingState({ filterKey, pageNum: nextSize === pageSize ? nextPage : 1, pageSize: nextSize });
  return { load, pageNum, pageSize, setPaging, retry };
}

/** The antd Table pagination of a server-paged list: its page, size and total, 共 N 条 in the screen's words. */
export function tablePagination<R>(paged: PagedRows<R>, totalText: (total: number) => string): TablePaginationConfig {
  return {
    current: paged.pageNum,
    pageSize: paged.pageSize,
    total: paged.load.status === 'ready' ? paged.load.data.total : 0,
    pageSizeOptions: PAGE_SIZES,
    showSizeChanger: true,
    showTotal: totalText,
    onChange: paged.setPaging,
  };
}
