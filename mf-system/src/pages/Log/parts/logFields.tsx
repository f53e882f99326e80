/** What both log tabs show alike: the time column the server sorts by, and the time range and account filters. */
import { DatePicker, Form, Input } from 'antd';
import type { TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LogOrder } from '@pcf/shared';
import { SYSTEM_NS } from '../../../locales';
import { formatTime } from '../../../parts/formatTime';

/** The time of the entry, sorted on the server: newest first, then oldest first, then newest again. */
export function timeColumn<R extends { at: string }>(title: string, order: LogOrder): TableColumnType<R> {
  return {
    key: 'at',
    dataIndex: 'at',
    title,
    width: 180,
    sorter: true,
    sortDirections: ['descend', 'ascend', 'descend'],
    sortOrder: order === 'asc' ? 'ascend' : 'descend',
    render: (at: string) => formatTime(at),
  };
}

/** The first two filters of a log: its time range and the account. */
export function RangeAndAccountFields() {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  return (
    <>
      <Form.Item name="range" label={t('log.timeRange')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="account" label={t('log.account')}>
        <Input allowClear placeholder={t('log.accountPlaceholder')} maxLength={200} style={{ width: 160 }} />
      </Form.Item>
    </>
  );
}
