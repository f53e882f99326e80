/** The menu entries (SPEC §2) of this area's screens; seed/menuTree.ts places them in their groups. */
import type { PageSeed } from '../auth/menuSeed';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    path: '/businessAccounting/distribution',
    titleZh: '项目分配',
    titleEn: 'Project assignment',
    icon: 'ShareAltOutlined',
    perms: 'business:distribution:list',
    planned: false,
    // creating, editing and (re)assigning projects: platform administrators (areas/projects)
    buttons: [
      { perms: 'business:project:add', titleZh: '项目新增', titleEn: 'Add projects' },
      { perms: 'business:project:edit', titleZh: '项目修改', titleEn: 'Edit projects' },
      { perms: 'business:project:assign', titleZh: '项目分配', titleEn: 'Assign projects' },
    ],
  },
  {
    path: '/businessAccounting/project_management',
    titleZh: '项目管理',
    titleEn: 'Project management',
    icon: 'ProjectOutlined',
    perms: 'business:project:list',
    planned: false,
    // each lifecycle action is further limited to its kind of actor (areas/projects/lifecycle.ts)
    buttons: [{ perms: 'business:project:transition', titleZh: '项目状态变更', titleEn: 'Change project status' }],
  },
];
