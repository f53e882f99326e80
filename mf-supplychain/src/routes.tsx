/** The screens of supply-chain management (/SupplyChainManagement, SPEC §2 group 5). */
import { lazy } from 'react';
import type { RemoteRoute } from '@pcf/shared';
import { SUPPLY_CHAIN_PATHS } from './parts/paths';

const routes: RemoteRoute[] = [
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
