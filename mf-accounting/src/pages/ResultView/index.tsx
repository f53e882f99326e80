/**
 * /businessAccounting/carbon_footprint/collect?id=<snapshotId> (or ?projectId= for the latest)
 * (评价结果): one computation's result — the headline figures, where the emissions come from (by
 * stage, by category, the largest lines), what the cut-off left out, every line as computed, and what it was computed with
 * (settings, factor versions, GWP values). Another snapshot of the project may be picked, or
 * compared with this one (&compare=<snapshotId>).
 */
import { Button, Card, Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FOOTPRINT_COMPUTABLE_STATUSES, FOOTPRINT_PERMISSIONS, useAccess } from '@pcf/shared';
import type { FootprintSnapshot, ProjectStatus, SnapshotListReply, SnapshotSummary } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../locales';
import { formatTime } from '../../parts/footprint/format';
import { computeUrl, idParam } from '../../parts/footprint/paths';
import { BackToList, NothingChosen, PageFailed, PageLoading } from '../../parts/footprint/PageStates';
import { ProjectCard } from '../../parts/footprint/ProjectCard';
import { useStageLabels } from '../../parts/footprint/useStageLabels';
import { useResult, type ResultQuery } from './useResult';
import { Breakdowns } from './parts/Breakdowns';
import { CompareView } from './parts/CompareView';
import { CutOffPanel } from './parts/CutOffPanel';
import { Headline } from './parts/Headline';
import { LinesTable } from './parts/LinesTable';
import { SnapshotPicker } from './parts/SnapshotPicker';
import { StudyDetails } from './parts/StudyDetails';

export default function ResultViewPage() {
  const { t } = useTranslation(ACCOUNTING_NS);
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const projectId = idParam(params.get('projectId'));
  const compare = idParam(params.get('compare'));
  if (id === null && projectId === null) return <NothingChosen title={t('footprint.resultTitle')} />;
  const query: ResultQuery = id !== null ? { id } : { projectId: projectId as number };
  return <ResultLoader query={query} compare={id !== null && compare !== id ? compare : null} />;
}

function ResultLoader({ query, compare }: { query: ResultQuery; compare: number | null }) {
  const { t } = useTranslation(ACCOUNTING_NS);
  const { load, retry } = useResult(query);
  if (load.status === 'loading') return <PageLoading title={t('footprint.resultTitle')} />;
  if (load.status === 'failed') return <PageFailed title={t('footprint.resultTitle')} message={load.message} onRetry={retry} />;
  if (load.status === 'none') return <NotComputed list={load.list} />;
  return <Result snapshot={load.snapshot} snapshots={load.list} projectStatus={load.projectStatus} compare={compare} />;
}

function NotComputed({ list }: { list: SnapshotListReply }) {
  const { t } = useTranslation(ACCOUNTING_NS);
  const navigate = useNavigate();
  const access = useAccess();
  const mayCompute = access.hasPermission(FOOTPRINT_PERMISSIONS.compute) && FOOTPRINT_COMPUTABLE_STATUSES.includes(list.projectStatus);
  return (
    <Card title={t('footprint.result.title', { name: list.projectName })} extra={<BackToList />}>
      <Empty description={t('footprint.result.none')}>
        {mayCompute && (
          <Button type="primary" onClick={() => navigate(computeUrl(list.projectId))}>
            {t('footprint.list.compute')}
          </Button>
        )}
      </Empty>
    </Card>
  );
}

interface ResultProps {
  snapshot: FootprintSnapshot;
  snapshots: SnapshotSummary[];
  projectStatus: ProjectStatus | null;
  compare: number | null;
}

function Result({ snapshot, snapshots, projectStatus, compare }: ResultProps) {
  const { t } = useTranslation(ACCOUNTING_NS);
  const [, setParams] = useSearchParams();
  const stageLabel = useStageLabels();
  const show = (id: number, other?: number) =>
    setParams(other === undefined ? { id: String(id) } : { id: String(id), compare: String(other) });

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <ProjectCard title={t('footprint.result.title', { name: snapshot.projectName })} status={projectStatus}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {t('footprint.result.subtitle', {
              model: snapshot.productModel,
              company: snapshot.companyName,
              seq: snapshot.seq,
              by: snapshot.createdByName,
              time: formatTime(snapshot.createdAt),
            })}
          </Typography.Text>
          <SnapshotPicker
            current={snapshot.id}
            compare={compare}
            snapshots={snapshots}
            onPick={(id) => show(id)}
            onCompare={(other) => show(snapshot.id, other)}
          />
        </Space>
      </ProjectCard>
      {compare !== null ? (
        <CompareView a={snapshot.id} b={compare} onClose={() => show(snapshot.id)} />
      ) : (
        <>
          <Headline snapshot={snapshot} />
          <Breakdowns
            byStage={snapshot.byStage}
            byCategory={snapshot.byCategory}
            stageLabel={stageLabel}
            totalBeforeCutOff={snapshot.totalBeforeCutOff}
            excluded={
              snapshot.cutOff && snapshot.cutOff.emission !== undefined
                ? { emission: snapshot.cutOff.emission, share: snapshot.cutOff.share }
                : null
            }
          />
          <CutOffPanel snapshot={snapshot} stageLabel={stageLabel} />
          <LinesTable lines={snapshot.lines} allocationShare={snapshot.allocationShare} stageLabel={stageLabel} />
          <StudyDetails snapshot={snapshot} />
        </>
      )}
    </Space>
  );
}
