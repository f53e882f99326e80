/**
 * The system area's first-start data: the post and user lists it serves through the generic object
 * API, and the dictionaries of the on/off switch and of users. server/src/seed gathers it with
 * every area's; rows are seeded when missing and never overwritten.
 */
import { companyIdField, createdAtField, dictField, dictionary, field, idField, readOnlyFields, updatedAtField } from '../../db/seedShapes';
import type { DictTypeSeed, ObjectSeed } from '../../db/seedShapes';

export const SYSTEM_OBJECTS: readonly ObjectSeed[] = [
  {
    name: 'sys_post',
    tableName: 'sys_post',
    labelZh: '岗位',
    labelEn: 'Posts',
    companyScoped: true,
    permissionPrefix: 'system:post',
    fields: [
      idField(),
      field('code', 'string', '岗位编码', 'Post code', { required: true, searchable: true, sortable: true, maxLength: 64 }),
      field('name', 'string', '岗位名称', 'Post name', { required: true, searchable: true, sortable: true, maxLength: 100 }),
      field('sort', 'integer', '显示顺序', 'Order', { required: true, searchable: true, sortable: true }),
      dictField('status', 'sys_normal_disable', '状态', 'Status', { required: true, searchable: true, sortable: true, maxLength: 1 }),
      field('remark', 'string', '备注', 'Remark', { shownInList: false, maxLength: 500 }),
      companyIdField(),
      createdAtField({ searchable: true, sortable: true }),
      updatedAtField({ sortable: true, shownInList: false }),
    ],
  },
  // The user list: a read model (the view sys_user, migration 0003) holding only safe columns,
  // never the password hash, lockout counters or tokens, plus the names and ids of each user's
  // roles and posts. The view refuses writes: users change through /rest/user/* and its rules.
  {
    name: 'sys_user',
    tableName: 'sys_user',
    labelZh: '用户',
    labelEn: 'Users',
    companyScoped: true,
    permissionPrefix: 'system:user',
    // a user's row is in scope by their department, and for 'self' it is the user themself
    deptField: 'dept_id',
    ownerField: 'id',
    fields: readOnlyFields([
      idField(),
      field('account', 'string', '账号', 'Account', { searchable: true, sortable: true, maxLength: 32 }),
      field('name', 'string', '姓名', 'Name', { searchable: true, sortable: true, maxLength: 50 }),
      dictField('user_type', 'sys_user_type', '用户类型', 'User type', { searchable: true, sortable: true, maxLength: 20 }),
      companyIdField(),
      field('company_name', 'string', '企业名称', 'Company name', { searchable: true, sortable: true, maxLength: 200 }),
      // unlisted English companions (migration 0036): ObjectTable shows them to an English reader
      field('company_name_en', 'string', '企业英文名称', 'Company name (English)', { shownInList: false, maxLength: 200 }),
      field('dept_id', 'integer', '部门', 'Department', { searchable: true, sortable: true, shownInList: false }),
      field('dept_name', 'string', '部门名称', 'Department name', { searchable: true, sortable: true, maxLength: 100 }),
      field('dept_name_en', 'string', '部门英文名称', 'Department name (English)', { shownInList: false, maxLength: 100 }),
      field('post_ids', 'string', '岗位编号', 'Post IDs', { shownInList: false }),
      field('post_names', 'string', '岗位', 'Posts', { searchable: true, maxLength: 100 }),
      field('role_ids', 'string', '角色编号', 'Role IDs', { shownInList: false }),
      field('role_names', 'string', '角色', 'Roles', { searchable: true, maxLength: 100 }),
      field('phone', 'string', '手机号码', 'Phone', { searchable: true, sortable: true, maxLength: 20 }),
      field('email', 'string', '邮箱', 'Email', { searchable: true, sortable: true, maxLength: 100 }),
      dictField('status', 'sys_user_status', '注册状态', 'Registration status', {
        searchable: true,
        sortable: true,
        shownInList: false,
        maxLength: 20,
      }),
      field('frozen', 'boolean', '冻结', 'Frozen', { searchable: true, sortable: true }),
      createdAtField({ searchable: true, sortable: true }),
      updatedAtField({ searchable: true, sortable: true, shownInList: false }),
    ]),
  },
];

export const SYSTEM_DICTIONARIES: readonly DictTypeSeed[] = [
  dictionary('sys_normal_disable', '系统开关', 'Normal or disabled', [
    ['0', '正常', 'Normal'],
    ['1', '停用', 'Disabled'],
  ]),
  // the UserType of the contracts
  dictionary('sys_user_type', '用户类型', 'User type', [
    ['admin', '平台管理员', 'Platform administrator'],
    ['enterprise', '企业用户', 'Enterprise user'],
    ['review', '核查审核人员', 'Verification and review staff'],
  ]),
  // sys_user.status: a registration's review state (UserStatus)
  dictionary('sys_user_status', '注册状态', 'Registration status', [
    ['active', '已通过', 'Approved'],
    ['pending', '待审核', 'Pending'],
    ['rejected', '已驳回', 'Rejected'],
  ]),
];
