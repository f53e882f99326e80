/** The menu entries (SPEC §2) of this area's screens; seed/menuTree.ts places them in their groups. */
import type { PageSeed } from '../auth/menuSeed';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    path: '/CarbonFootprintDatabase/company_info_dataset_management',
    titleZh: '企业数据集管理',
    titleEn: 'Company dataset management',
    icon: 'TableOutlined',
    perms: 'database:companyDataset:list',
    planned: false,
    // the company's products, datasets and items through the object API (company-scoped: enterprise users change their own company's only)
    buttons: [
      { perms: 'database:companyDataset:edit', titleZh: '新增/编辑企业数据', titleEn: 'Add and edit company data' },
      { perms: 'database:companyDataset:remove', titleZh: '删除企业数据', titleEn: 'Delete company data' },
      { perms: 'database:companyDataset:export', titleZh: '导出企业数据', titleEn: 'Export company data' },
    ],
  },
  {
    path: '/CarbonFootprintDatabase/company_info_dataset_management/product',
    titleZh: '企业产品',
    titleEn: 'Company products',
    icon: 'TableOutlined',
    perms: 'database:companyDataset:query',
    hidden: true,
    planned: false,
  },
  {
    path: '/CarbonFootprintDatabase/company_info_dataset_management/item2',
    titleZh: '企业数据集明细',
    titleEn: 'Company dataset lines',
    icon: 'TableOutlined',
    perms: 'database:companyDataset:query',
    hidden: true,
    planned: false,
  },
  {
    path: '/CarbonFootprintDatabase/company_info_dataset_management/item',
    titleZh: '企业数据集详情',
    titleEn: 'Company dataset detail',
    icon: 'TableOutlined',
    perms: 'database:companyDataset:query',
    hidden: true,
    planned: false,
  },
  {
    path: '/CarbonFootprintDatabase/general_dataset_management',
    titleZh: '通用数据集管理',
    titleEn: 'General dataset management',
    icon: 'GlobalOutlined',
    perms: 'database:generalDataset:list',
    planned: false,
    buttons: [
      // changes to the platform's background datasets: platform administrators (the routes also require the flag)
      { perms: 'database:generalDataset:add', titleZh: '新增通用数据集', titleEn: 'Add general datasets' },
      { perms: 'database:generalDataset:edit', titleZh: '编辑通用数据集', titleEn: 'Edit general datasets' },
      { perms: 'database:generalDataset:remove', titleZh: '删除通用数据集', titleEn: 'Delete general datasets' },
      { perms: 'database:generalDataset:export', titleZh: '导出通用数据集', titleEn: 'Export general datasets' },
    ],
  },
];
