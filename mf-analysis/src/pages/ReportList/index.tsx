/**
 * /AnalysisDisplay/report (报告生成与发布): the study reports the user may see, by project and computation,
 * with their status. The company side creates a report of a computation (it opens in the editor),
 * downloads, edits and submits drafts; the project's reviewer publishes or returns a submitted one;
 * an administrator withdraws a published one. Each move asks first; the server decides who may.
 * A publication is answered at once and done by a worker: the page follows it to say how it ended,
 * and reads the list again while any report is being published.
 */
import { useEffect, useRef, useState } from 'react';
import { App, Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  REPORT_PERMISSIONS,
  messageOf,
  formatNumber,
  useAccess,
  useSession,
  type ApiEnvelope,
  type ReportStatus,
  type ReportSummary,
  useLoaded,
} from '@pcf/shared';
import { LoadFailed } from '@pcf/shared/ui';
import { ANALYSIS_NS } from '../../locales';
import { DownloadMenu } from '../../parts/DownloadMenu';
import { submitReport } from '../../parts/reportCalls';
import { formatTime } from '../../parts/contribution/format';
import { writeUrl } from '../../parts/paths';
import { reportListApi } from './api';
import { CreateModal } from './parts/CreateModal';
import { NoteModal } from './parts/NoteModal';
import { followPublishing } from './parts/followPublishing';

/** How often the list is read again while a report is being published. */
const PUBLISHING_RELOAD_MS = 3000;

const STATUS_COLOURS: Record<ReportStatus, string> = {
  draft: 'default',
  in_review: 'processing',
  published: 'success',
  withdrawn: 'error',
};

