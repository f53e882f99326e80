/** The menu entries (SPEC §2) of this area's screens; seed/menuTree.ts places them in their groups. */
import type { PageSeed } from '../auth/menuSeed';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    path: '/businessAccounting/zhuceUser',
    titleZh: '注册审核',
    titleEn: 'Registration review',
    icon: 'UserAddOutlined',
    perms: 'business:registration:list',
    planned: false,
    // platform administrators only: the review routes check the administrator flag too
    buttons: [{ perms: 'business:registration:review', titleZh: '审核注册', titleEn: 'Approve or reject registrations' }],
  },
];
