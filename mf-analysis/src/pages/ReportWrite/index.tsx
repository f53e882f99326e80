/**
 * /AnalysisDisplay/report/write?id= (报告编写, hidden): the sections of ISO 14067 clause 7 of one report,
 * in Chinese and in English (a tab each), prefilled from the computation and editable while the report
 * is a draft of the user's company. 保存草稿 keeps a new version (the list beside shows them all, each
 * downloadable); 提交审核 sends the report to review. A report in review, published or withdrawn is shown
 * read-only.
 */
import { useState } from 'react';
import { Alert, App, Button, Card, Input, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  REPORT_SECTIONS,
  REPORT_SECTION_MAX,
  REPORT_SECTION_TITLES,
  messageOf,
  type ReportDetail,
  type ReportSections,
  type ReportVersion,
  useLoaded,
} from '@pcf/shared';
import { ANALYSIS_NS } from '../../locales';
import { DownloadMenu } from '../../parts/DownloadMenu';
import { submitReport } from '../../parts/reportCalls';
import { REPORT_PATHS } from '../../parts/paths';
import { formatTime } from '../../parts/contribution/format';
import { reportWriteApi } from './api';
import { FailedCard } from '@pcf/shared/ui';

function idOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export default function ReportWritePage() {
  const { t } = useTranslation(ANALYSIS_NS);
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  if (id === null) return <Card title={t('report.writeTitle')}>{t('report.noneChosen')}</Card>;
  return <ReportEditor id={id} />;
}

function ReportEditor({ id }: { id: number }) {
  const { t } = useTranslation(ANALYSIS_NS);
  const { load, retry } = useLoaded(
    () => Promise.all([reportWriteApi.detail(id), reportWriteApi.versions(id)]).then(([report, versions]) => ({ report, versions })),
    String(id),
  );
  if (load.status === 'loading') return <Card title={t('report.writeTitle')} loading />;
  if (load.status === 'failed') return <FailedCard title={t('report.loadFailed')} message={load.message} onRetry={retry} />;
  // a saved version starts the editing afresh from the server's text
  return <SectionsEditor key={load.data.report.version} {...load.data} onChanged={retry} />;
}

function SectionsEditor({ report, versions, onChanged }: { report: ReportDetail; versions: ReportVersion[]; onChanged(): void }) {
  const { t } = useTranslation([ANALYSIS_NS, 'common']);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const id = report.id;
  const [sections, setSections] = useState<ReportSections>(report.sections);
  const [saving, setSaving] = useState(false);

  const editable = report.actions.includes('edit');
  const changed = REPORT_SECTIONS.some(
    (key) => sections[key].zh !== report.sections[key].zh || sections[key].en !== report.sections[key].en,
  );

  const save = async (): Promise<boolean> => {
    setSaving(true);
    try {
      const envelope = await reportWriteApi.save({ id, baseVersion: report.version, sections });
      if (envelope.code !== 200) {
        message.error(messageOf(envelope));
        return false;
      }
      message.success(t('report.saved', { version: envelope.data?.version ?? report.version + 1 }));
      onChanged();
      return true;
    } catch {
      return false;
    } finally {
      setSaving(false);
    }
  };
  const submit = () =>
    modal.confirm({
      title: t('common:warning'),
      content: t('report.confirm', { name: report.projectName, seq: report.snapshotSeq, action: t('report.actions.submit') }),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        if (changed && !(await save())) return;
        try {
          const envelope = await submitReport(id);
          if (envelope.code !== 200) message.error(messageOf(envelope));
          else message.success(envelope.msg);
          onChanged();
        } catch {
          // the shared client has shown it
        }
      },
    });

  const edit = (key: (typeof REPORT_SECTIONS)[number], lang: 'zh' | 'en', text: string) =>
    setSections({ ...sections, [key]: { ...sections[key], [lang]: text } });
  const tab = (lang: 'zh' | 'en') => ({
    key: lang,
    label: t(`report.languages.${lang}`),
    children: REPORT_SECTIONS.map((key, index) => (
      <div key={key} style={{ marginBottom: 16 }}>
        <Typography.Title level={5} id={`section-${lang}-${key}`}>
          {`${index + 1} ${REPORT_SECTION_TITLES[key][lang]}`}
        </Typography.Title>
        {editable ? (
          <Input.TextArea
            aria-labelledby={`section-${lang}-${key}`}
            value={sections[key][lang]}
            onChange={(e) => edit(key, lang, e.target.value)}
            autoSize={{ minRows: 2, maxRows: 12 }}
            maxLength={REPORT_SECTION_MAX}
          />
        ) : (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{sections[key][lang]}</Typography.Paragraph>
        )}
      </div>
    )),
  });

  return (
    <Card
      title={
        <Space>
          {t('report.writeHeading', { name: report.projectName, seq: report.snapshotSeq })}
          <Tag>{t(`report.statuses.${report.status}`)}</Tag>
          <Typography.Text type="secondary">{t('report.versionNo', { version: report.version })}</Typography.Text>
        </Space>
      }
      extra={
        <Space>
          <Button onClick={() => navigate(REPORT_PATHS.list)}>{t('report.backToList')}</Button>
          <DownloadMenu id={id} />
          {editable && (
            <>
              <Button onClick={() => void save()} loading={saving} disabled={!changed}>
                {t('report.saveDraft')}
              </Button>
              <Button type="primary" onClick={submit} disabled={saving}>
                {t('report.actions.submit')}
              </Button>
            </>
          )}
        </Space>
      }
    >
      {report.reviewNote && report.status === 'draft' && (
        <Alert type="warning" showIcon title={t('report.returnedWith', { note: report.reviewNote })} style={{ marginBottom: 16 }} />
      )}
      {report.verificationCode && (
        <Alert type="success" showIcon title={t('report.publishedWith', { code: report.verificationCode })} style={{ marginBottom: 16 }} />
      )}
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        <Tabs style={{ flex: 1, minWidth: 0 }} items={[tab('zh'), tab('en')]} />
        <Card size="small" title={t('report.versions')} style={{ width: 260 }}>
          <Table<ReportVersion>
            rowKey="version"
            size="small"
            pagination={false}
            showHeader={false}
            dataSource={versions}
            columns={[
              {
                render: (_: unknown, v) => (
                  <>
                    <Typography.Text strong>{t('report.versionNo', { version: v.version })}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary">{`${formatTime(v.savedAt)} · ${v.savedByName}`}</Typography.Text>
                  </>
                ),
              },
              { width: 60, render: (_: unknown, v) => <DownloadMenu id={id} version={v.version} link /> },
            ]}
          />
        </Card>
      </div>
    </Card>
  );
}
