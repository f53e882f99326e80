/** The menu entries (SPEC §2) of this area's screens; seed/menuTree.ts places them in their groups. */
import type { PageSeed } from '../auth/menuSeed';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    path: '/acquisitionManagement/index',
    titleZh: '数据填报',
    titleEn: 'Data entry',
    icon: 'EditOutlined',
    perms: 'acquisition:entry:list',
    planned: false,
    // collection templates: platform administrators (the routes also require the flag)
    buttons: [
      { perms: 'acquisition:template:add', titleZh: '新增采集模板', titleEn: 'Add collection templates' },
      { perms: 'acquisition:template:edit', titleZh: '修改采集模板', titleEn: 'Edit collection templates' },
      { perms: 'acquisition:template:remove', titleZh: '删除采集模板', titleEn: 'Delete collection templates' },
    ],
  },
  {
    path: '/acquisitionManagement/acquisition',
    titleZh: '数据填报',
    titleEn: 'Data entry',
    icon: 'EditOutlined',
    perms: 'acquisition:entry:edit',
    hidden: true,
    planned: false,
    // the project's company users and platform administrators, while the project is not submitted (areas/inventory)
    buttons: [
      { perms: 'acquisition:entry:save', titleZh: '保存清单数据', titleEn: 'Save inventory lines' },
      { perms: 'acquisition:entry:remove', titleZh: '删除清单数据', titleEn: 'Delete inventory lines' },
      // the project's company users, once a review round is decided (areas/inventory/review)
      { perms: 'acquisition:review:reply', titleZh: '回复审核意见', titleEn: 'Answer review comments' },
    ],
  },
  {
    path: '/acquisitionManagement/accounting',
    titleZh: '数据审核',
    titleEn: 'Data review',
    icon: 'AuditOutlined',
    perms: 'acquisition:review:list',
    planned: false,
    // the project's assigned reviewer, while the project is in review (areas/inventory/review)
    buttons: [{ perms: 'acquisition:review:comment', titleZh: '审核批注', titleEn: 'Comment on lines' }],
  },
];
