/**
 * /CarbonFootprintDatabase/DatabaseVisualization (数据库可视化): the factor database at a glance, from
 * GET /rest/factor/statistics: counts by category, region, source and year, the spread of values
 * per category and unit, and how much of the directory holds factors. A click on a bar, slice, box
 * or block opens the factor list filtered by what it stands for.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Card, Col, Empty, Row, Space, Spin, Statistic, Switch, Tag, Tooltip, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, createSearchParams, useNavigate } from 'react-router-dom';
import { messageOf, useDictLabels } from '@pcf/shared';
import type { FactorStatistics } from '@pcf/shared';
import { Chart, LoadFailed } from '@pcf/shared/ui';
import type { ChartClickParams } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../locales';
import { FACTOR_LIST_PATH } from '../../parts/factorDisplay';
import { statisticsApi } from './api';
import { countBars, coverageMap, emptyNodes, nodePath, regionPie, valueBoxes, yearBars } from './parts/chartOptions';

const REGION_DICT = 'pcf_region';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; statistics: FactorStatistics };

/** The filters the factor list reads from its link. */
type ListFilter = { categoryId: number } | { region: string } | { source: string } | { year: number };

function ChartCard({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card size="small" title={title} extra={extra} style={{ height: '100%' }}>
      {children}
    </Card>
  );
}

