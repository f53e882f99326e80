/**
 * The menu groups and the screens that exist now (the server seeds only built screens), with
 * what shows that a screen really rendered. Titles are the server's menu seed in both languages.
 */
import type { Locator } from 'playwright-core';

export interface MenuGroup {
  zh: string;
  en: string;
}

export const GROUPS = {
  acquisition: { zh: '在线数据采集', en: 'Online data collection' },
  accounting: { zh: '碳足迹核算', en: 'Carbon footprint accounting' },
  analysis: { zh: '结果分析', en: 'Result analysis' },
  database: { zh: '碳足迹数据库', en: 'Carbon footprint database' },
  supplychain: { zh: '供应链管理', en: 'Supply chain management' },
  system: { zh: '系统管理', en: 'System management' },
} satisfies Record<string, MenuGroup>;

export interface Screen {
  path: string;
  group: MenuGroup;
  zh: string;
  en: string;
  /** Resolves once the remote's page itself is on screen (not a spinner, not a load error). */
  ready(content: Locator): Promise<void>;
}

export const SCREENS = {
  registrationReview: {
    path: '/businessAccounting/zhuceUser',
    group: GROUPS.accounting,
    zh: '注册审核',
    en: 'Registration review',
    // the review status tabs above the registrations' list (the seed has no registration yet)
    ready: (content: Locator) =>
      content
        .getByRole('tab', { name: /^(待审核|Pending)$/ })
        .first()
        .waitFor(),
  },
  distribution: {
    path: '/businessAccounting/distribution',
    group: GROUPS.accounting,
    zh: '项目分配',
    en: 'Project assignment',
    // the project list's own column: the object table has read its fields from the server
    ready: (content: Locator) =>
      content
        .getByRole('columnheader', { name: /(项目编号|Project code)/ })
        .first()
        .waitFor(),
  },
  projectManagement: {
    path: '/businessAccounting/project_management',
    group: GROUPS.accounting,
    zh: '项目管理',
    en: 'Project management',
    // the screen's status filter above the project list, and the list's own column
    ready: async (content: Locator) => {
      await content.getByRole('combobox', { name: /^(按状态筛选|Filter by status)$/ }).waitFor();
      await content
        .getByRole('columnheader', { name: /(项目编号|Project code)/ })
        .first()
        .waitFor();
    },
  },
  directory: {
    path: '/businessAccounting/directory',
    group: GROUPS.accounting,
    zh: '维护目录',
    en: 'Maintain directory',
    // the first life-cycle stage of the server's seeded directory: real data, not just a frame
    ready: (content: Locator) =>
      content
        .getByRole('treeitem', { name: /原材料获取|Raw material acquisition/ })
        .first()
        .waitFor(),
  },
  unit: {
    path: '/businessAccounting/unit',
    group: GROUPS.accounting,
    zh: '维护单位',
    en: 'Maintain units',
    // a seeded reference unit in the list and the converter above it: real data, not just a frame
    ready: async (content: Locator) => {
      await content.getByText('kWh', { exact: true }).first().waitFor();
      await content
        .getByText(/^(单位换算|Unit conversion)$/)
        .first()
        .waitFor();
    },
  },
  dataEntry: {
    path: '/acquisitionManagement/index',
    group: GROUPS.acquisition,
    zh: '数据填报',
    en: 'Data entry',
    // the screen's status filter above the projects and the list's own column
    ready: async (content: Locator) => {
      await content.getByRole('combobox', { name: /^(按状态筛选|Filter by status)$/ }).waitFor();
      await content
        .getByRole('columnheader', { name: /(项目编号|Project code)/ })
        .first()
        .waitFor();
    },
  },
  factors: {
    path: '/CarbonFootprintDatabase/carbon_emission_factor_management',
    group: GROUPS.database,
    zh: '碳排放因子管理',
    en: 'Emission factor management',
    // a seeded public factor in the list: the object table has read real rows
    ready: (content: Locator) =>
      content
        .getByText(/CN-GRID|全国电网|China/)
        .first()
        .waitFor(),
  },
  companyDatasets: {
    path: '/CarbonFootprintDatabase/company_info_dataset_management',
    group: GROUPS.database,
    zh: '企业数据集管理',
    en: 'Company dataset management',
    // the datasets list's own column
    ready: (content: Locator) =>
      content
        .getByRole('columnheader', { name: /(数据集名称|Dataset name|名称|Name)/ })
        .first()
        .waitFor(),
  },
  profile: {
    path: '/user/profile',
    group: GROUPS.system,
    zh: '个人中心',
    en: 'Personal center',
    ready: (content: Locator) =>
      content
        .getByText(/^(修改密码|Change password)$/)
        .first()
        .waitFor(),
  },
} satisfies Record<string, Screen>;
