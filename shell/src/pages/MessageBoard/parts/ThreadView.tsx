import { useState } from 'react';
import { Button, Input, Typography } from 'antd';
import { SendOutlined } from '../../../icons';
import { useTranslation } from 'react-i18next';
import type { BoardThread } from '@pcf/shared';
import { formatTime } from './formatTime';

export interface ThreadViewProps {
  thread: BoardThread;
  ownUserId: number | null;
  sending: boolean;
  onReply(body: string): Promise<boolean>;
}

export function ThreadView({ thread, ownUserId, sending, onReply }: ThreadViewProps) {
  const { t } = useTranslation('shell');
  const [draft, setDraft] = useState('');
  const send = async () => {
    if (!draft.trim()) return;
    if (await onReply(draft.trim())) setDraft('');
  };
  return (
    <div className="pcf-board__view">
      <Typography.Title level={5} style={{ margin: '0 0 12px' }}>
        {thread.subject}
      </Typography.Title>
      <ol className="pcf-board__messages" aria-label={t('messageBoard.messages')}>
        {thread.messages.map((message) => {
          const own = message.senderId === ownUserId;
          return (
            <li key={message.id} className={own ? 'pcf-board__message pcf-board__message--own' : 'pcf-board__message'}>
              <div className="pcf-board__meta">
                {message.fromAdmin ? t('messageBoard.admin') : message.senderName}
                {message.companyName && !message.fromAdmin ? ` · ${message.companyName}` : ''} · {formatTime(message.createdAt)}
              </div>
              <div className="pcf-board__bubble">{message.body}</div>
            </li>
          );
        })}
      </ol>
      <div className="pcf-board__composer">
        <Input.TextArea
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('messageBoard.replyPlaceholder')}
          aria-label={t('messageBoard.reply')}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={2000}
          onPressEnter={(event) => {
            if (event.ctrlKey || event.metaKey) void send();
          }}
        />
        <Button type="primary" icon={<SendOutlined />} loading={sending} disabled={!draft.trim()} onClick={() => void send()}>
          {t('messageBoard.send')}
        </Button>
      </div>
    </div>
  );
}
