/**
 * The footprint request list of 碳足迹申请 (sent) and 碳足迹分配 (received): the status filter and a
 * search, then the server's page of requests (loading, failed with a retry, empty), then the screen's
 * hint. The other side is the supplier of a sent request and the requester of a received one; each
 * screen adds its own operations.
 */
import { useState, type ReactNode } from 'react';
import { Input, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { LIST_SEARCH_MAX, type FootprintRequest, type FootprintRequestStatus } from '@pcf/shared';
import { usePagedList, type PagedList } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../locales';
import { supplyChainApi } from './api';
import { formatPeriod, formatTime } from './format';
import { RequestStatusTag, StatusFilter } from './RequestStatus';
import { PagedTable } from './PagedTable';
import { RequestCriteria } from './RequestCriteria';

export type RequestDirection = 'sent' | 'received';

export interface RequestList extends PagedList<object, FootprintRequest> {
  direction: RequestDirection;
  status: FootprintRequestStatus | undefined;
  setStatus(status: FootprintRequestStatus | undefined): void;
  setText(text: string): void;
}

/** The page of the company's sent or received requests with the status and text the user chose. */
export function useRequestList(direction: RequestDirection, companyId: number | undefined): RequestList {
  const [status, setStatus] = useState<FootprintRequestStatus | undefined>(undefined);
  const [text, setText] = useState('');
  const read = direction === 'sent' ? supplyChainApi.sent : supplyChainApi.received;
  const paged = usePagedList((page) => read({ ...page, status, text, companyId }), {
    key: `${direction}:${status ?? 'all'}:${companyId ?? 'all'}:${text.trim()}`,
  });
  return { ...paged, direction, status, setStatus, setText };
}

export interface RequestTableProps {
  list: RequestList;
  /** The screen's operations on a request. */
  operations(request: FootprintRequest): ReactNode;
  hint: string;
}

export function RequestTable({ list, operations, hint }: RequestTableProps) {
  const { t } = useTranslation([SUPPLYCHAIN_NS, 'common']);
  const sent = list.direction === 'sent';

  const columns: ColumnsType<FootprintRequest> = [
    {
      title: sent ? t('sent.supplier') : t('received.requester'),
      dataIndex: 'counterpart',
      render: (name: string, r) => (
        <>
          {name}
          {sent && r.counterpartKind === 'host' && <Tag style={{ marginLeft: 8 }}>{t('requests.kinds.host')}</Tag>}
          {!sent && r.counterpartKind === 'client' && <Tag style={{ marginLeft: 8 }}>{t('requests.kinds.client')}</Tag>}
        </>
      ),
    },
    {
      title: t('requests.products'),
      dataIndex: 'productIds',
      render: (ids: string[], r) => (
        <>
          {ids.length > 0 ? ids.join(', ') : '—'}
          <RequestCriteria criteria={r.criteria} />
        </>
      ),
    },
    { title: t('requests.period'), render: (_: unknown, r) => formatPeriod(r.periodStart, r.periodEnd) },
    { title: t('requests.message'), dataIndex: 'message', render: (m: string | null) => m ?? '—' },
    {
      title: t('requests.status'),
      // 需更新 is the buyer's concern: the supplier published the update itself
      render: (_: unknown, r) => <RequestStatusTag request={sent ? r : { ...r, refreshNeeded: false }} />,
    },
    { title: t('requests.rejectReason'), dataIndex: 'rejectReason', render: (reason: string | null) => reason ?? '—' },
    { title: t('requests.createdAt'), dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
    { title: t('requests.decidedAt'), dataIndex: 'decidedAt', render: (at: string | null) => formatTime(at) },
    { title: t('common:operation'), render: (_: unknown, r) => operations(r) },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <StatusFilter value={list.status} onChange={list.setStatus} />
        <Input.Search
          allowClear
          maxLength={LIST_SEARCH_MAX}
          aria-label={t(sent ? 'sent.search' : 'received.search')}
          placeholder={t(sent ? 'sent.search' : 'received.search')}
          onSearch={list.setText}
          style={{ width: 280 }}
        />
      </Space>
      <PagedTable
        list={list}
        columns={columns}
        failedTitle={t('requests.listFailed')}
        emptyText={t('requests.empty')}
        totalText={(total) => t('requests.total', { total })}
        scroll={{ x: 'max-content' }}
      />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {hint}
      </Typography.Paragraph>
    </Space>
  );
}
