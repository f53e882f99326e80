/** Online data collection (/acquisitionManagement): data entry (/index, the hidden /acquisition) and data review (/accounting). */
import { lazy } from 'react';
import type { RemoteRoute } from '@pcf/shared';

const BASE = '/acquisitionManagement';

const routes: RemoteRoute[] = [
  {
    path: `${BASE}/index`,
    titleKey: 'acquisition:entry.title',
    icon: 'EditOutlined',
    Component: lazy(() => import('./pages/ProjectList')),
  },
  {
    path: `${BASE}/acquisition`,
    titleKey: 'acquisition:entry.title',
    icon: 'EditOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/InventoryEditor')),
  },
  {
    path: `${BASE}/accounting`,
    titleKey: 'acquisition:review.title',
    icon: 'AuditOutlined',
    Component: lazy(() => import('./pages/Review')),
  },
];

export default routes;
export { registerLocales } from './locales';
