/**
 * The full menu tree of SPEC §2: six groups, one remote each, every route in both languages. The
 * entries of built screens are declared by their areas (areas/<area>/menu.ts) and placed here in
 * the tree's order; the routes of areas not built yet are written here.
 * `planned: true` marks a route whose screen a later issue builds; the menu calls and
 * GET /api/remotes leave it out. The issue that builds a screen flips its flag (and moves the entry
 * to its area's menu.ts).
 */
import { PACT_PERMISSIONS, PROFILE_PATH, SUPPLY_CHAIN_PERMISSIONS } from '@pcf/shared/contracts';
import type { GroupSeed, PageSeed } from '../areas/auth/menuSeed';
import { MENU_PAGES as inventoryPages } from '../areas/inventory/menu';
import { MENU_PAGES as onboardingPages } from '../areas/onboarding/menu';
import { MENU_PAGES as projectsPages } from '../areas/projects/menu';
import { MENU_PAGES as footprintPages } from '../areas/footprint/menu';
import { MENU_PAGES as directoryPages } from '../areas/directory/menu';
import { MENU_PAGES as unitsPages } from '../areas/units/menu';
import { MENU_PAGES as factorsPages } from '../areas/factors/menu';
import { MENU_PAGES as datasetsPages } from '../areas/datasets/menu';
import { MENU_PAGES as documentsPages } from '../areas/documents/menu';
import { MENU_PAGES as systemPages } from '../areas/system/menu';
import { MENU_PAGES as metadataPages } from '../areas/metadata/menu';
import { MENU_PAGES as auditPages } from '../areas/audit/menu';
import { MENU_PAGES as backupPages } from '../areas/backup/menu';
import { MENU_PAGES as outboxPages } from '../areas/outbox/menu';
import { MENU_PAGES as profilePages } from '../areas/profile/menu';
import { MENU_PAGES as benchmarkPages } from '../areas/benchmarks/menu';
import { MENU_PAGES as analysisPages } from '../areas/analysis/menu';
import { MENU_PAGES as supplychainPages } from '../areas/supplychain/menu';

export type { ButtonSeed, GroupSeed, PageSeed } from '../areas/auth/menuSeed';

/** Every entry the areas declare, by path; each is placed in the tree below exactly once. */
const DECLARED = new Map<string, PageSeed>(
  [
    ...inventoryPages,
    ...onboardingPages,
    ...projectsPages,
    ...footprintPages,
    ...directoryPages,
    ...unitsPages,
    ...factorsPages,
    ...datasetsPages,
    ...documentsPages,
    ...systemPages,
    ...metadataPages,
    ...auditPages,
    ...backupPages,
    ...outboxPages,
    ...profilePages,
    ...benchmarkPages,
    ...analysisPages,
    ...supplychainPages,
  ].map((entry) => [entry.path, entry]),
);
const placed = new Set<string>();

/** The entry an area declares for `path`, in the place the tree gives it. */
function page(path: string): PageSeed {
  const entry = DECLARED.get(path);
  if (!entry || placed.has(path)) throw new Error(`menu page ${path} is not declared by an area, or placed twice`);
  placed.add(path);
  return entry;
}

