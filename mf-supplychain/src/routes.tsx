/**
 * The screens of supply-chain management (/SupplyChainManagement). companyPJ, applyPJ and
 * distributionPJ are hidden: 供应链概览 leads to them; SupplyChainVisualization is hidden too
 * (signed-in users reach it by its link).
 */
import { lazy } from 'react';
import type { RemoteRoute } from '@pcf/shared';
import { SUPPLY_CHAIN_PATHS } from './parts/paths';

const routes: RemoteRoute[] = [
  {
    path: SUPPLY_CHAIN_PATHS.overview,
    titleKey: 'supplychain:overview.title',
    icon: 'NodeIndexOutlined',
    Component: lazy(() => import('./pages/Overview')),
  },
  {
    path: SUPPLY_CHAIN_PATHS.suppliers,
    titleKey: 'supplychain:suppliers.title',
    icon: 'BankOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/Suppliers')),
  },
  {
    path: SUPPLY_CHAIN_PATHS.sent,
    titleKey: 'supplychain:sent.title',
    icon: 'SendOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/SentRequests')),
  },
  {
    path: SUPPLY_CHAIN_PATHS.received,
    titleKey: 'supplychain:received.title',
    icon: 'ShareAltOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/ReceivedRequests')),
  },
  {
    path: SUPPLY_CHAIN_PATHS.footprints,
    titleKey: 'supplychain:footprint.title',
    icon: 'ContainerOutlined',
    Component: lazy(() => import('./pages/FootprintManagement')),
  },
  {
    path: SUPPLY_CHAIN_PATHS.applications,
    titleKey: 'supplychain:application.title',
    icon: 'FileAddOutlined',
    Component: lazy(() => import('./pages/FootprintApplications')),
  },
  {
    path: SUPPLY_CHAIN_PATHS.visualization,
    titleKey: 'supplychain:visualization.title',
    icon: 'DotChartOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/SupplyChainVisualization')),
  },
];

export default routes;
export { registerLocales } from './locales';
