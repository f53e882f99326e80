/** Online data collection (/acquisitionManagement): the screens this remote has. The data review (/accounting) is still planned. */
import { lazy } from 'react';
import type { RemoteRoute } from '@pcf/shared';

const BASE = '/acquisitionManagement';

const routes: RemoteRoute[] = [
  { path: `${BASE}/index`, titleKey: 'acquisition:entry.title', icon: 'EditOutlined', Component: lazy(() => import('./pages/DataEntry')) },
  { path: `${BASE}/acquisition`, titleKey: 'acquisition:entry.title', icon: 'EditOutlined', hidden: true, Component: lazy(() => import('./pages/Acquisition')) },
];

export default routes;
export { registerLocales } from './locales';
