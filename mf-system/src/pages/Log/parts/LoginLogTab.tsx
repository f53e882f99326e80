/** 登录日志: every sign-in attempt, paged and sorted by time on the server: account, outcome and reason, address, agent. */
import { useMemo } from 'react';
import { Form, Select, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginLogQuery, LoginLogRow } from '@pcf/shared';
import { SYSTEM_NS } from '../../../locales';
import { fetchLoginLogs } from '../api';
import { reasonLabel } from './labels';
import { rangeToQuery, type TimeRange } from './timeRange';
import { usePagedList } from '@pcf/shared/ui';
import { FilteredPagedTable } from '../../../parts/pagedList';
import { RangeAndAccountFields, timeColumn } from './logFields';

type LoginFilters = Pick<LoginLogQuery, 'from' | 'to' | 'account' | 'success'>;
type Outcome = 'success' | 'failure';
interface LoginFormValues {
  range?: TimeRange;
  account?: string;
  outcome?: Outcome;
}

export function LoginLogTab() {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const [form] = Form.useForm<LoginFormValues>();
  const list = usePagedList<LoginFilters, LoginLogRow>(fetchLoginLogs, { sortable: true });

  const submit = (values: LoginFormValues) =>
    list.search({
      ...rangeToQuery(values.range),
      account: values.account?.trim() || undefined,
      success: values.outcome === undefined ? undefined : values.outcome === 'success',
    });

  const columns = useMemo<TableColumnsType<LoginLogRow>>(
    () => [
      timeColumn<LoginLogRow>(t('log.time'), list.order),
      { key: 'account', dataIndex: 'account', title: t('log.account'), width: 140, ellipsis: true },
      {
        key: 'outcome',
        title: t('log.outcome'),
        width: 100,
        render: (_, row) => <Tag color={row.success ? 'success' : 'error'}>{t(row.success ? 'log.success' : 'log.failure')}</Tag>,
      },
      {
        key: 'reason',
        title: t('log.reason'),
        ellipsis: true,
        render: (_, row) => (row.success || row.reason === null ? '—' : reasonLabel(t, row.reason)),
      },
      { key: 'address', dataIndex: 'address', title: t('log.address'), width: 140, render: (address: string | null) => address ?? '—' },
      {
        key: 'userAgent',
        dataIndex: 'userAgent',
        title: t('log.userAgent'),
        width: 260,
        render: (agent: string | null) =>
          agent === null ? (
            '—'
          ) : (
            <Typography.Text ellipsis={{ tooltip: agent }} style={{ maxWidth: 240 }}>
              {agent}
            </Typography.Text>
          ),
      },
    ],
    [list.order, t],
  );

  return (
    <FilteredPagedTable
      name="loginLog"
      form={form}
      onSearch={submit}
      list={list}
      columns={columns}
      emptyText={t('log.emptyLogin')}
      totalText={(total) => t('log.total', { total })}
      scrollX={900}
    >
      <RangeAndAccountFields />
      <Form.Item name="outcome" label={t('log.outcome')}>
        <Select<Outcome>
          allowClear
          placeholder={t('common:all')}
          style={{ width: 120 }}
          options={[
            { value: 'success', label: t('log.success') },
            { value: 'failure', label: t('log.failure') },
          ]}
        />
      </Form.Item>
    </FilteredPagedTable>
  );
}
