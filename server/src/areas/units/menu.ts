/** The menu entries (SPEC §2) of this area's screens; seed/menuTree.ts places them in their groups. */
import type { PageSeed } from '../auth/menuSeed';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    path: '/businessAccounting/unit',
    titleZh: '维护单位',
    titleEn: 'Maintain units',
    icon: 'ColumnWidthOutlined',
    perms: 'business:unit:list',
    planned: false,
    buttons: [
      { perms: 'business:unit:add', titleZh: '新增单位', titleEn: 'Add unit' },
      { perms: 'business:unit:edit', titleZh: '编辑单位', titleEn: 'Edit unit' },
      { perms: 'business:unit:remove', titleZh: '删除单位', titleEn: 'Delete unit' },
    ],
  },
];
