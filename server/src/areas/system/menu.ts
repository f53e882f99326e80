/** The menu entries (SPEC §2) of this area's screens; seed/menuTree.ts places them in their groups. */
import type { PageSeed } from '../auth/menuSeed';

export const MENU_PAGES: readonly PageSeed[] = [
  {
    path: '/system/menu',
    titleZh: '菜单管理',
    titleEn: 'Menus',
    icon: 'MenuOutlined',
    perms: 'system:menu:list',
    planned: false,
    buttons: [
      { perms: 'system:menu:add', titleZh: '菜单新增', titleEn: 'Add menus' },
      { perms: 'system:menu:edit', titleZh: '菜单修改', titleEn: 'Edit menus' },
      { perms: 'system:menu:remove', titleZh: '菜单删除', titleEn: 'Delete menus' },
      { perms: 'system:menu:switch', titleZh: '模块开关', titleEn: 'Switch modules on or off' },
    ],
  },
  {
    // not in SPEC §2's list: issue 3 asks for a dictionaries screen, the value lists of select and dict fields
    path: '/system/dict',
    titleZh: '字典管理',
    titleEn: 'Dictionaries',
    icon: 'ContainerOutlined',
    perms: 'system:dict:list',
    planned: false,
    buttons: [
      { perms: 'system:dict:add', titleZh: '字典新增', titleEn: 'Add dictionaries' },
      { perms: 'system:dict:edit', titleZh: '字典修改', titleEn: 'Edit dictionaries' },
      { perms: 'system:dict:remove', titleZh: '字典删除', titleEn: 'Delete dictionaries' },
    ],
  },
  {
    path: '/system/user',
    titleZh: '用户管理',
    titleEn: 'Users',
    icon: 'UserOutlined',
    perms: 'system:user:list',
    planned: false,
    buttons: [
      { perms: 'system:user:add', titleZh: '用户新增', titleEn: 'Add users' },
      { perms: 'system:user:edit', titleZh: '用户修改', titleEn: 'Edit users' },
      { perms: 'system:user:remove', titleZh: '用户删除', titleEn: 'Delete users' },
      { perms: 'system:user:freeze', titleZh: '冻结/解冻', titleEn: 'Freeze or unfreeze users' },
      { perms: 'system:user:resetPwd', titleZh: '重置密码', titleEn: 'Reset passwords' },
      { perms: 'system:user:removeRole', titleZh: '移除角色', titleEn: 'Remove roles' },
      { perms: 'system:user:export', titleZh: '用户导出', titleEn: 'Export users' },
    ],
  },
  {
    path: '/system/post',
    titleZh: '岗位管理',
    titleEn: 'Posts',
    icon: 'IdcardOutlined',
    perms: 'system:post:list',
    planned: false,
    buttons: [
      { perms: 'system:post:edit', titleZh: '岗位保存', titleEn: 'Save posts' },
      { perms: 'system:post:remove', titleZh: '岗位删除', titleEn: 'Delete posts' },
      { perms: 'system:post:export', titleZh: '岗位导出', titleEn: 'Export posts' },
    ],
  },
  {
    path: '/system/role',
    titleZh: '角色管理',
    titleEn: 'Roles',
    icon: 'TeamOutlined',
    perms: 'system:role:list',
    planned: false,
    // edit also covers a role's menus, buttons and data scope (each bounded by the granter's own)
    buttons: [
      { perms: 'system:role:add', titleZh: '角色新增', titleEn: 'Add roles' },
      { perms: 'system:role:edit', titleZh: '角色修改', titleEn: 'Edit roles' },
      { perms: 'system:role:remove', titleZh: '角色删除', titleEn: 'Delete roles' },
    ],
  },
  {
    path: '/system/dept',
    titleZh: '部门管理',
    titleEn: 'Departments',
    icon: 'ClusterOutlined',
    perms: 'system:dept:list',
    planned: false,
    // edit also covers the organisation (company) details
    buttons: [
      { perms: 'system:dept:add', titleZh: '部门新增', titleEn: 'Add departments' },
      { perms: 'system:dept:edit', titleZh: '部门修改', titleEn: 'Edit departments' },
      { perms: 'system:dept:remove', titleZh: '部门删除', titleEn: 'Delete departments' },
    ],
  },
  {
    path: '/system/access',
    titleZh: '权限管理',
    titleEn: 'Permissions',
    icon: 'SafetyOutlined',
    perms: 'system:access:list',
    planned: false,
    // per role and object: field modes, renamed labels and row conditions
    buttons: [{ perms: 'system:access:edit', titleZh: '权限修改', titleEn: 'Edit permissions' }],
  },
];
