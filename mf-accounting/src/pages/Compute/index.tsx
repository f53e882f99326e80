/**
 * /businessAccounting/carbon_footprint/carbon_footprint/compute?projectId= (碳足迹计算): the study
 * settings the computation will use and 开始计算 (only once settings are saved: the server computes
 * nothing else, so without them the page sends the user to the evaluation entry instead), then the job's progress and phase until it is
 * done (a link to the new result) or failed (the server's reason, which names the line and units of
 * a unit mismatch). Each computation makes a new snapshot; earlier ones stay as they are.
 */
import { Alert, Button, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FOOTPRINT_COMPUTABLE_STATUSES, FOOTPRINT_PERMISSIONS, useAccess } from '@pcf/shared';
import type { StudySettingsReply } from '@pcf/shared';
import { RetryAlert } from '@pcf/shared/ui';
import { ACCOUNTING_NS } from '../../locales';
import { entryUrl, snapshotUrl } from '../../parts/footprint/paths';
import { ProjectCard } from '../../parts/footprint/ProjectCard';
import { SettingsSummary } from '../../parts/footprint/SettingsSummary';
import { StudySettingsPage } from '../../parts/footprint/StudySettingsPage';
import { useDeclaredUnits } from '../../parts/footprint/useDeclaredUnits';
import { useFootprintJob, type JobState } from './useFootprintJob';

export default function ComputePage() {
  const { t } = useTranslation(ACCOUNTING_NS);
  return <StudySettingsPage title={t('footprint.computeTitle')}>{(reply) => <Compute reply={reply} />}</StudySettingsPage>;
}

function Compute({ reply }: { reply: StudySettingsReply }) {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  const navigate = useNavigate();
  const access = useAccess();
  const units = useDeclaredUnits();
  const { state, start, resume } = useFootprintJob(reply.projectId);
  const permitted = access.hasPermission(FOOTPRINT_PERMISSIONS.compute);
  const computable = FOOTPRINT_COMPUTABLE_STATUSES.includes(reply.projectStatus);
  const busy = state.status === 'starting' || state.status === 'running';
  const unitCode = units.units.find((unit) => unit.id === reply.settings.declaredUnitId)?.code ?? null;

  return (
    <ProjectCard title={t('footprint.compute.title', { name: reply.projectName })} status={reply.projectStatus}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        {!permitted && <Alert type="info" showIcon title={t('footprint.compute.noPermission')} />}
        {permitted && !computable && <Alert type="info" showIcon title={t('footprint.compute.notComputable')} />}
        {!reply.saved && (
          <Alert
            type="warning"
            showIcon
            title={t('footprint.compute.defaults')}
            action={
              <Button size="small" onClick={() => navigate(entryUrl(reply.projectId))}>
                {t('footprint.list.entry')}
              </Button>
            }
          />
        )}
        {reply.saved && (
          <>
            <Typography.Title level={5}>{t('footprint.compute.settings')}</Typography.Title>
            <SettingsSummary settings={reply.settings} unitCode={unitCode} />
          </>
        )}
        <Space>
          <Button type="primary" size="large" disabled={!permitted || !computable || !reply.saved || busy} loading={busy} onClick={start}>
            {t('footprint.compute.start')}
          </Button>
          <Typography.Text type="secondary">{t('footprint.compute.newSnapshot')}</Typography.Text>
        </Space>
        <JobProgress state={state} onResume={resume} onOpen={(id) => navigate(snapshotUrl(id))} />
      </Space>
    </ProjectCard>
  );
}

function JobProgress({ state, onResume, onOpen }: { state: JobState; onResume(): void; onOpen(snapshotId: number): void }) {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  switch (state.status) {
    case 'idle':
    case 'starting':
      return null;
    case 'running':
      return (
        <div aria-live="polite">
          <Progress percent={state.job?.progress ?? 0} status="active" />
          <Typography.Text data-testid="job-phase">{t(`footprint.compute.phases.${state.job?.phase ?? 'reading'}`)}</Typography.Text>
        </div>
      );
    case 'done':
      return (
        <div aria-live="polite">
          <Progress percent={100} status="success" />
          <Alert
            type="success"
            showIcon
            title={t('footprint.compute.done')}
            action={
              state.job.snapshotId !== null && (
                <Button type="primary" onClick={() => onOpen(state.job.snapshotId as number)}>
                  {t('footprint.compute.openResult')}
                </Button>
              )
            }
          />
        </div>
      );
    case 'failed':
      return <Alert type="error" showIcon title={t('footprint.compute.failed')} description={state.message ?? t('common:systemError')} />;
    case 'refused':
      return <Alert type="error" showIcon title={state.message} />;
    case 'lost':
      return <RetryAlert title={t('footprint.compute.lost')} description={state.message} type="warning" onRetry={onResume} />;
  }
}
