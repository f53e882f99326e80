/**
 * What both log tabs share: the search and reset buttons of the filter form, and the server-paged
 * table sorted by time with its failed (retry) and empty states.
 */
import { Button, Empty, Form, Space, Table } from 'antd';
import type { FormInstance, TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../../locales';
import { LOG_PAGE_SIZES, type LogList } from './useLogList';

/** 搜索 submits the form; 重置 clears it and lists everything again. */
export function LogSearchButtons({ form, onReset }: { form: FormInstance; onReset: () => void }) {
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

export interface LogTableProps<F, R> {
  list: LogList<F, R>;
  columns: TableColumnsType<R>;
  emptyText: string;
}

export function LogTable<F extends object, R extends { id: number }>({ list, columns, emptyText }: LogTableProps<F, R>) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  if (list.state.status === 'failed') {
    return <LoadFailed onRetry={list.reload} />;
  }
  return (
    <Table<R>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.state.rows}
      loading={list.state.status === 'loading'}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      scroll={{ x: 900 }}
      pagination={{
        current: list.page,
        pageSize: list.pageSize,
        total: list.state.total,
        pageSizeOptions: LOG_PAGE_SIZES,
        showSizeChanger: true,
        showTotal: (total) => t('log.total', { total }),
      }}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort' && !Array.isArray(sorter)) list.setOrder(sorter.order === 'ascend' ? 'asc' : 'desc');
        else if (extra.action === 'paginate') list.setPaging(pagination.current ?? 1, pagination.pageSize ?? list.pageSize);
      }}
    />
  );
}