export default function FactorStatisticsPage() {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setLoaded({ status: 'loading' });
    statisticsApi
      .load()
      .then((envelope) => {
        if (!active) return;
        if (envelope.code === 200 && envelope.data) setLoaded({ status: 'ready', statistics: envelope.data });
        else setLoaded({ status: 'failed', message: messageOf(envelope) });
      })
      .catch(() => {
        // the shared client has shown why (network, session)
        if (active) setLoaded({ status: 'failed', message: null });
      });
    return () => {
      active = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = (
    <Button icon={<ReloadOutlined />} onClick={reload} loading={loaded.status === 'loading'}>
      {t('common:refresh')}
    </Button>
  );

  if (loaded.status === 'loading') {
    return (
      <Card title={t('visualization.title')}>
        <div role="status" aria-label={t('common:loading')} style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
          <Spin />
        </div>
      </Card>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <Card title={t('visualization.title')}>
        <LoadFailed title={t('visualization.loadFailed')} subTitle={loaded.message} onRetry={reload} />
      </Card>
    );
  }
  const { statistics } = loaded;
  if (statistics.total === 0) {
    return (
      <Card title={t('visualization.title')} extra={refresh}>
        <Empty description={t('visualization.empty')} style={{ padding: 32 }}>
          <Typography.Paragraph type="secondary">{t('visualization.emptyHint')}</Typography.Paragraph>
          <Link to={FACTOR_LIST_PATH}>{t('visualization.toFactorList')}</Link>
        </Empty>
      </Card>
    );
  }
  return <StatisticsView statistics={statistics} refresh={refresh} />;
}

function StatisticsView({ statistics, refresh }: { statistics: FactorStatistics; refresh: ReactNode }) {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const navigate = useNavigate();
  const regionLabels = useDictLabels(REGION_DICT);
  const [log, setLog] = useState(false);
  const { byCategory, byRegion, bySource, byYear, valueSpread, coverage } = statistics;

  const openList = useCallback(
    (filter: ListFilter) => {
      const query = Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, String(value)]));
      navigate(`${FACTOR_LIST_PATH}?${createSearchParams(query).toString()}`);
    },
    [navigate],
  );

  const categoryName = useCallback((name: string | null) => name ?? t('visualization.uncategorized'), [t]);
  const spreadNames = useMemo(() => valueSpread.map((row) => `${categoryName(row.name)} · ${row.unitCode}`), [valueSpread, categoryName]);
  // a log axis cannot show 0 (a factor of 0 exists: e.g. a renewable input counted as zero)
  const logPossible = valueSpread.every((row) => row.min > 0);

  const options = useMemo(
    () => ({
      category: countBars({
        labels: byCategory.map((row) => categoryName(row.name)),
        counts: byCategory.map((row) => row.count),
        seriesName: t('visualization.chart.byCategory'),
        horizontal: true,
        hint: (i) => (byCategory[i]?.categoryId === null ? t('visualization.tooltip.uncategorized') : t('visualization.tooltip.open')),
        t,
      }),
      region: regionPie({
        labels: byRegion.map((row) => regionLabels[row.region] ?? row.region),
        counts: byRegion.map((row) => row.count),
        codes: byRegion.map((row) => row.region),
        t,
      }),
      source: countBars({
        labels: bySource.map((row) => row.source),
        counts: bySource.map((row) => row.count),
        seriesName: t('visualization.chart.bySource'),
        horizontal: true,
        hint: () => t('visualization.tooltip.open'),
        t,
      }),
      year: yearBars({ byYear, t }),
      spread: valueBoxes({ spread: valueSpread, names: spreadNames, log: log && logPossible, t }),
      coverage: coverageMap({ coverage, t }),
    }),
    [byCategory, byRegion, bySource, byYear, valueSpread, coverage, regionLabels, spreadNames, categoryName, log, logPossible, t],
  );

  const barsHeight = (count: number) => Math.min(Math.max(count, 4), 15) * 28 + 80;
  // the two charts of a row share a height: the bars' (categories beside regions, sources beside years)
  const firstRowHeight = barsHeight(byCategory.length);
  const secondRowHeight = barsHeight(bySource.length);
  const withoutFactors = emptyNodes(coverage);
  const coveredNodes = coverage.filter((node) => node.total > 0).length;
  const usedCategories = byCategory.filter((row) => row.categoryId !== null).length;

  const onCategory = ({ dataIndex }: ChartClickParams) => {
    const categoryId = byCategory[dataIndex]?.categoryId;
    if (categoryId !== null && categoryId !== undefined) openList({ categoryId });
  };
  const onRegion = ({ dataIndex }: ChartClickParams) => {
    const row = byRegion[dataIndex];
    if (row) openList({ region: row.region });
  };
  const onSource = ({ dataIndex }: ChartClickParams) => {
    const row = bySource[dataIndex];
    if (row) openList({ source: row.source });
  };
  const onYear = ({ dataIndex }: ChartClickParams) => {
    const row = byYear[dataIndex];
    if (row) openList({ year: row.year });
  };
  const onSpread = ({ dataIndex }: ChartClickParams) => {
    const categoryId = valueSpread[dataIndex]?.categoryId;
    if (categoryId !== null && categoryId !== undefined) openList({ categoryId });
  };
  const onCoverage = ({ data }: ChartClickParams) => {
    const id = Number((data as { id?: string } | null)?.id);
    if (Number.isInteger(id) && id > 0) openList({ categoryId: id });
  };

  return (
    <Card title={t('visualization.title')} extra={refresh}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t('visualization.headline.total')} value={statistics.total} />
        </Col>
        <Col xs={12} md={8} xl={5}>
          <Statistic title={t('visualization.headline.categories')} value={usedCategories} />
        </Col>
        <Col xs={12} md={8} xl={5}>
          <Statistic title={t('visualization.headline.regions')} value={byRegion.length} />
        </Col>
        <Col xs={12} md={8} xl={5}>
          <Statistic title={t('visualization.headline.sources')} value={bySource.length} />
        </Col>
        <Col xs={12} md={8} xl={5}>
          <Statistic title={t('visualization.headline.coverage')} value={coveredNodes} suffix={`/ ${coverage.length}`} />
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0' }}>
        {t('visualization.clickHint')}
      </Typography.Paragraph>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ChartCard title={t('visualization.chart.byCategory')}>
            <Chart option={options.category} height={firstRowHeight} onClick={onCategory} ariaLabel={t('visualization.chart.byCategory')} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title={t('visualization.chart.byRegion')}>
            <Chart option={options.region} height={firstRowHeight} onClick={onRegion} ariaLabel={t('visualization.chart.byRegion')} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title={t('visualization.chart.bySource')}>
            <Chart option={options.source} height={secondRowHeight} onClick={onSource} ariaLabel={t('visualization.chart.bySource')} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title={t('visualization.chart.byYear')}>
            <Chart option={options.year} height={secondRowHeight} onClick={onYear} ariaLabel={t('visualization.chart.byYear')} />
          </ChartCard>
        </Col>
        <Col xs={24}>
          <ChartCard
            title={t('visualization.chart.valueSpread')}
            extra={
              <Tooltip title={logPossible ? undefined : t('visualization.logScaleUnavailable')}>
                <Space size={6}>
                  <Switch
                    size="small"
                    checked={log && logPossible}
                    disabled={!logPossible}
                    onChange={setLog}
                    aria-label={t('visualization.logScale')}
                  />
                  <span>{t('visualization.logScale')}</span>
                </Space>
              </Tooltip>
            }
          >
            <Chart option={options.spread} height={360} onClick={onSpread} ariaLabel={t('visualization.chart.valueSpread')} />
          </ChartCard>
        </Col>
        <Col xs={24}>
          <ChartCard title={t('visualization.chart.coverage')}>
            {coverage.length === 0 ? (
              <Empty description={t('visualization.noDirectory')} />
            ) : (
              <Row gutter={[16, 16]}>
                <Col xs={24} xl={16}>
                  {coveredNodes > 0 ? (
                    <Chart option={options.coverage} height={400} onClick={onCoverage} ariaLabel={t('visualization.chart.coverage')} />
                  ) : (
                    <Empty description={t('visualization.noCoveredNodes')} />
                  )}
                </Col>
                <Col xs={24} xl={8}>
                  <Typography.Title level={5}>{t('visualization.emptyNodes', { count: withoutFactors.length })}</Typography.Title>
                  {withoutFactors.length === 0 ? (
                    <Typography.Text type="secondary">{t('visualization.emptyNodesNone')}</Typography.Text>
                  ) : (
                    <>
                      <Typography.Paragraph type="secondary">{t('visualization.emptyNodesHint')}</Typography.Paragraph>
                      <ul
                        aria-label={t('visualization.emptyNodes', { count: withoutFactors.length })}
                        style={{ maxHeight: 320, overflowY: 'auto', listStyle: 'none', padding: 0, margin: 0 }}
                      >
                        {withoutFactors.map((node) => (
                          <li key={node.id} style={{ marginBottom: 4 }}>
                            <Tag>{nodePath(coverage, node.id)}</Tag>
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </Col>
              </Row>
            )}
          </ChartCard>
        </Col>
      </Row>
    </Card>
  );
}
