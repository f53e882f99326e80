/** Footprint accounting (/businessAccounting): the screens this remote has. */
import { lazy } from 'react';
import type { RemoteRoute } from '@pcf/shared';

const routes: RemoteRoute[] = [
  {
    path: '/businessAccounting/directory',
    titleKey: 'accounting:directory.title',
    icon: 'ApartmentOutlined',
    Component: lazy(() => import('./pages/Directory')),
  },
  {
    path: '/businessAccounting/unit',
    titleKey: 'accounting:unit.title',
    icon: 'ColumnWidthOutlined',
    Component: lazy(() => import('./pages/Unit')),
  },
];

export default routes;
export { registerLocales } from './locales';
