/** 操作日志: who changed what and when, paged and sorted by time on the server, with its filters and a detail drawer. */
import { useMemo, useState } from 'react';
import { Button, Form, Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPER_ACTIONS, OPER_OBJECTS } from '@pcf/shared';
import type { OperLogQuery, OperLogRow } from '@pcf/shared';
import { SYSTEM_NS } from '../../../locales';
import { fetchOperLogs } from '../api';
import { actionLabel, objectLabel } from './labels';
import { OperLogDetail } from './OperLogDetail';
import { rangeToQuery, type TimeRange } from './timeRange';
import { usePagedList } from '@pcf/shared/ui';
import { FilteredPagedTable } from '../../../parts/pagedList';
import { RangeAndAccountFields, timeColumn } from './logFields';

type OperFilters = Pick<OperLogQuery, 'from' | 'to' | 'account' | 'object' | 'action'>;
interface OperFormValues {
  range?: TimeRange;
  account?: string;
  object?: string;
  action?: string;
}

const ACTION_COLORS: Partial<Record<string, string>> = { create: 'success', update: 'processing', delete: 'error', restore: 'warning' };

export function OperLogTab() {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const [form] = Form.useForm<OperFormValues>();
  const list = usePagedList<OperFilters, OperLogRow>(fetchOperLogs, { sortable: true });
  const [opened, setOpened] = useState<OperLogRow | null>(null);

  const submit = (values: OperFormValues) =>
    list.search({
      ...rangeToQuery(values.range),
      account: values.account?.trim() || undefined,
      object: values.object,
      action: values.action,
    });

  const columns = useMemo<TableColumnsType<OperLogRow>>(
    () => [
      timeColumn<OperLogRow>(t('log.time'), list.order),
      { key: 'account', title: t('log.account'), width: 140, ellipsis: true, render: (_, row) => row.account ?? t('log.nobody') },
      { key: 'object', title: t('log.object'), width: 140, render: (_, row) => objectLabel(t, row.object) },
      {
        key: 'action',
        title: t('log.action'),
        width: 120,
        render: (_, row) => <Tag color={ACTION_COLORS[row.action]}>{actionLabel(t, row.action)}</Tag>,
      },
      { key: 'targetIds', dataIndex: 'targetIds', title: t('log.targetIds'), ellipsis: true, render: (ids: string | null) => ids || '—' },
      { key: 'address', dataIndex: 'address', title: t('log.address'), width: 140, render: (address: string | null) => address ?? '—' },
      {
        key: 'actions',
        title: t('common:operation'),
        width: 90,
        render: (_, row) => (
          <Button type="link" size="small" onClick={() => setOpened(row)}>
            {t('common:detail')}
          </Button>
        ),
      },
    ],
    [list.order, t],
  );

  return (
    <>
      <FilteredPagedTable
        name="operLog"
        form={form}
        onSearch={submit}
        list={list}
        columns={columns}
        emptyText={t('log.emptyOper')}
        totalText={(total) => t('log.total', { total })}
        scrollX={900}
      >
        <RangeAndAccountFields />
        <Form.Item name="object" label={t('log.object')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('common:all')}
            style={{ width: 160 }}
            options={OPER_OBJECTS.map((object) => ({ value: object, label: objectLabel(t, object) }))}
          />
        </Form.Item>
        <Form.Item name="action" label={t('log.action')}>
          <Select
            allowClear
            placeholder={t('common:all')}
            style={{ width: 140 }}
            options={OPER_ACTIONS.map((action) => ({ value: action, label: actionLabel(t, action) }))}
          />
        </Form.Item>
      </FilteredPagedTable>
      <OperLogDetail entry={opened} onClose={() => setOpened(null)} />
    </>
  );
}
