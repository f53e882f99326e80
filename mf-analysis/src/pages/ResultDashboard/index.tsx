/**
 * /AnalysisDisplay/ResultView (结果查看): the latest footprint per kWp of every product the user may
 * see (their company's; a reviewer's, the projects they review; administrators', every company's),
 * its trend over the computations, which thresholds it meets, and the spread of all matching results
 * as a box against the references. Filters: company (reviewers and administrators), technology and
 * the year of the latest computation; the table pages on the server.
 */
import { useState } from 'react';
import { Card, Col, InputNumber, Row, Select, Space, Statistic, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BENCHMARK_YEAR_MAX, BENCHMARK_YEAR_MIN, PROJECT_TECHNOLOGY_DICT, useDictLabels, useDictOptions, useLoaded } from '@pcf/shared';
import type { ResultOverviewReply, ResultOverviewRow } from '@pcf/shared';
import { Chart, FailedCard, LoadingCard } from '@pcf/shared/ui';
import { ANALYSIS_NS } from '../../locales';
import { benchmarkApi } from '../../parts/benchmarkApi';
import { productTrends, spreadBox } from '../../parts/chartOptions';
import { formatDate, formatNumber, PER_KWP } from '../../parts/format';
import { MeetsTag } from '../../parts/MeetsTag';
import { benchmarkUrl } from '../../parts/paths';

interface Filters {
  companyId: number | null;
  technology: string | null;
  year: number | null;
  pageNum: number;
  pageSize: number;
}

export default function ResultDashboardPage() {
  const { t } = useTranslation(ANALYSIS_NS);
  const [filters, setFilters] = useState<Filters>({ companyId: null, technology: null, year: null, pageNum: 1, pageSize: 10 });
  const technologies = useDictOptions(PROJECT_TECHNOLOGY_DICT);
  const overview = useLoaded<ResultOverviewReply>(() => benchmarkApi.results(filters), JSON.stringify(filters));
  // the company options come with the answer; kept while the next page loads
  const [companies, setCompanies] = useState<ResultOverviewReply['companies']>([]);
  const loaded = overview.load.status === 'ready' ? overview.load.data : null;
  if (loaded && loaded.companies.length > 0 && companies.length === 0) setCompanies(loaded.companies);
  const filter = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change, pageNum: 1 }));

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card title={t('results.title')}>
        <Space wrap>
          {companies.length > 0 && (
            <Select<number>
              allowClear
              aria-label={t('results.company')}
              placeholder={t('results.allCompanies')}
              options={companies.map((c) => ({ value: c.id, label: c.name }))}
              value={filters.companyId ?? undefined}
              onChange={(value) => filter({ companyId: value ?? null })}
              style={{ width: 240 }}
            />
          )}
          <Select<string>
            allowClear
            aria-label={t('results.technology')}
            placeholder={t('results.allTechnologies')}
            options={technologies.value}
            value={filters.technology ?? undefined}
            onChange={(value) => filter({ technology: value ?? null })}
            style={{ width: 200 }}
          />
          <InputNumber
            aria-label={t('results.year')}
            placeholder={t('results.year')}
            min={BENCHMARK_YEAR_MIN}
            max={BENCHMARK_YEAR_MAX}
            precision={0}
            value={filters.year}
            onChange={(value) => filter({ year: typeof value === 'number' ? value : null })}
            style={{ width: 140 }}
          />
        </Space>
      </Card>
      {overview.load.status === 'loading' ? (
        <LoadingCard />
      ) : overview.load.status === 'failed' ? (
        <FailedCard title={t('results.loadFailed')} message={overview.load.message} onRetry={overview.retry} />
      ) : (
        <Overview
          data={overview.load.data}
          pageNum={filters.pageNum}
          pageSize={filters.pageSize}
          onPage={(pageNum, pageSize) => setFilters((current) => ({ ...current, pageNum, pageSize }))}
        />
      )}
    </Space>
  );
}

interface OverviewProps {
  data: ResultOverviewReply;
  pageNum: number;
  pageSize: number;
  onPage(pageNum: number, pageSize: number): void;
}

function Overview({ data, pageNum, pageSize, onPage }: OverviewProps) {
  const { t } = useTranslation(ANALYSIS_NS);
  const technologyLabels = useDictLabels(PROJECT_TECHNOLOGY_DICT);
  const thresholds = data.references.filter((reference) => reference.kind === 'threshold');
  const { spread } = data;

  const columns: TableColumnsType<ResultOverviewRow> = [
    { title: t('results.table.code'), dataIndex: 'projectCode' },
    {
      title: t('results.table.name'),
      key: 'name',
      render: (_, row) => <Link to={benchmarkUrl(row.snapshotId)}>{row.projectName}</Link>,
    },
    { title: t('results.table.model'), dataIndex: 'productModel' },
    { title: t('results.table.company'), dataIndex: 'companyName' },
    { title: t('results.table.technology'), key: 'technology', render: (_, row) => technologyLabels[row.technology] ?? row.technology },
    {
      title: t('results.table.latest'),
      key: 'latest',
      render: (_, row) => t('results.table.computation', { seq: row.seq, date: formatDate(row.createdAt) }),
    },
    { title: t('results.table.perKwp'), key: 'perKwp', render: (_, row) => formatNumber(row.perKwp) },
    {
      title: t('results.table.trend'),
      key: 'trend',
      render: (_, row) => row.trend.map((point) => formatNumber(point.perKwp)).join(' → '),
    },
    ...thresholds.map((reference) => ({
      title: reference.name,
      key: `meets-${reference.id}`,
      render: (_: unknown, row: ResultOverviewRow) => <MeetsTag meets={row.perKwp === null ? null : row.meets.includes(reference.id)} />,
    })),
  ];

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Card title={t('results.spreadTitle')}>
            <Row gutter={8} data-testid="spread">
              <Col span={8}>
                <Statistic title={t('results.count')} value={spread.count} />
              </Col>
              <Col span={8}>
                <Statistic title={t('results.median')} value={formatNumber(spread.median)} />
              </Col>
              <Col span={8}>
                <Statistic title={t('results.range')} value={`${formatNumber(spread.min)}–${formatNumber(spread.max)}`} />
              </Col>
            </Row>
            <Chart ariaLabel={t('results.spreadTitle')} option={spreadBox(PER_KWP, spread, thresholds)} height={260} />
          </Card>
        </Col>
        <Col xs={24} md={14}>
          <Card title={t('results.trendTitle')}>
            <Chart
              ariaLabel={t('results.trendTitle')}
              option={productTrends(
                data.rows.map((row) => ({ name: row.projectName, trend: row.trend })),
                thresholds,
              )}
              height={340}
            />
          </Card>
        </Col>
      </Row>
      <Card title={t('results.table.title')}>
        <Table
          data-testid="results"
          rowKey="projectId"
          columns={columns}
          dataSource={data.rows}
          size="small"
          scroll={{ x: true }}
          locale={{ emptyText: t('results.none') }}
          pagination={{ current: pageNum, pageSize, total: data.total, showSizeChanger: true, onChange: onPage }}
        />
      </Card>
    </>
  );
}
