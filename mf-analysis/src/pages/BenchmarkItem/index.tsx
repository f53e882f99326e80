/**
 * /AnalysisDisplay/benchmarking_analysis/item?snapshotId=&referenceId= (对标分析详情, hidden): one
 * benchmark in detail: the result against the chosen reference, the gap to every reference, and, when
 * the result misses, the largest lines and how much each would have to drop to close the gap (alone,
 * or all together by one share). Trying changes out is the contribution analysis's what-if, linked to.
 */
import { Alert, Button, Card, Descriptions, Result, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDictLabels, useLoaded } from '@pcf/shared';
import type { BenchmarkComparison, SnapshotBenchmark } from '@pcf/shared';
import { ANALYSIS_NS } from '../../locales';
import { benchmarkApi } from '../../parts/benchmarkApi';
import { formatGap, formatNumber, formatPercent, PER_KWP, referenceFigure } from '../../parts/format';
import { benchmarkItemUrl, benchmarkUrl, BENCHMARK_PATHS, analysisUrl, idParam } from '../../parts/paths';
import { MeetsTag } from '../../parts/MeetsTag';
import { closeGap, type LineToClose } from './closeGap';
import { FailedCard, LoadingCard } from '@pcf/shared/ui';

const STAGE_DICT = 'pcf_lifecycle_stage';

export default function BenchmarkItemPage() {
  const { t } = useTranslation(ANALYSIS_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const snapshotId = idParam(params.get('snapshotId'));
  const referenceId = idParam(params.get('referenceId'));
  const benchmark = useLoaded<SnapshotBenchmark>(snapshotId === null ? null : () => benchmarkApi.benchmark(snapshotId), String(snapshotId));

  if (snapshotId === null || referenceId === null)
    return (
      <Card title={t('benchmark.item.title')}>
        <Result
          status="warning"
          title={t('benchmark.item.nothingChosen')}
          extra={<Button onClick={() => navigate(BENCHMARK_PATHS.list)}>{t('benchmark.item.back')}</Button>}
        />
      </Card>
    );
  if (benchmark.load.status === 'loading') return <LoadingCard />;
  if (benchmark.load.status === 'failed')
    return <FailedCard title={t('benchmark.loadFailed')} message={benchmark.load.message} onRetry={benchmark.retry} />;
  return <BenchmarkDetail benchmark={benchmark.load.data} referenceId={referenceId} />;
}

function BenchmarkDetail({ benchmark, referenceId }: { benchmark: SnapshotBenchmark; referenceId: number }) {
  const { t } = useTranslation(ANALYSIS_NS);
  const navigate = useNavigate();
  const stages = useDictLabels(STAGE_DICT);
  const chosen = benchmark.comparisons.find((c) => c.reference.id === referenceId);
  const back = <Button onClick={() => navigate(benchmarkUrl(benchmark.snapshotId))}>{t('benchmark.item.back')}</Button>;
  if (!chosen)
    return (
      <Card title={t('benchmark.item.title')}>
        <Result status="warning" title={t('benchmark.item.referenceMissing')} extra={back} />
      </Card>
    );

  const unit = chosen.reference.unit === 'kgCO2e/kWp' ? PER_KWP : 'kg CO₂e/m²';
  const gapColumns: TableColumnsType<BenchmarkComparison> = [
    {
      title: t('benchmark.table.reference'),
      key: 'name',
      render: (_, c) =>
        c.reference.id === referenceId ? (
          <strong>{c.reference.name}</strong>
        ) : (
          <Link to={benchmarkItemUrl(benchmark.snapshotId, c.reference.id)}>{c.reference.name}</Link>
        ),
    },
    { title: t('benchmark.table.figure'), key: 'figure', render: (_, c) => referenceFigure(c.reference) },
    { title: t('benchmark.table.meets'), key: 'meets', render: (_, c) => <MeetsTag meets={c.meets} /> },
    { title: t('benchmark.table.gap'), key: 'gap', render: (_, c) => formatGap(c.gap) },
    { title: t('benchmark.table.gapPercent'), key: 'gapPercent', render: (_, c) => formatPercent(c.gapPercent) },
  ];

  // the lines' parts are per kWp: a gap in another unit is not closed line by line here
  const plan =
    chosen.gap !== null && chosen.gap > 0 && chosen.reference.unit === 'kgCO2e/kWp' ? closeGap(chosen.gap, benchmark.contributors) : null;
  const lineColumns: TableColumnsType<LineToClose> = [
    { title: t('benchmark.item.line'), key: 'line', render: (_, l) => l.contributor.description },
    { title: t('benchmark.item.stage'), key: 'stage', render: (_, l) => stages[l.contributor.stage] ?? l.contributor.stage },
    { title: t('benchmark.item.category'), key: 'category', render: (_, l) => l.contributor.category ?? t('benchmark.item.uncategorised') },
    { title: t('benchmark.item.linePerKwp'), key: 'perKwp', render: (_, l) => formatNumber(l.perKwp) },
    { title: t('benchmark.item.share'), key: 'share', render: (_, l) => formatPercent(l.contributor.share * 100) },
    {
      title: t('benchmark.item.alone'),
      key: 'alone',
      render: (_, l) =>
        l.aloneDropPercent === null
          ? t('benchmark.item.notAlone')
          : t('benchmark.item.dropBy', { percent: formatPercent(l.aloneDropPercent), amount: formatNumber(chosen.gap) }),
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card title={t('benchmark.item.heading', { name: benchmark.projectName, reference: chosen.reference.name })} extra={back}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('benchmark.table.measured')}>
            <span data-testid="measured">
              {formatNumber(chosen.measured)} {unit}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('benchmark.table.figure')}>
            {referenceFigure(chosen.reference)} {unit}
          </Descriptions.Item>
          <Descriptions.Item label={t('benchmark.table.meets')}>
            <MeetsTag meets={chosen.meets} />
          </Descriptions.Item>
          <Descriptions.Item label={t('benchmark.table.gap')}>
            <span data-testid="gap">
              {formatGap(chosen.gap)} {unit} ({formatPercent(chosen.gapPercent)})
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('benchmark.table.source')}>{chosen.reference.source}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('benchmark.item.allGaps')}>
        <Table rowKey={(c) => c.reference.id} columns={gapColumns} dataSource={benchmark.comparisons} pagination={false} size="small" />
      </Card>
      {chosen.meets === false && (
        <Card
          title={t('benchmark.item.closeTitle')}
          extra={<Link to={analysisUrl(benchmark.snapshotId)}>{t('benchmark.item.whatIf')}</Link>}
        >
          {plan && (
            <Alert
              data-testid="together"
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={
                plan.togetherDropPercent === null
                  ? t('benchmark.item.notTogether', { count: plan.lines.length })
                  : t('benchmark.item.together', { count: plan.lines.length, percent: formatPercent(plan.togetherDropPercent) })
              }
            />
          )}
          <Table
            data-testid="lines-to-close"
            rowKey={(l) => l.contributor.lineId}
            columns={lineColumns}
            dataSource={plan?.lines ?? []}
            pagination={false}
            size="small"
          />
        </Card>
      )}
    </Space>
  );
}
