/**
 * /messageBoard: users write to the platform administrators and read their replies; administrators
 * see every thread and answer. Opening a thread marks it read and refreshes the 留言板 badge.
 */
import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Empty, Spin } from 'antd';
import { PlusOutlined, ReloadOutlined } from '../../icons';
import { useTranslation } from 'react-i18next';
import { CODE_OK, ERROR_MESSAGE_MS, messageApi, messageOf, useAccess, useSession } from '@pcf/shared';
import type { ApiEnvelope, BoardThread, BoardThreadPage } from '@pcf/shared';
import { useMessageCount } from '../../messages/messageCount';
import { ThreadList } from './parts/ThreadList';
import { ThreadView } from './parts/ThreadView';
import { NewThreadForm } from './parts/NewThreadForm';
import './MessageBoard.css';

const BOARD_PAGE_SIZE = 10;

export default function MessageBoardPage() {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const { isAdmin } = useAccess();
  const { userid } = useSession();
  const { refresh: refreshCount } = useMessageCount();
  const [threads, setThreads] = useState<BoardThreadPage | null>(null);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [thread, setThread] = useState<BoardThread | null>(null);
  const [composing, setComposing] = useState(false);
  const [sending, setSending] = useState(false);

  /** The envelope's data when it succeeded; otherwise its message is shown. */
  const dataOf = useCallback(
    <T,>(envelope: ApiEnvelope<T>): T | null => {
      if (envelope.code === CODE_OK && envelope.data !== undefined) return envelope.data;
      void message.error({ content: messageOf(envelope), duration: ERROR_MESSAGE_MS / 1000 });
      return null;
    },
    [message],
  );

  const loadThreads = useCallback(async () => {
    try {
      setThreads(dataOf(await messageApi.threads(page, BOARD_PAGE_SIZE)) ?? { rows: [], total: 0 });
    } catch {
      setThreads((old) => old ?? { rows: [], total: 0 });
    }
  }, [dataOf, page]);

  const openThread = useCallback(
    async (id: number) => {
      setComposing(false);
      setSelectedId(id);
      try {
        const loaded = dataOf(await messageApi.thread(id));
        setThread(loaded);
        if (loaded && loaded.messages.some((item) => !item.read && item.senderId !== userid)) {
          await messageApi.read(id);
          setThreads((list) => list && { ...list, rows: list.rows.map((item) => (item.id === id ? { ...item, unread: 0 } : item)) });
          void refreshCount();
        }
      } catch {
        // the http client has shown the failure
      }
    },
    [dataOf, refreshCount, userid],
  );

  useEffect(() => {
    void loadThreads();
  }, [loadThreads]);

  const reply = async (body: string): Promise<boolean> => {
    if (selectedId === null) return false;
    setSending(true);
    try {
      const updated = dataOf(await messageApi.send({ threadId: selectedId, body }));
      if (!updated) return false;
      setThread(updated);
      void loadThreads();
      return true;
    } catch {
      return false;
    } finally {
      setSending(false);
    }
  };

  const startThread = async ({ subject, body }: { subject: string; body: string }): Promise<boolean> => {
    setSending(true);
    try {
      const created = dataOf(await messageApi.send({ subject, body }));
      if (!created) return false;
      void message.success(t('messageBoard.sent'));
      setComposing(false);
      setSelectedId(created.id);
      setThread(created);
      if (page === 1) void loadThreads();
      else setPage(1);
      return true;
    } catch {
      return false;
    } finally {
      setSending(false);
    }
  };

  return (
    <Card
      title={t(isAdmin ? 'messageBoard.adminTitle' : 'messageBoard.title')}
      extra={
        <div style={{ display: 'flex', gap: 8 }}>
          <Button icon={<ReloadOutlined />} onClick={() => void loadThreads()}>
            {t('messageBoard.refresh')}
          </Button>
          {!isAdmin && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setComposing(true)}>
              {t('messageBoard.newThread')}
            </Button>
          )}
        </div>
      }
      styles={{ header: { minHeight: 60 }, body: { padding: 0 } }}
    >
      <div className="pcf-board">
        <nav className="pcf-board__list" aria-label={t('messageBoard.threads')}>
          {threads === null ? (
            <Spin style={{ display: 'block', margin: '48px auto' }} />
          ) : (
            <ThreadList
              threads={threads.rows}
              total={threads.total}
              page={page}
              pageSize={BOARD_PAGE_SIZE}
              onPageChange={setPage}
              selectedId={selectedId}
              showOwner={isAdmin}
              onSelect={(id) => void openThread(id)}
            />
          )}
        </nav>
        <section className="pcf-board__detail">
          {composing ? (
            <NewThreadForm sending={sending} onSend={startThread} onCancel={() => setComposing(false)} />
          ) : thread && thread.id === selectedId ? (
            <ThreadView thread={thread} ownUserId={userid} sending={sending} onReply={reply} />
          ) : (
            <Empty description={t(isAdmin ? 'messageBoard.pickThreadAdmin' : 'messageBoard.pickThread')} style={{ padding: 64 }} />
          )}
        </section>
      </div>
    </Card>
  );
}
