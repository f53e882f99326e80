/**
 * /AnalysisDisplay/benchmarking_analysis?snapshotId= (对标分析): pick the result of a computed project
 * the user may see (its latest computation; another one through the link of a product or the URL),
 * then its per kWp against every benchmark reference, the trend over the project's computations, the
 * company's other products and its rank among published results of its technology. Administrators
 * keep the references on a panel below (add, edit, delete with confirmation).
 */
import { Card, Empty, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BENCHMARK_PERMISSIONS, useAccess, useLoaded } from '@pcf/shared';
import type { BenchmarkableSnapshot, SnapshotBenchmark } from '@pcf/shared';
import { RetryAlert, FailedCard, LoadingCard } from '@pcf/shared/ui';
import { ANALYSIS_NS } from '../../locales';
import { benchmarkApi } from '../../parts/benchmarkApi';
import { formatDate } from '../../parts/format';
import { idParam } from '../../parts/paths';
import { BenchmarkView } from './parts/BenchmarkView';
import { ReferenceManager } from './parts/ReferenceManager';

export default function BenchmarkingPage() {
  const { t } = useTranslation(ANALYSIS_NS);
  const access = useAccess();
  const [params, setParams] = useSearchParams();
  const snapshotId = idParam(params.get('snapshotId'));
  const snapshots = useLoaded<BenchmarkableSnapshot[]>(benchmarkApi.snapshots, 'snapshots');
  const benchmark = useLoaded<SnapshotBenchmark>(snapshotId === null ? null : () => benchmarkApi.benchmark(snapshotId), String(snapshotId));
  const manages = ['add', 'edit', 'remove'].some((button) =>
    access.hasPermission(BENCHMARK_PERMISSIONS[button as 'add' | 'edit' | 'remove']),
  );

  const options =
    snapshots.load.status === 'ready'
      ? snapshots.load.data.map((s) => ({
          value: s.snapshotId,
          label: t('benchmark.snapshotOption', { code: s.projectCode, name: s.projectName, seq: s.seq, date: formatDate(s.createdAt) }),
        }))
      : [];
  // a snapshot named in the URL that is not a project's latest still shows by its id
  const picked =
    snapshotId !== null && !options.some((o) => o.value === snapshotId)
      ? [...options, { value: snapshotId, label: `#${snapshotId}` }]
      : options;

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card title={t('benchmark.title')}>
        <Select<number>
          aria-label={t('benchmark.pick')}
          placeholder={t('benchmark.pick')}
          showSearch={{ optionFilterProp: 'label' }}
          loading={snapshots.load.status === 'loading'}
          options={picked}
          value={snapshotId ?? undefined}
          onChange={(value) => setParams({ snapshotId: String(value) })}
          style={{ width: '100%', maxWidth: 560 }}
          notFoundContent={t('benchmark.noSnapshots')}
        />
        {snapshots.load.status === 'failed' && (
          <RetryAlert
            type="warning"
            title={snapshots.load.message ?? t('benchmark.snapshotsFailed')}
            onRetry={snapshots.retry}
            style={{ marginTop: 12 }}
          />
        )}
      </Card>
      {snapshotId === null ? (
        <Card>
          <Empty description={t('benchmark.nothingPicked')} />
        </Card>
      ) : benchmark.load.status === 'loading' ? (
        <LoadingCard />
      ) : benchmark.load.status === 'failed' ? (
        <FailedCard title={t('benchmark.loadFailed')} message={benchmark.load.message} onRetry={benchmark.retry} />
      ) : (
        <BenchmarkView benchmark={benchmark.load.data} />
      )}
      {manages && <ReferenceManager onChanged={benchmark.retry} />}
    </Space>
  );
}
