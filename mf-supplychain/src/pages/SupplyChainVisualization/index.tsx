/**
 * /SupplyChainManagement/SupplyChainVisualization (供应链可视化, hidden, signed-in users): a project's
 * supply chain from its latest result: a Sankey diagram of the supplier footprints by tier flowing
 * into the product, each with the kg CO₂e it brings and its share of the total, and the same figures
 * in a table below (of deeper tiers only the footprint owner's name and figures: their lines are
 * other companies' inventories, which the server does not answer). Clicking a supplier (in the
 * chart or the table) opens the request it came with (applyPJ), or else the footprint
 * (CarbonApplication), each only where the server's node says the viewer may open it; a node
 * without one (a deeper tier's footprint, another company's) is shown plainly. `?projectId=`
 * chooses the project.
 */
import { useMemo } from 'react';
import { Button, Card, Descriptions, Empty, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  PACT_PERMISSIONS,
  SUPPLY_CHAIN_PERMISSIONS,
  formatNumber,
  formatShare,
  round2,
  useAccess,
  type SupplyChainNode,
  type SupplyChainVisualization,
  useLoaded,
} from '@pcf/shared';
import { Chart, type ChartClickParams, FailedCard, LoadingCard } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../locales';
import { ProjectSelect } from '../../parts/ProjectSelect';
import { footprintUrl, idParam, sentRequestUrl } from '../../parts/paths';
import { visualizationApi } from './api';
import { chainOption, ownEmission } from './parts/chainChart';

const CO2E = 'kg CO₂e';

export default function SupplyChainVisualizationPage() {
  const { t } = useTranslation([SUPPLYCHAIN_NS, 'common']);
  const navigate = useNavigate();
  const access = useAccess();
  const [search, setSearch] = useSearchParams();
  const projectId = idParam(search.get('projectId'));
  const { load, retry } = useLoaded(projectId === null ? null : () => visualizationApi.chain(projectId), `chain:${projectId}`);
  const mayOpenRequest = access.hasPermission(SUPPLY_CHAIN_PERMISSIONS.sentList);
  const mayOpenFootprint = access.hasPermission(PACT_PERMISSIONS.list);

  const choose = (id: number | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('projectId');
      else next.set('projectId', String(id));
      return next;
    });

  /**
   * Where a supplier opens: its request, else its footprint, each only when the server says the
   * viewer's company may read it (a deeper tier's footprint went to another company) and the user
   * holds the screen's permission; otherwise the node is shown plainly.
   */
  const targetOf = (node: SupplyChainNode): { url: string; kind: 'request' | 'footprint' } | null => {
    if (node.requestId !== null && mayOpenRequest) return { url: sentRequestUrl(node.requestId), kind: 'request' };
    if (node.footprintLink && mayOpenFootprint) return { url: footprintUrl(node.footprintId), kind: 'footprint' };
    return null;
  };

  const chain = load.status === 'ready' ? load.data : null;
  const option = useMemo(
    () =>
      chain && chain.nodes.length > 0
        ? chainOption(chain, { own: t('visualization.own'), tier: (tier) => t('visualization.tierN', { tier }), unit: CO2E })
        : null,
    [chain, t],
  );

  const onChartClick = (params: ChartClickParams) => {
    const key = (params.data as { key?: unknown } | null)?.key;
    const node = chain?.nodes.find((n) => n.key === key);
    const target = node ? targetOf(node) : null;
    if (target) navigate(target.url);
  };

  const parentName = (node: SupplyChainNode): string =>
    node.parentKey === null ? (chain?.projectName ?? '') : (chain?.nodes.find((n) => n.key === node.parentKey)?.supplierName ?? '—');

  const columns: ColumnsType<SupplyChainNode> = [
    { title: t('visualization.tier'), dataIndex: 'tier', render: (tier: number) => t('visualization.tierN', { tier }) },
    { title: t('visualization.supplier'), dataIndex: 'supplierName' },
    { title: t('visualization.feeds'), render: (_: unknown, node) => parentName(node) },
    {
      title: t('visualization.line'),
      render: (_: unknown, node) =>
        node.stage === null || node.lineDescription === null
          ? t('visualization.notShown')
          : `${t(`stage.${node.stage}`)} · ${node.lineDescription}`,
    },
    {
      title: t('visualization.perUnit'),
      render: (_: unknown, node) =>
        node.perUnit === null || node.unitCode === null
          ? t('visualization.notShown')
          : `${formatNumber(node.perUnit)} ${CO2E}/${node.unitCode}`,
    },
    { title: t('visualization.emission', { unit: CO2E }), dataIndex: 'emission', render: (value: number) => formatNumber(value) },
    { title: t('visualization.share'), dataIndex: 'share', render: (share: number) => formatShare(share) },
    {
      title: t('common:operation'),
      render: (_: unknown, node) => {
        const target = targetOf(node);
        if (!target) return null;
        return (
          <Button type="link" onClick={() => navigate(target.url)}>
            {target.kind === 'request' ? t('visualization.openRequest') : t('visualization.openFootprint')}
          </Button>
        );
      },
    },
  ];

  const content = (data: SupplyChainVisualization) => {
    if (data.snapshotId === null) return <Empty description={t('visualization.notComputed')} />;
    const supplied = data.nodes.filter((n) => n.tier === 1).reduce((sum, n) => sum + n.emission, 0);
    return (
      <>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 4 }}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'total', label: t('visualization.total'), children: `${formatNumber(data.total)} ${CO2E}` },
            {
              key: 'supplied',
              label: t('visualization.supplied'),
              children: `${formatNumber(supplied)} ${CO2E} (${formatShare(data.total === 0 ? 0 : supplied / data.total)})`,
            },
            { key: 'own', label: t('visualization.own'), children: `${formatNumber(ownEmission(data))} ${CO2E}` },
            { key: 'primary', label: t('visualization.primaryDataShare'), children: `${round2(data.primaryDataShare)}%` },
          ]}
        />
        {data.nodes.length === 0 ? (
          <Empty description={t('visualization.noSuppliers')} />
        ) : (
          <>
            {option && (
              <Chart
                option={option}
                height={Math.max(320, data.nodes.length * 48)}
                ariaLabel={t('visualization.chart')}
                onClick={onChartClick}
              />
            )}
            <Typography.Paragraph type="secondary">{t('visualization.chartHint')}</Typography.Paragraph>
            <Table<SupplyChainNode>
              rowKey="key"
              size="small"
              dataSource={data.nodes}
              columns={columns}
              pagination={data.nodes.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            />
          </>
        )}
      </>
    );
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('visualization.title')}>
        <Space wrap>
          <Typography.Text>{t('visualization.project')}</Typography.Text>
          <ProjectSelect value={projectId} withCompany={access.isAdmin} onChange={(id) => choose(id)} style={{ minWidth: 360 }} />
        </Space>
        {projectId === null && <Empty style={{ marginTop: 24 }} description={t('visualization.choose')} />}
      </Card>
      {projectId !== null && load.status === 'loading' && <LoadingCard />}
      {projectId !== null && load.status === 'failed' && (
        <FailedCard title={t('visualization.failed')} message={load.message} onRetry={retry} />
      )}
      {projectId !== null && chain && <Card title={t('visualization.chainOf', { name: chain.projectName })}>{content(chain)}</Card>}
    </Space>
  );
}
