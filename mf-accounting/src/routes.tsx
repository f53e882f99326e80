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
];

export default routes;
export { registerLocales } from './locales';
