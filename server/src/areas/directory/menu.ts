/** The menu entries (SPEC §2) of this area's screens; seed/menuTree.ts places them in their groups. */
import type { PageSeed } from '../auth/menuSeed';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    path: '/businessAccounting/directory',
    titleZh: '维护目录',
    titleEn: 'Maintain directory',
    icon: 'ApartmentOutlined',
    perms: 'business:directory:list',
    planned: false,
    buttons: [{ perms: 'business:directory:edit', titleZh: '编辑目录', titleEn: 'Edit directory' }],
  },
];
