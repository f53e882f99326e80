/** The menu entries (SPEC §2) of this area's screens; seed/menuTree.ts places them in their groups. */
import type { PageSeed } from '../auth/menuSeed';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    // not in SPEC §2's list: issue 4 asks for the outbox of recovery links (no SMTP_URL, or a phone number); platform administrators only (the route checks it too)
    path: '/system/outbox',
    titleZh: '发件箱',
    titleEn: 'Outbox',
    icon: 'SendOutlined',
    perms: 'system:outbox:list',
    planned: false,
  },
];