export const MENU_TREE: readonly GroupSeed[] = [
  {
    path: '/acquisitionManagement',
    titleZh: '在线数据采集',
    titleEn: 'Online data collection',
    icon: 'FormOutlined',
    remote: 'mf_acquisition',
    pages: [page('/acquisitionManagement/index'), page('/acquisitionManagement/acquisition'), page('/acquisitionManagement/accounting')],
  },
  {
    path: '/businessAccounting',
    titleZh: '碳足迹核算',
    titleEn: 'Carbon footprint accounting',
    icon: 'CalculatorOutlined',
    remote: 'mf_accounting',
    pages: [
      page('/businessAccounting/zhuceUser'),
      page('/businessAccounting/distribution'),
      page('/businessAccounting/project_management'),
      page('/businessAccounting/carbon_footprint'),
      page('/businessAccounting/directory'),
      page('/businessAccounting/unit'),
      page('/businessAccounting/carbon_footprint/parameter_stepAll'),
      page('/businessAccounting/carbon_footprint/carbon_footprint/compute'),
      page('/businessAccounting/carbon_footprint/collect'),
    ],
  },
  {
    path: '/AnalysisDisplay',
    titleZh: '结果分析',
    titleEn: 'Result analysis',
    icon: 'BarChartOutlined',
    remote: 'mf_analysis',
    redirect: '/AnalysisDisplay/report',
    pages: [
      page('/AnalysisDisplay/contribution_analysis'),
      page('/AnalysisDisplay/contribution_analysis/item'),
      page('/AnalysisDisplay/benchmarking_analysis'),
      page('/AnalysisDisplay/benchmarking_analysis/item'),
      {
        path: '/AnalysisDisplay/report',
        titleZh: '报告生成与发布',
        titleEn: 'Report generation and publishing',
        icon: 'FileTextOutlined',
        perms: 'analysis:report:list',
        planned: false,
        // publishing and returning: the project's reviewer (areas/reports); withdrawing: administrators only
        buttons: [
          { perms: 'analysis:report:publish', titleZh: '报告发布', titleEn: 'Publish reports' },
          { perms: 'analysis:report:withdraw', titleZh: '报告撤回', titleEn: 'Withdraw reports' },
        ],
      },
      {
        path: '/AnalysisDisplay/report/write',
        titleZh: '报告编写',
        titleEn: 'Write report',
        icon: 'FileTextOutlined',
        perms: 'analysis:report:edit',
        hidden: true,
        planned: false,
      },
      page('/AnalysisDisplay/ResultView'),
    ],
  },
  {
    path: '/CarbonFootprintDatabase',
    titleZh: '碳足迹数据库',
    titleEn: 'Carbon footprint database',
    icon: 'DatabaseOutlined',
    remote: 'mf_database',
    pages: [
      page('/CarbonFootprintDatabase/carbon_emission_factor_management'),
      page('/CarbonFootprintDatabase/carbon_emission_factor_management/item'),
      page('/CarbonFootprintDatabase/company_info_dataset_management'),
      page('/CarbonFootprintDatabase/company_info_dataset_management/product'),
      page('/CarbonFootprintDatabase/company_info_dataset_management/item2'),
      page('/CarbonFootprintDatabase/company_info_dataset_management/item'),
      page('/CarbonFootprintDatabase/company_info_dataset_management/evidenceDocuments'),
      page('/CarbonFootprintDatabase/general_dataset_management'),
      page('/CarbonFootprintDatabase/document_management'),
      page('/CarbonFootprintDatabase/document_management/item'),
      {
        path: '/CarbonFootprintDatabase/DatabaseVisualization',
        titleZh: '数据库可视化',
        titleEn: 'Database visualization',
        icon: 'DotChartOutlined',
        perms: 'database:visualization:view',
        hidden: true,
        planned: false,
      },
    ],
  },
  {
    path: '/SupplyChainManagement',
    titleZh: '供应链管理',
    titleEn: 'Supply chain management',
    icon: 'DeploymentUnitOutlined',
    remote: 'mf_supplychain',
    pages: [
      page('/SupplyChainManagement/index'),
      page('/SupplyChainManagement/companyPJ'),
      page('/SupplyChainManagement/applyPJ'),
      page('/SupplyChainManagement/distributionPJ'),
      page('/SupplyChainManagement/CarbonApplication'),
      page('/SupplyChainManagement/CarbonApplicationApply'),
      page('/SupplyChainManagement/SupplyChainVisualization'),
    ],
  },
  {
    path: '/system',
    titleZh: '系统管理',
    titleEn: 'System management',
    icon: 'SettingOutlined',
    remote: 'mf_system',
    pages: [
      page('/system/menu'),
      page('/metadata/table'),
      page('/system/dict'),
      page('/system/log'),
      page('/system/backup'),
      page('/system/outbox'),
      page('/system/user'),
      page('/system/post'),
      page('/system/role'),
      page('/system/dept'),
      page('/system/access'),
      page(PROFILE_PATH),
    ],
  },
];

for (const path of DECLARED.keys()) {
  if (!placed.has(path)) throw new Error(`menu page ${path} is declared by an area but not placed in MENU_TREE`);
}

/** What every signed-in role may read in the footprint database (changes stay with platform administrators). */
const DATABASE_READER_GRANTS = [
  '/CarbonFootprintDatabase/carbon_emission_factor_management',
  '/CarbonFootprintDatabase/carbon_emission_factor_management/item',
  'database:factor:export',
  '/CarbonFootprintDatabase/general_dataset_management',
  'database:generalDataset:export',
  '/CarbonFootprintDatabase/document_management',
  '/CarbonFootprintDatabase/document_management/item',
  'database:document:list',
  '/CarbonFootprintDatabase/DatabaseVisualization',
] as const;

