/** The menu entries (SPEC §2) of this area's screens; seed/menuTree.ts places them in their groups. */
import type { PageSeed } from '../auth/menuSeed';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    path: '/CarbonFootprintDatabase/carbon_emission_factor_management',
    titleZh: '碳排放因子管理',
    titleEn: 'Emission factor management',
    icon: 'ThunderboltOutlined',
    perms: 'database:factor:list',
    planned: false,
    buttons: [
      // changes to the public factor database: platform administrators (the routes also require the flag)
      { perms: 'database:factor:add', titleZh: '新增因子', titleEn: 'Add factors' },
      { perms: 'database:factor:edit', titleZh: '编辑因子（新版本）', titleEn: 'Edit factors (new version)' },
      { perms: 'database:factor:remove', titleZh: '删除因子', titleEn: 'Delete factors' },
      { perms: 'database:factor:import', titleZh: '导入因子', titleEn: 'Import factors' },
      { perms: 'database:factor:export', titleZh: '导出因子', titleEn: 'Export factors' },
    ],
  },
  {
    path: '/CarbonFootprintDatabase/carbon_emission_factor_management/item',
    titleZh: '碳排放因子详情',
    titleEn: 'Emission factor detail',
    icon: 'ThunderboltOutlined',
    perms: 'database:factor:query',
    hidden: true,
    planned: false,
  },
];
