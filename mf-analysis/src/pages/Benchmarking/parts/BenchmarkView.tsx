/**
 * One snapshot's benchmark: its per kWp against every reference (a bar chart and a table with meets
 * or misses and the gap), the trend over the project's snapshots, the company's other products and
 * the percentile rank among published results of its technology (or how many there are still too few).
 */
import { Alert, Card, Descriptions, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BENCHMARK_KIND_DICT, BENCHMARK_PERMISSIONS, PROJECT_TECHNOLOGY_DICT, useAccess, useDictLabels } from '@pcf/shared';
import type { BenchmarkComparison, BenchmarkProduct, SnapshotBenchmark } from '@pcf/shared';
import { Chart } from '@pcf/shared/ui';
import { ANALYSIS_NS } from '../../../locales';
import { resultAgainstReferences, trendLine } from '../../../parts/chartOptions';
import { formatDate, formatGap, formatNumber, formatPercent, PER_KWP, referenceFigure } from '../../../parts/format';
import { benchmarkItemUrl, benchmarkUrl } from '../../../parts/paths';
import { MeetsTag } from '../../../parts/MeetsTag';

export function BenchmarkView({ benchmark }: { benchmark: SnapshotBenchmark }) {
  const { t } = useTranslation(ANALYSIS_NS);
  const access = useAccess();
  const kinds = useDictLabels(BENCHMARK_KIND_DICT);
  const technologies = useDictLabels(PROJECT_TECHNOLOGY_DICT);
  const perKwpReferences = benchmark.comparisons.filter((c) => c.reference.unit === 'kgCO2e/kWp').map((c) => c.reference);
  const mayOpen = access.hasPermission(BENCHMARK_PERMISSIONS.query);

  const columns: TableColumnsType<BenchmarkComparison> = [
    { title: t('benchmark.table.reference'), key: 'name', render: (_, c) => c.reference.name },
    { title: t('benchmark.table.kind'), key: 'kind', render: (_, c) => kinds[c.reference.kind] ?? c.reference.kind },
    {
      title: t('benchmark.table.figure'),
      key: 'figure',
      render: (_, c) => `${referenceFigure(c.reference)} ${c.reference.unit === 'kgCO2e/kWp' ? PER_KWP : 'kg CO₂e/m²'}`,
    },
    { title: t('benchmark.table.measured'), key: 'measured', render: (_, c) => formatNumber(c.measured) },
    { title: t('benchmark.table.meets'), key: 'meets', render: (_, c) => <MeetsTag meets={c.meets} /> },
    { title: t('benchmark.table.gap'), key: 'gap', render: (_, c) => formatGap(c.gap) },
    { title: t('benchmark.table.gapPercent'), key: 'gapPercent', render: (_, c) => formatPercent(c.gapPercent) },
    {
      title: t('benchmark.table.source'),
      key: 'source',
      render: (_, c) =>
        c.reference.sourceUrl ? (
          <Typography.Link href={c.reference.sourceUrl} target="_blank" rel="noopener noreferrer">
            {c.reference.source}
          </Typography.Link>
        ) : (
          c.reference.source
        ),
    },
    ...(mayOpen
      ? [
          {
            title: t('benchmark.table.actions'),
            key: 'actions',
            render: (_: unknown, c: BenchmarkComparison) => (
              <Link to={benchmarkItemUrl(benchmark.snapshotId, c.reference.id)}>{t('benchmark.table.detail')}</Link>
            ),
          },
        ]
      : []),
  ];

  const productColumns: TableColumnsType<BenchmarkProduct> = [
    { title: t('benchmark.products.name'), dataIndex: 'projectName' },
    { title: t('benchmark.products.model'), dataIndex: 'productModel' },
    { title: t('benchmark.products.technology'), key: 'technology', render: (_, p) => technologies[p.technology] ?? p.technology },
    { title: t('benchmark.products.seq'), key: 'seq', render: (_, p) => `#${p.seq}` },
    { title: t('benchmark.products.perKwp'), key: 'perKwp', render: (_, p) => formatNumber(p.perKwp) },
    {
      title: t('benchmark.table.actions'),
      key: 'open',
      render: (_, p) => <Link to={benchmarkUrl(p.snapshotId)}>{t('benchmark.products.open')}</Link>,
    },
  ];

  const { rank } = benchmark;
  return (
    <>
      <Card title={t('benchmark.headline', { name: benchmark.projectName })}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('benchmark.model')}>{benchmark.productModel}</Descriptions.Item>
          <Descriptions.Item label={t('benchmark.technology')}>
            {technologies[benchmark.technology] ?? benchmark.technology}
          </Descriptions.Item>
          <Descriptions.Item label={t('benchmark.computation')}>
            {t('benchmark.computationOf', { seq: benchmark.seq, date: formatDate(benchmark.createdAt) })}
          </Descriptions.Item>
          <Descriptions.Item label={t('benchmark.perKwp')}>
            <span data-testid="per-kwp">
              {formatNumber(benchmark.perKwp)} {PER_KWP}
            </span>
          </Descriptions.Item>
        </Descriptions>
        <Alert
          data-testid="rank"
          type={rank.betterThanPercent === null ? 'info' : 'success'}
          showIcon
          title={
            rank.betterThanPercent === null
              ? t('benchmark.rankTooFew', { count: rank.count, minimum: rank.minimum })
              : t('benchmark.rank', { percent: formatPercent(rank.betterThanPercent), count: rank.count })
          }
        />
      </Card>
      {benchmark.perKwp !== null && perKwpReferences.length > 0 && (
        <Card title={t('benchmark.chartTitle')}>
          <Chart
            ariaLabel={t('benchmark.chartTitle')}
            option={resultAgainstReferences(t('benchmark.thisProduct'), benchmark.perKwp, perKwpReferences)}
            height={Math.max(200, 48 * (perKwpReferences.length + 1))}
          />
        </Card>
      )}
      <Card title={t('benchmark.table.title')}>
        <Table
          data-testid="comparisons"
          rowKey={(c) => c.reference.id}
          columns={columns}
          dataSource={benchmark.comparisons}
          pagination={false}
          size="small"
          scroll={{ x: true }}
        />
      </Card>
      <Card title={t('benchmark.trendTitle')}>
        <Chart ariaLabel={t('benchmark.trendTitle')} option={trendLine(benchmark.trend, perKwpReferences)} height={260} />
      </Card>
      <Card title={t('benchmark.products.title')}>
        <Table
          data-testid="products"
          rowKey="projectId"
          columns={productColumns}
          dataSource={benchmark.products}
          pagination={false}
          size="small"
          locale={{ emptyText: t('benchmark.products.none') }}
        />
      </Card>
    </>
  );
}
