/** The carbon footprint database (/CarbonFootprintDatabase): the screens this remote has. */
import { lazy } from 'react';
import type { RemoteRoute } from '@pcf/shared';

const BASE = '/CarbonFootprintDatabase';

const routes: RemoteRoute[] = [
  {
    path: `${BASE}/carbon_emission_factor_management`,
    titleKey: 'database:factor.title',
    icon: 'ThunderboltOutlined',
    Component: lazy(() => import('./pages/FactorList')),
  },
  {
    path: `${BASE}/carbon_emission_factor_management/item`,
    titleKey: 'database:factorDetail.title',
    icon: 'ThunderboltOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/FactorDetail')),
  },
  {
    path: `${BASE}/company_info_dataset_management`,
    titleKey: 'database:companyDataset.title',
    icon: 'TableOutlined',
    Component: lazy(() => import('./pages/CompanyDatasets')),
  },
  {
    path: `${BASE}/company_info_dataset_management/product`,
    titleKey: 'database:companyDataset.productsTitle',
    icon: 'TableOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/CompanyProducts')),
  },
  {
    path: `${BASE}/company_info_dataset_management/item`,
    titleKey: 'database:companyDataset.detailTitle',
    icon: 'TableOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/CompanyDatasetDetail')),
  },
  {
    path: `${BASE}/company_info_dataset_management/item2`,
    titleKey: 'database:companyDataset.itemsTitle',
    icon: 'TableOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/CompanyDatasetItems')),
  },
  {
    path: `${BASE}/company_info_dataset_management/evidenceDocuments`,
    titleKey: 'database:evidence.title',
    icon: 'PaperClipOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/EvidenceDocuments')),
  },
  {
    path: `${BASE}/general_dataset_management`,
    titleKey: 'database:generalDataset.title',
    icon: 'GlobalOutlined',
    Component: lazy(() => import('./pages/GeneralDatasets')),
  },
  // the menu's entry (issue 18); /item stays the hidden route of SPEC §2, for links
  {
    path: `${BASE}/document_management`,
    titleKey: 'database:library.title',
    icon: 'FileSearchOutlined',
    Component: lazy(() => import('./pages/DocumentLibrary')),
  },
  {
    path: `${BASE}/document_management/item`,
    titleKey: 'database:library.title',
    icon: 'FileSearchOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/DocumentLibrary')),
  },
  {
    path: `${BASE}/DatabaseVisualization`,
    titleKey: 'database:visualization.title',
    icon: 'DotChartOutlined',
    hidden: true,
    Component: lazy(() => import('./pages/FactorStatistics')),
  },
];

export default routes;
export { registerLocales } from './locales';
