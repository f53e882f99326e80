/**
 * /AnalysisDisplay/contribution_analysis?snapshotId= (贡献分析): where a footprint result's emissions
 * come from. A result is picked by a search over the computed projects the user may read; then its
 * figures, the breakdowns by stage, gas, data type, region and site, the drill-down stage → category
 * → line (a line opens /item), the Pareto list with its 1 % and 5 % flags, the one-at-a-time
 * sensitivity (tornado), and what-if factor swaps kept as scenarios.
 */
import { Card, Empty, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ANALYSIS_NS } from '../../locales';
import { contributionApi } from '../../parts/contribution/api';
import { formatTime } from '../../parts/contribution/format';
import { idParam } from '../../parts/paths';
import { useStageLabels } from '../../parts/contribution/useStageLabels';
import { Breakdowns, Headline } from './parts/Breakdowns';
import { DrillDown } from './parts/DrillDown';
import { Pareto } from './parts/Pareto';
import { SnapshotPicker } from './parts/SnapshotPicker';
import { Tornado } from './parts/Tornado';
import { WhatIf } from './parts/WhatIf';
import { useLoaded } from '@pcf/shared';
import { FailedCard, LoadingCard } from '@pcf/shared/ui';

export default function ContributionAnalysisPage() {
  const { t } = useTranslation(ANALYSIS_NS);
  const [params, setParams] = useSearchParams();
  const snapshotId = idParam(params.get('snapshotId'));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <Card title={t('contribution.title')}>
        <SnapshotPicker value={snapshotId} onPick={(id) => setParams({ snapshotId: String(id) })} />
      </Card>
      {snapshotId === null ? (
        <Card>
          <Empty description={t('contribution.pickResult')} />
        </Card>
      ) : (
        <Analysis key={snapshotId} snapshotId={snapshotId} />
      )}
    </Space>
  );
}

function Analysis({ snapshotId }: { snapshotId: number }) {
  const { t } = useTranslation(ANALYSIS_NS);
  const stageLabel = useStageLabels();
  const { load, retry } = useLoaded(() => contributionApi.contribution(snapshotId), String(snapshotId));
  if (load.status === 'loading') return <LoadingCard />;
  if (load.status === 'failed') return <FailedCard title={t('contribution.loadFailed')} message={load.message} onRetry={retry} />;
  const reply = load.data;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <Card title={t('contribution.resultTitle', { name: reply.projectName, seq: reply.seq, time: formatTime(reply.createdAt) })}>
        <Headline reply={reply} />
      </Card>
      <Tabs
        items={[
          { key: 'breakdowns', label: t('contribution.tabs.breakdowns'), children: <Breakdowns reply={reply} stageLabel={stageLabel} /> },
          { key: 'tree', label: t('contribution.tabs.tree'), children: <DrillDown reply={reply} stageLabel={stageLabel} /> },
          { key: 'pareto', label: t('contribution.tabs.pareto'), children: <Pareto reply={reply} stageLabel={stageLabel} /> },
          { key: 'sensitivity', label: t('contribution.tabs.sensitivity'), children: <Tornado snapshotId={snapshotId} /> },
          { key: 'whatIf', label: t('contribution.tabs.whatIf'), children: <WhatIf reply={reply} stageLabel={stageLabel} /> },
        ]}
      />
    </Space>
  );
}
