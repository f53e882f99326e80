/** Footprint accounting (/businessAccounting): the screens this remote has. */
import { lazy } from 'react';
import type { RemoteRoute } from '@pcf/shared';

const routes: RemoteRoute[] = [
  {
    path: '/businessAccounting/zhuceUser',
    titleKey: 'accounting:registration.title',
    icon: 'UserAddOutlined',
    Component: lazy(() => import('./pages/RegistrationReview')),
  },
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
  {
    path: '/businessAccounting/distribution',
    titleKey: 'accounting:project.distributionTitle',
    icon: 'ShareAltOutlined',
    Component: lazy(() => import('./pages/Distribution')),
  },
  {
    path: '/businessAccounting/project_management',
    titleKey: 'accounting:project.title',
    icon: 'ProjectOutlined',
    Component: lazy(() => import('./pages/ProjectManagement')),
  },
];

export default routes;
export { registerLocales } from './locales';