/** What the non-admin roles are granted, by menu key (page path or button permission). */
export const ROLE_GRANTS: Readonly<Record<'enterprise' | 'reviewer', readonly string[]>> = {
  // units: enterprise users and reviewers read the list (and convert); changes stay with administrators.
  // projects: both see their projects and take the lifecycle actions lifecycle.ts allows them
  // data entry: enterprise users fill in their projects' inventories (areas/inventory lets them change
  // lines only while the project is assigned, collecting or returned); reviewers read the inventories
  // of the projects they review (the server answers them read-only)
  // data review: reviewers comment on the lines of the projects they review; enterprise users answer
  // the comments once the project is returned (both read the rounds with acquisition:entry:list)
  // footprint evaluation: enterprise users enter the study settings, compute and read the results of their
  // projects (areas/footprint); reviewers read the results of the projects they review
  // benchmarking and the results dashboard: both benchmark the results they may see (areas/benchmarks
  // scopes them as the footprint does); keeping the references stays with administrators
  // the footprint database: both read the public factors, general datasets and the library; enterprise
  // users keep their own company's products, datasets and evidence (the object API scopes them to it)
  enterprise: [
    '/acquisitionManagement/index',
    '/acquisitionManagement/acquisition',
    'acquisition:entry:save',
    'acquisition:entry:remove',
    'acquisition:review:reply',
    '/businessAccounting/directory',
    '/businessAccounting/unit',
    '/businessAccounting/project_management',
    'business:project:transition',
    '/businessAccounting/carbon_footprint',
    '/businessAccounting/carbon_footprint/parameter_stepAll',
    '/businessAccounting/carbon_footprint/carbon_footprint/compute',
    '/businessAccounting/carbon_footprint/collect',
    '/AnalysisDisplay/benchmarking_analysis',
    '/AnalysisDisplay/benchmarking_analysis/item',
    '/AnalysisDisplay/ResultView',
    ...DATABASE_READER_GRANTS,
    '/CarbonFootprintDatabase/company_info_dataset_management',
    '/CarbonFootprintDatabase/company_info_dataset_management/product',
    '/CarbonFootprintDatabase/company_info_dataset_management/item2',
    '/CarbonFootprintDatabase/company_info_dataset_management/item',
    'database:companyDataset:edit',
    'database:companyDataset:remove',
    'database:companyDataset:export',
    '/CarbonFootprintDatabase/company_info_dataset_management/evidenceDocuments',
    'database:evidence:list',
    'database:evidence:upload',
    'database:evidence:edit',
    'database:evidence:remove',
    PROFILE_PATH,
    // contribution analysis: both analyse the results they may read (the snapshot's project decides)
    // and keep what-if scenarios of them; a scenario changes neither the study nor the result
    '/AnalysisDisplay/contribution_analysis',
    '/AnalysisDisplay/contribution_analysis/item',
    'analysis:contribution:scenario',
    // reports: enterprise users write, download and submit their company's reports (areas/reports)
    '/AnalysisDisplay/report',
    '/AnalysisDisplay/report/write',
    // supply chain: enterprise users keep their company's suppliers, send footprint requests to them
    // and answer the requests their customers send (areas/supplychain scopes each to the company)
    '/SupplyChainManagement/index',
    '/SupplyChainManagement/companyPJ',
    SUPPLY_CHAIN_PERMISSIONS.partnerEdit,
    '/SupplyChainManagement/applyPJ',
    SUPPLY_CHAIN_PERMISSIONS.sentEdit,
    '/SupplyChainManagement/distributionPJ',
    SUPPLY_CHAIN_PERMISSIONS.receivedEdit,
    // supply chain (areas/supplychain, company-scoped): the company's shared PACT footprints and its PACT
    // API clients, its applications to use received footprints (and deciding those made to it as the
    // supplier), the visualization of its projects' supply chains
    '/SupplyChainManagement/CarbonApplication',
    PACT_PERMISSIONS.edit,
    PACT_PERMISSIONS.clients,
    '/SupplyChainManagement/CarbonApplicationApply',
    SUPPLY_CHAIN_PERMISSIONS.applicationEdit,
    SUPPLY_CHAIN_PERMISSIONS.applicationReview,
    '/SupplyChainManagement/SupplyChainVisualization',
  ],
  reviewer: [
    '/acquisitionManagement/index',
    '/acquisitionManagement/acquisition',
    '/acquisitionManagement/accounting',
    'acquisition:review:comment',
    '/businessAccounting/directory',
    '/businessAccounting/unit',
    '/businessAccounting/project_management',
    'business:project:transition',
    '/businessAccounting/carbon_footprint',
    '/businessAccounting/carbon_footprint/collect',
    '/AnalysisDisplay/benchmarking_analysis',
    '/AnalysisDisplay/benchmarking_analysis/item',
    '/AnalysisDisplay/ResultView',
    ...DATABASE_READER_GRANTS,
    PROFILE_PATH,
    // contribution analysis: both analyse the results they may read (the snapshot's project decides)
    // and keep what-if scenarios of them; a scenario changes neither the study nor the result
    '/AnalysisDisplay/contribution_analysis',
    '/AnalysisDisplay/contribution_analysis/item',
    'analysis:contribution:scenario',
    // reports: reviewers read the reports of the projects they review and publish or return them
    // (the write page shows them read-only; areas/reports refuses their writes)
    '/AnalysisDisplay/report',
    '/AnalysisDisplay/report/write',
    'analysis:report:publish',
    // supply chain: reviewers decide the applications of the projects they review (areas/supplychain
    // lets a project's reviewer approve or reject) and see those projects' supply chains
    '/SupplyChainManagement/CarbonApplicationApply',
    SUPPLY_CHAIN_PERMISSIONS.applicationReview,
    '/SupplyChainManagement/SupplyChainVisualization',
  ],
};
