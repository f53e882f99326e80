/**
 * /SupplyChainManagement/index (供应链概览): the company's supply chain in counts: its suppliers by
 * kind, the customers that list it as a supplier, the requests sent and received by status, the
 * footprints it shares and the applications to use received ones. Each card leads to its screen
 * (companyPJ, applyPJ and distributionPJ are hidden routes: this page is the way in), shown only to
 * those who may open it; the visualization too.
 */
import { Button, Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PACT_PERMISSIONS, SUPPLY_CHAIN_PERMISSIONS as P, useAccess, type SupplyChainOverview, useLoaded } from '@pcf/shared';
import { SUPPLYCHAIN_NS } from '../../locales';
import { useCompanyScope } from '../../parts/CompanyScope';
import { SUPPLY_CHAIN_PATHS } from '../../parts/paths';
import { overviewApi } from './api';
import { FailedCard, LoadingCard } from '@pcf/shared/ui';

interface Tile {
  key: string;
  total: number;
  parts: [string, number][];
  /** Where the card leads, and the permission that route needs. */
  to: { path: string; permission: string; label: string } | null;
}

function tiles(o: SupplyChainOverview, t: (key: string) => string): Tile[] {
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
  const requestParts = (counts: SupplyChainOverview['sent']): [string, number][] =>
    (['created', 'fulfilled', 'rejected'] as const).map((s) => [t(`requests.statuses.${s}`), counts[s]]);
  return [
    {
      key: 'suppliers',
      total: sum(o.suppliers),
      parts: (['platform', 'invited', 'host'] as const).map((k) => [t(`overview.supplierKinds.${k}`), o.suppliers[k]]),
      to: { path: SUPPLY_CHAIN_PATHS.suppliers, permission: P.partnerList, label: t('overview.toSuppliers') },
    },
    { key: 'customers', total: o.customers, parts: [], to: null },
    {
      key: 'sent',
      total: sum(o.sent),
      parts: requestParts(o.sent),
      to: { path: SUPPLY_CHAIN_PATHS.sent, permission: P.sentList, label: t('overview.toSent') },
    },
    {
      key: 'received',
      total: sum(o.received),
      parts: requestParts(o.received),
      to: { path: SUPPLY_CHAIN_PATHS.received, permission: P.receivedList, label: t('overview.toReceived') },
    },
    {
      key: 'footprints',
      total: o.footprints.active,
      parts: [
        [t('overview.footprintParts.deprecated'), o.footprints.deprecated],
        [t('overview.footprintParts.shared'), o.footprints.shared],
      ],
      to: { path: SUPPLY_CHAIN_PATHS.footprints, permission: PACT_PERMISSIONS.list, label: t('overview.toFootprints') },
    },
    {
      key: 'applications',
      total: sum(o.applications),
      parts: (['pending', 'approved', 'rejected'] as const).map((k) => [t(`overview.applicationParts.${k}`), o.applications[k]]),
      to: { path: SUPPLY_CHAIN_PATHS.applications, permission: P.applicationList, label: t('overview.toApplications') },
    },
  ];
}

export default function OverviewPage() {
  const { t } = useTranslation([SUPPLYCHAIN_NS, 'common']);
  const navigate = useNavigate();
  const access = useAccess();
  const scope = useCompanyScope();
  const { load, retry } = useLoaded(() => overviewApi.counts(scope.companyId), `overview:${scope.companyId ?? 'all'}`);
  const mayVisualize = access.hasPermission(P.visualization);

  const header = (
    <Card
      title={t('overview.title')}
      extra={
        <Space wrap>
          {scope.picker}
          {mayVisualize && <Button onClick={() => navigate(SUPPLY_CHAIN_PATHS.visualization)}>{t('overview.toVisualization')}</Button>}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {scope.picker && scope.companyId === undefined ? t('overview.allCompanies') : t('overview.hint')}
      </Typography.Paragraph>
    </Card>
  );

  if (load.status === 'loading')
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        {header}
        <LoadingCard />
      </Space>
    );
  if (load.status === 'failed')
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        {header}
        <FailedCard title={t('overview.failed')} message={load.message} onRetry={retry} />
      </Space>
    );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {header}
      <Row gutter={[16, 16]}>
        {tiles(load.data, t).map((tile) => (
          <Col key={tile.key} xs={24} md={12} xl={8}>
            <Card
              title={t(`overview.tiles.${tile.key}`)}
              extra={
                tile.to &&
                access.hasPermission(tile.to.permission) && (
                  <Button type="link" onClick={() => tile.to && navigate(tile.to.path)}>
                    {tile.to.label}
                  </Button>
                )
              }
              style={{ height: '100%' }}
            >
              <Statistic value={tile.total} aria-label={t(`overview.tiles.${tile.key}`)} />
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                {tile.parts.length === 0
                  ? t(`overview.tileHints.${tile.key}`)
                  : tile.parts.map(([label, n]) => `${label} ${n}`).join(' · ')}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </Space>
  );
}
