import { Badge, Empty, Pagination, Typography } from 'antd';
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

/** Each thread is a button, so it is reachable and opened from the keyboard as well. */
export function ThreadList({ threads, total, page, pageSize, onPageChange, selectedId, showOwner, onSelect }: ThreadListProps) {
  const { t } = useTranslation('shell');
  if (threads.length === 0) return <Empty description={t('messageBoard.noThreads')} style={{ padding: 32 }} />;
  return (
    <>
      <ul className="pcf-board__threads">
        {threads.map((thread) => (
          <li key={thread.id}>
            <button
              type="button"
              onClick={() => onSelect(thread.id)}
              className={thread.id === selectedId ? 'pcf-board__thread pcf-board__thread--active' : 'pcf-board__thread'}
              aria-current={thread.id === selectedId ? 'true' : undefined}
            >
              <span className="pcf-board__thread-text">
                <Typography.Text strong={thread.unread > 0} ellipsis>
                  {thread.subject}
                </Typography.Text>
                <Typography.Text type="secondary" className="pcf-board__thread-meta">
                  {showOwner && `${thread.ownerName}${thread.companyName ? ` · ${thread.companyName}` : ''} · `}
                  {formatTime(thread.updatedAt)}
                </Typography.Text>
              </span>
              <Badge count={thread.unread} size="small" aria-label={t('messageBoard.unread', { count: thread.unread })} />
            </button>
          </li>
        ))}
      </ul>
      {total > pageSize && (
        <Pagination
          current={page}
          pageSize={pageSize}
          total={total}
          onChange={onPageChange}
          size="small"
          align="center"
          style={{ padding: '12px 0' }}
        />
      )}
    </>
  );
}
