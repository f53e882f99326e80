import { Badge, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoardThread } from '@pcf/shared';
import { formatTime } from './formatTime';

export interface ThreadListProps {
  threads: BoardThread[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  selectedId: number | null;
  /** Administrators see who wrote each thread. */
  showOwner: boolean;
  onSelect(id: number): void;
}

export function ThreadList({ threads, total, page, pageSize, onPageChange, selectedId, showOwner, onSelect }: ThreadListProps) {
  const { t } = useTranslation('shell');
  if (threads.length === 0) return <Empty description={t('messageBoard.noThreads')} style={{ padding: 32 }} />;
  return (
    <List
      dataSource={threads}
      rowKey="id"
      pagination={total > pageSize ? { current: page, pageSize, total, onChange: onPageChange, size: 'small', align: 'center' } : false}
      renderItem={(thread) => (
        <List.Item
          onClick={() => onSelect(thread.id)}
          className={thread.id === selectedId ? 'pcf-board__thread pcf-board__thread--active' : 'pcf-board__thread'}
          aria-current={thread.id === selectedId ? 'true' : undefined}
          extra={<Badge count={thread.unread} size="small" aria-label={t('messageBoard.unread', { count: thread.unread })} />}
        >
          <List.Item.Meta
            title={<Typography.Text strong={thread.unread > 0}>{thread.subject}</Typography.Text>}
            description={
              <span>
                {showOwner && `${thread.ownerName}${thread.companyName ? ` · ${thread.companyName}` : ''} · `}
                {formatTime(thread.updatedAt)}
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
}
