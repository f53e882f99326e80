/**
 * The server-paged lists of their own routes (the logs, the outbox), on usePagedList of
 * @pcf/shared/ui: the filter form's 搜索/重置 and the table with its failed (retry) and empty states;
 * the page before stays under the spinner while the next loads.
 */
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { App, Button, Empty, Form, Space, Table } from 'antd';
import type { FormInstance, TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed, PAGE_SIZES, type PagedList } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../locales';

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
  const { message } = App.useApp();
  const { load } = list;
  useEffect(() => {
    // the server's refusal is a toast, as the other screens of mf-system show it; a failed request the shared client has shown
    if (load.status === 'failed' && load.message !== null) void message.error(load.message);
  }, [load, message]);
  if (load.status === 'failed') return <LoadFailed onRetry={list.reload} />;
  return (
    <Table<R>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.shown.rows}
      loading={load.status === 'loading'}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      scroll={{ x: scrollX }}
      pagination={{
        current: list.pageNum,
        pageSize: list.pageSize,
        total: list.shown.total,
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
