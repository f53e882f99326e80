/** The menu entries (SPEC §2) of this area's screens; seed/menuTree.ts places them in their groups. */
import type { PageSeed } from '../auth/menuSeed';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    path: '/metadata/table',
    titleZh: '元数据管理',
    titleEn: 'Metadata',
    icon: 'TableOutlined',
    perms: 'system:metadata:list',
    planned: false,
    buttons: [
      // reading dictionaries, to bind dict fields to them (their changes are /system/dict's)
      { perms: 'system:dict:list', titleZh: '字典查询', titleEn: 'Read dictionaries' },
      // registry changes (DDL): platform administrators only, the routes check it too
      { perms: 'system:metadata:add', titleZh: '对象新增', titleEn: 'Add objects' },
      { perms: 'system:metadata:edit', titleZh: '对象修改', titleEn: 'Edit objects' },
      { perms: 'system:metadata:remove', titleZh: '对象删除', titleEn: 'Delete objects' },
    ],
  },
];
