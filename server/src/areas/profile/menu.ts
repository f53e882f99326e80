/** The menu entries (SPEC §2) of this area's screens; seed/menuTree.ts places them in their groups. */
import type { PageSeed } from '../auth/menuSeed';
import { PROFILE_PATH } from '@pcf/shared/contracts';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    path: PROFILE_PATH,
    titleZh: '个人中心',
    titleEn: 'Personal center',
    icon: 'ProfileOutlined',
    perms: 'system:profile:view',
    planned: false,
  },
];
