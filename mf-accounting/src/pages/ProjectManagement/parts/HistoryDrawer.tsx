/** The status history of one project (GET /rest/project/history), oldest first, with loading, empty and failed states. */
import { useCallback, useEffect, useState } from 'react';
import { Drawer, Empty, Spin, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectHistoryReply } from '@pcf/shared';
import { RetryAlert } from '@pcf/shared/ui';
import { ACCOUNTING_NS } from '../../../locales';
import { projectApi } from '../api';
import { ProjectStatusTag } from './ProjectStatusTag';
import { formatTime } from '../projectRows';

export interface HistoryDrawerProps {
  project: { id: number; name: string };
  onClose(): void;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; reply: ProjectHistoryReply };

export function HistoryDrawer({ project, onClose }: HistoryDrawerProps) {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchHistory = useCallback(() => {
    setLoad({ state: 'loading' });
    projectApi
      .history(project.id)
      .then((envelope) => setLoad(envelope.code === 200 && envelope.data ? { state: 'done', reply: envelope.data } : { state: 'failed' }))
      .catch(() => setLoad({ state: 'failed' }));
  }, [project.id]);
  useEffect(fetchHistory, [fetchHistory]);

  let body;
  if (load.state === 'loading') body = <Spin />;
  else if (load.state === 'failed') body = <RetryAlert title={t('project.historyFailed')} showIcon={false} onRetry={fetchHistory} />;
  else if (load.reply.entries.length === 0) body = <Empty description={t('project.historyEmpty')} />;
  else
    body = (
      <Timeline
        items={load.reply.entries.map((entry) => ({
          key: entry.id,
          content: (
            <div className="pcf-project-history__entry">
              <Typography.Text strong>{t(`project.actions.${entry.action}`)}</Typography.Text>{' '}
              {entry.fromStatus && <ProjectStatusTag status={entry.fromStatus} />}
              {entry.fromStatus && '→ '}
              <ProjectStatusTag status={entry.toStatus} />
              <div>
                <Typography.Text type="secondary">
                  {t('project.historyBy', { name: entry.actorName, time: formatTime(entry.at) })}
                </Typography.Text>
              </div>
              {entry.note && <div>{entry.note}</div>}
            </div>
          ),
        }))}
      />
    );

  return (
    <Drawer open title={t('project.historyTitle', { name: project.name })} onClose={onClose} size="large">
      {body}
    </Drawer>
  );
}