export default function ReportListPage() {
  const { t } = useTranslation([ANALYSIS_NS, 'common']);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const access = useAccess();
  const session = useSession();
  // review staff belong to no company: they read drafts but never write them (areas/reports refuses)
  const mayEdit = access.hasPermission(REPORT_PERMISSIONS.edit) && (access.isAdmin || session.company_id != null);
  const mayPublish = access.hasPermission(REPORT_PERMISSIONS.publish);
  const mayWithdraw = access.hasPermission(REPORT_PERMISSIONS.withdraw);
  const { load, retry: reload } = useLoaded(reportListApi.list, 'reports');
  const [creating, setCreating] = useState(false);
  const [note, setNote] = useState<{ kind: 'return' | 'withdraw'; report: ReportSummary } | null>(null);
  // the follow-ups of publications end when the page goes
  const leaving = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  const anyPublishing = load.status === 'ready' && load.data.some((report) => report.publishing);
  useEffect(() => {
    if (!anyPublishing) return undefined;
    const timer = setTimeout(reload, PUBLISHING_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [anyPublishing, load, reload]);

  const run = async (call: () => Promise<ApiEnvelope<unknown>>) => {
    try {
      const envelope = await call();
      if (envelope.code !== 200) message.error(messageOf(envelope));
      else message.success(envelope.msg);
      reload();
    } catch {
      // the shared client has shown it
    }
  };

  /** After the review's answer (the confirm waits for it), how the worker's publication ends is followed apart. */
  const publish = async (report: ReportSummary) => {
    let envelope: ApiEnvelope<unknown>;
    try {
      envelope = await reportListApi.review(report.id, 'publish');
    } catch {
      return; // the shared client has shown it
    }
    if (envelope.code !== 200) {
      message.error(messageOf(envelope));
      return;
    }
    const key = `publishing-${report.id}`;
    void message.loading({ key, content: envelope.msg, duration: 0 });
    reload();
    void followPublishing(report.id, { read: reportListApi.detail, signal: leaving.current.signal }).then((outcome) => {
      // the page has gone: nothing more to say here; its list shows the state when opened again
      if (leaving.current.signal.aborted) message.destroy(key);
      else if (outcome === 'published') void message.success({ key, content: t('report.published') });
      else if (outcome === 'failed') void message.error({ key, content: t('report.publishFailedToast') });
      else void message.info({ key, content: t('report.publishSlow') });
      if (!leaving.current.signal.aborted) reload();
    });
  };

  const confirm = (report: ReportSummary, action: 'submit' | 'publish', onOk: () => Promise<void>) =>
    modal.confirm({
      title: t('common:warning'),
      content: t('report.confirm', { name: report.projectName, seq: report.snapshotSeq, action: t(`report.actions.${action}`) }),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      onOk,
    });

  const columns: ColumnsType<ReportSummary> = [
    { title: t('report.project'), dataIndex: 'projectName' },
    { title: t('report.computation'), dataIndex: 'snapshotSeq', render: (seq: number) => `#${seq}` },
    {
      title: t('report.status'),
      dataIndex: 'status',
      render: (status: ReportStatus, r) => (
        <Space size={4} wrap>
          <Tag color={STATUS_COLOURS[status]}>{t(`report.statuses.${status}`)}</Tag>
          {r.publishing && <Tag color="processing">{t('report.publishing')}</Tag>}
          {r.publishFailed && <Tag color="error">{t('report.publishFailed')}</Tag>}
        </Space>
      ),
    },
    { title: t('report.version'), dataIndex: 'version' },
    {
      title: t('report.perDeclaredUnit'),
      render: (_: unknown, r) => `${formatNumber(r.perDeclaredUnit)} kg CO2e/${r.declaredUnitCode}`,
    },
    { title: t('report.code'), dataIndex: 'verificationCode', render: (code: string | null) => code ?? '—' },
    { title: t('report.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatTime(at) },
    {
      title: t('common:operation'),
      render: (_: unknown, r) => (
        <Space size={0} wrap>
          {r.status === 'draft' && mayEdit && (
            <>
              <Button type="link" onClick={() => navigate(writeUrl(r.id))}>
                {t('report.actions.edit')}
              </Button>
              <Button type="link" onClick={() => confirm(r, 'submit', () => run(() => submitReport(r.id)))}>
                {t('report.actions.submit')}
              </Button>
            </>
          )}
          {r.status !== 'draft' && (
            <Button type="link" onClick={() => navigate(writeUrl(r.id))}>
              {t('report.actions.view')}
            </Button>
          )}
          <DownloadMenu id={r.id} link />
          {r.status === 'in_review' && mayPublish && !r.publishing && (
            <>
              <Button type="link" onClick={() => confirm(r, 'publish', () => publish(r))}>
                {t('report.actions.publish')}
              </Button>
              <Button type="link" danger onClick={() => setNote({ kind: 'return', report: r })}>
                {t('report.actions.return')}
              </Button>
            </>
          )}
          {r.status === 'published' && mayWithdraw && (
            <Button type="link" danger onClick={() => setNote({ kind: 'withdraw', report: r })}>
              {t('report.actions.withdraw')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('report.title')}
      extra={
        mayEdit && (
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('report.create')}
          </Button>
        )
      }
    >
      {load.status === 'failed' ? (
        <LoadFailed title={t('report.listFailed')} subTitle={load.message} onRetry={reload} />
      ) : (
        <Table<ReportSummary>
          rowKey="id"
          loading={load.status === 'loading'}
          dataSource={load.status === 'ready' ? load.data : []}
          columns={columns}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('report.hint')}
      </Typography.Paragraph>
      {creating && (
        <CreateModal
          onClose={() => setCreating(false)}
          onCreated={(report) => {
            setCreating(false);
            navigate(writeUrl(report.id));
          }}
        />
      )}
      {note && (
        <NoteModal
          kind={note.kind}
          onSend={(text) =>
            note.kind === 'return' ? reportListApi.review(note.report.id, 'return', text) : reportListApi.withdraw(note.report.id, text)
          }
          onClose={() => setNote(null)}
          onDone={() => {
            setNote(null);
            reload();
          }}
        />
      )}
    </Card>
  );
}
