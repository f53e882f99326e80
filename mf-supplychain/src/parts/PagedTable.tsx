/**
 * The table of a server-paged list (usePagedList of @pcf/shared/ui): the page with its spinner and
 * empty text, 共 N 条 and the size changer; in its place why the read failed, with 重试.
 */
import { Table } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { LoadFailed, PAGE_SIZES, type PagedList } from '@pcf/shared/ui';

export interface PagedTableProps<R> {
  list: PagedList<object, R>;
  columns: ColumnsType<R>;
  /** What failed to load (the server's words go below). */
  failedTitle: string;
  emptyText: string;
  /** 共 N 条 in the screen's words. */
  totalText(total: number): string;
  scroll?: TableProps<R>['scroll'];
}

export function PagedTable<R extends { id: number | string }>({
  list,
  columns,
  failedTitle,
  emptyText,
  totalText,
  scroll,
}: PagedTableProps<R>) {
  const { load } = list;
  if (load.status === 'failed') return <LoadFailed title={failedTitle} subTitle={load.message} onRetry={list.reload} />;
  return (
    <Table<R>
      rowKey="id"
      loading={load.status === 'loading'}
      dataSource={load.status === 'ready' ? load.data.rows : []}
      columns={columns}
      locale={{ emptyText }}
      pagination={{
        current: list.pageNum,
        pageSize: list.pageSize,
        total: load.status === 'ready' ? load.data.total : 0,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        showTotal: totalText,
        onChange: list.setPaging,
      }}
      scroll={scroll}
    />
  );
}
