/** Footprint accounting (/businessAccounting): the screens this remote has. */
import { lazy } from 'react';
import type { RemoteRoute } from '@pcf/shared';
import { FOOTPRINT_PATHS } from './parts/footprint/paths';

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
    Component: lazy(() => import('./pages/ProjectAssignment')),
  },
  {
    path: '/businessAccounting/project_management',
    titleKey: 'accounting:project.title',
    icon: 'ProjectOutlined',
    Component: lazy(() => import('./pages/ProjectManagement')),
  },
  {
    path: FOOTPRINT_PATHS.list,
    titleKey: 'accounting:footprint.title',
    icon: 'FundOutlined',
    Component: lazy(() => import('./pages/FootprintEvaluation')),
  },
  {
    path: FOOTPRINT_PATHS.entry,
    titleKey: 'accounting:footprint.entryTitle',
    icon: 'FormOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/StudySettings')),
  },
  {
    path: FOOTPRINT_PATHS.compute,
    titleKey: 'accounting:footprint.computeTitle',
    icon: 'CalculatorOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/Compute')),
  },
  {
    path: FOOTPRINT_PATHS.result,
    titleKey: 'accounting:footprint.resultTitle',
    icon: 'FileDoneOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/ResultView')),
  },
];

export default routes;
export { registerLocales } from './locales';
