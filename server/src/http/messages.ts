/** The bilingual catalogue of every message the API returns in `msg`. */
export type Language = 'zh' | 'en';

export const MESSAGES = {
  ok: { zh: '操作成功', en: 'Success' },
  validationFailed: { zh: '请求参数有误：{detail}', en: 'Invalid request: {detail}' },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource does not exist' },
  internalError: { zh: '系统错误', en: 'System error' },
  unauthorized: { zh: '登录状态已过期，请重新登录', en: 'Your session has expired, please sign in again' },
  userFrozen: { zh: '账号已被冻结，请联系管理员', en: 'This account is frozen, please contact the administrator' },
  sessionRevoked: { zh: '密码已在其他地方修改，请重新登录', en: 'The password was changed elsewhere, please sign in again' },
  forbidden: { zh: '没有权限，请联系管理员授权', en: 'You do not have permission for this action' },
  routeWithoutPermission: { zh: '接口未声明权限', en: 'This endpoint declares no permission' },
  captchaRequired: { zh: '验证码不能为空', en: 'The captcha is required' },
  captchaInvalid: { zh: '验证码错误', en: 'The captcha is wrong' },
  captchaExpired: { zh: '验证码已失效，请刷新后重试', en: 'The captcha has expired, please refresh it' },
  accountRequired: { zh: '账号不能为空', en: 'The account is required' },
  passwordRequired: { zh: '密码不能为空', en: 'The password is required' },
  badCredentials: { zh: '账号或密码错误', en: 'Wrong account or password' },
  accountLocked: {
    zh: '密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en: 'Too many wrong passwords: the account is locked, try again in {minutes} minutes',
  },
  accountFrozen: { zh: '账号已被冻结，请联系管理员', en: 'This account is frozen, please contact the administrator' },
  accountPending: { zh: '账号注册审核中，请等待审核通过', en: 'This account is waiting for its registration review' },
  accountRejected: { zh: '账号注册审核未通过', en: 'The registration of this account was rejected' },
  wrongUserType: {
    zh: '该账号不能在此入口登录，请使用对应的登录页面',
    en: 'This account cannot sign in here, please use the sign-in page for its user type',
  },
  unknownMenuMessage: { zh: '未知的消息编号：{msgid}', en: 'Unknown message id: {msgid}' },
  menuDataInvalid: { zh: '菜单请求的 data 不是有效的 JSON', en: 'The data of the menu request is not valid JSON' },
  threadNotFound: { zh: '留言不存在', en: 'The message thread does not exist' },
  threadSubjectRequired: { zh: '请填写留言主题', en: 'Please enter a subject for the new thread' },
  messageBodyInvalid: { zh: '留言内容须为 1 至 2000 个字符', en: 'A message must be 1 to 2000 characters long' },
  nameRequired: { zh: '请填写姓名', en: 'Please enter a name' },
  emailInvalid: { zh: '邮箱格式不正确', en: 'The email address is not valid' },
  phoneInvalid: { zh: '手机号码格式不正确', en: 'The phone number is not valid' },
  oldPasswordRequired: { zh: '请输入原密码', en: 'Please enter the current password' },
  oldPasswordWrong: { zh: '原密码错误', en: 'The current password is wrong' },
  newPasswordWeak: {
    zh: '新密码须为 8 至 64 位，且至少包含大写字母、小写字母、数字、符号中的三类',
    en: 'The new password needs 8 to 64 characters with at least three of: lower case, upper case, digits, symbols',
  },
  newPasswordIsAccount: { zh: '新密码不能与账号相同', en: 'The new password must not equal the account name' },
  passwordChanged: { zh: '密码修改成功', en: 'The password has been changed' },
  userAccountInvalid: {
    zh: '账号须以字母开头，由 4 至 32 位字母、数字或下划线组成',
    en: 'The account needs 4 to 32 letters, digits or underscores, starting with a letter',
  },
  userAccountTaken: { zh: '账号已存在', en: 'This account already exists' },
  userNameInvalid: { zh: '请填写姓名（最多 50 个字符）', en: 'Please enter a name (at most 50 characters)' },
  userTypeInvalid: { zh: '用户类型有误', en: 'The user type is not valid' },
  userPasswordWeak: {
    zh: '密码须为 8 至 64 位，且至少包含大写字母、小写字母、数字、符号中的三类，并且不能与账号相同',
    en: 'The password needs 8 to 64 characters with at least three of: lower case, upper case, digits, symbols, and must differ from the account',
  },
  userCompanyRequired: { zh: '企业用户须选择所属企业', en: 'An enterprise user needs a company' },
  userCompanyNotAllowed: { zh: '平台用户不能属于企业', en: 'A platform user belongs to no company' },
  userCompanyMissing: { zh: '所属企业不存在', en: 'The company does not exist' },
  userOtherCompany: { zh: '只能管理本企业的用户', en: 'You can only manage users of your own company' },
  userDeptInvalid: { zh: '部门不存在或不属于该企业', en: 'The department does not exist or belongs to another company' },
  userPostInvalid: { zh: '岗位不存在或不属于该企业', en: 'A post does not exist or belongs to another company' },
  userRoleInvalid: { zh: '角色不存在', en: 'A role does not exist' },
  userRoleBeyondRights: {
    zh: '不能授予或移除超出自身权限的角色',
    en: 'You cannot grant or remove a role beyond your own rights',
  },
  userBeyondRights: {
    zh: '该用户拥有超出您权限的角色，不能由您管理',
    en: 'This user holds roles beyond your rights and cannot be managed by you',
  },
  userNotFound: { zh: '用户不存在或无权访问', en: 'The user does not exist or is not accessible' },
  userIdsInvalid: { zh: '请选择要删除的数据（最多 {max} 条）', en: 'Choose the users to delete (at most {max})' },
  userDeleteSelf: { zh: '不能删除当前登录的用户', en: 'You cannot delete yourself' },
  userFreezeSelf: { zh: '不能冻结当前登录的用户', en: 'You cannot freeze yourself' },
  userLastAdmin: {
    zh: '至少需要保留一名可用的平台管理员',
    en: 'At least one active platform administrator must remain',
  },
  userRoleNotHeld: { zh: '该用户没有此角色', en: 'The user does not hold this role' },
  userReferenced: { zh: '该用户仍被其他数据引用，不能删除', en: 'The user is still referenced by other data and cannot be deleted' },
  userFrozenDone: { zh: '冻结成功', en: 'The user is frozen' },
  userUnfrozenDone: { zh: '解冻成功', en: 'The user is unfrozen' },
  userPasswordReset: { zh: '密码重置成功', en: 'The password has been reset' },
  userRoleRemoved: { zh: '角色移除成功', en: 'The role has been removed' },
  systemObjectOnly: { zh: '此接口只提供系统对象：{name}', en: 'This call serves system objects only: {name}' },
  avatarMissing: { zh: '请选择要上传的头像', en: 'Please choose an image to upload' },
  avatarType: { zh: '请上传正确的文件格式', en: 'Please upload a PNG, JPEG or WebP image' },
  avatarTooLarge: { zh: '头像不能超过 2 MB', en: 'The image must not exceed 2 MB' },
  avatarNotFound: { zh: '头像不存在', en: 'No avatar has been uploaded' },
  treeNameRequired: { zh: '请完善', en: 'Please complete the name' },
  treeNameTooLong: { zh: '名称不能超过 100 个字符', en: 'The name must not exceed 100 characters' },
  treeParentMissing: { zh: '上级节点不存在', en: 'The parent node does not exist' },
  treeNodeMissing: { zh: '节点不存在', en: 'The node does not exist' },
  treeTooDeep: { zh: '目录最多 {max} 级', en: 'The directory has at most {max} levels' },
  treeHasChildren: { zh: '该节点下有子节点，不能删除', en: 'This node has children and cannot be deleted' },
  treeMoveIntoItself: {
    zh: '不能移动到该节点自身或其下级节点下',
    en: 'A node cannot be moved under itself or one of its descendants',
  },
  treeLevelInvalid: { zh: '层级须为 1、2 或 3', en: 'The level must be 1, 2 or 3' },
  objUnknown: { zh: '对象不存在：{name}', en: 'Unknown object: {name}' },
  objRegistryInvalid: { zh: '对象 {name} 的元数据配置有误', en: 'The metadata of object {name} is invalid' },
  objFieldUnknown: { zh: '字段不存在：{field}', en: 'Unknown field: {field}' },
  objFieldNotSearchable: { zh: '字段 {field} 不能作为查询条件', en: 'Field {field} cannot be searched' },
  objFieldNotSortable: { zh: '字段 {field} 不能排序', en: 'Field {field} cannot be sorted' },
  objOperatorUnknown: { zh: '不支持的查询运算符：{operator}', en: 'Unsupported search operator: {operator}' },
  objOperatorNotForType: {
    zh: '字段 {field} 不支持运算符 {operator}',
    en: 'Operator {operator} does not apply to field {field}',
  },
  objConditionsInvalid: {
    zh: '查询条件格式有误，应为 {field, operator, value} 列表',
    en: 'The conditions must be a list of {field, operator, value}',
  },
  objConditionsTooMany: { zh: '查询条件最多 {max} 个', en: 'At most {max} conditions' },
  objValueRequired: { zh: '字段 {field} 的查询值不能为空', en: 'Field {field} needs a search value' },
  objValueInvalid: { zh: '字段 {field} 的值有误，应为 {type} 类型', en: 'Field {field} needs a value of type {type}' },
  objValueTooLong: { zh: '字段 {field} 不能超过 {max} 个字符', en: 'Field {field} must not exceed {max} characters' },
  objListInvalid: {
    zh: '字段 {field} 的列表须有 1 至 {max} 个值',
    en: 'The list of field {field} needs 1 to {max} values',
  },
  objSortOrderInvalid: { zh: '排序方式须为 asc 或 desc', en: 'The sort order must be asc or desc' },
  objPageSizeTooLarge: { zh: '每页最多 {max} 条', en: 'At most {max} rows per page' },
  objDataInvalid: { zh: '保存的数据格式有误，应为字段与值的对象', en: 'The data to save must be an object of fields and values' },
  objFieldRequired: { zh: '{label}不能为空', en: '{label} is required' },
  objIdsInvalid: {
    zh: '请选择要删除的数据（最多 {max} 条）',
    en: 'Choose the rows to delete (at most {max})',
  },
  objRowNotFound: { zh: '数据不存在或无权访问', en: 'The row does not exist or is not accessible' },
  objNoCompany: { zh: '当前账号未关联企业，不能操作该数据', en: 'This account belongs to no company and cannot change this data' },
  objDuplicate: { zh: '数据重复，已存在相同的记录', en: 'A row with the same values already exists' },
  objReferenced: { zh: '数据被引用或引用的数据不存在', en: 'The row is referenced elsewhere, or refers to a row that does not exist' },
  objValueRejected: { zh: '数据出错,请检查', en: 'The values were rejected, please check them' },
  moved: { zh: '移动成功', en: 'Moved' },
  saved: { zh: '保存成功!', en: 'Saved!' },
  added: { zh: '新增成功!', en: 'Added!' },
  edited: { zh: '编辑成功!', en: 'Saved!' },
  deleted: { zh: '删除成功!', en: 'Deleted!' },
  menuNotFound: { zh: '菜单不存在', en: 'The menu does not exist' },
  menuParentMissing: { zh: '上级菜单不存在', en: 'The parent menu does not exist' },
  menuParentKind: {
    zh: '页面须挂在菜单分组下，按钮须挂在页面下',
    en: 'A page belongs under a menu group and a button under a page',
  },
  menuGroupFixed: {
    zh: '菜单分组对应微前端模块，不能新增、删除或改变路径和上级',
    en: 'Menu groups are the remotes: they cannot be added or deleted, nor change their path or parent',
  },
  menuCycle: { zh: '不能把菜单移到其自身或其下级菜单下', en: 'A menu cannot be moved under itself or one of its descendants' },
  menuPathInvalid: {
    zh: '路由地址格式有误，应为 /段/段（字母、数字、_ 或 -）',
    en: 'The route path must look like /segment/segment (letters, digits, _ or -)',
  },
  menuPathTaken: { zh: '路由地址 {path} 已被其他菜单使用', en: 'The route path {path} is already used by another menu' },
  menuRedirectInvalid: { zh: '重定向地址格式有误', en: 'The redirect must be a route path' },
  menuIconUnknown: { zh: '图标 {icon} 不在可选图标中', en: 'The icon {icon} is not one of the available icons' },
  menuPermsInvalid: {
    zh: '权限标识格式有误，应为 模块:对象:操作',
    en: 'The permission must look like area:object:action',
  },
  menuTitleInvalid: { zh: '菜单名称（中文和英文）须为 1 至 50 个字符', en: 'Both menu names (Chinese and English) need 1 to 50 characters' },
  menuHasChildren: { zh: '存在子菜单，不允许删除', en: 'This menu has children and cannot be deleted' },
  menuSeeded: {
    zh: '该菜单由系统预置，不能删除，可设为隐藏',
    en: 'This menu is built in and cannot be deleted; hide it instead',
  },
  menuReorderMismatch: {
    zh: '排序须包含该上级下的全部菜单，且每个只出现一次',
    en: 'The new order must list every child of that parent exactly once',
  },
  menuSwitchNotGroup: { zh: '只有顶级菜单分组可以开启或关闭', en: 'Only top-level menu groups can be switched on or off' },
  menuSwitchOwnGroup: {
    zh: '菜单管理所在的分组不能关闭，否则无法再打开',
    en: 'The group holding menu administration cannot be switched off: nobody could switch it on again',
  },
  dictTypeNotFound: { zh: '字典类型不存在：{code}', en: 'Unknown dictionary type: {code}' },
  dictTypeCodeInvalid: {
    zh: '字典类型编码须为小写字母开头，由小写字母、数字和 _ 组成，最多 100 个字符',
    en: 'A dictionary type code starts with a lower-case letter and has lower-case letters, digits and _ (at most 100)',
  },
  dictTypeTaken: { zh: '字典类型 {code} 已存在', en: 'The dictionary type {code} already exists' },
  dictNameInvalid: { zh: '名称（中文和英文）须为 1 至 100 个字符', en: 'Both names (Chinese and English) need 1 to 100 characters' },
  dictTypeInUse: {
    zh: '字典类型 {code} 正被对象字段使用，不能删除',
    en: 'The dictionary type {code} is bound to object fields and cannot be deleted',
  },
  dictTypeSeeded: { zh: '字典类型 {code} 由系统预置，不能删除，可设为停用', en: 'The dictionary type {code} is built in and cannot be deleted; disable it instead' },
  dictItemNotFound: { zh: '字典数据不存在', en: 'The dictionary item does not exist' },
  dictValueInvalid: { zh: '字典键值须为 1 至 100 个字符', en: 'A dictionary value needs 1 to 100 characters' },
  dictValueTaken: { zh: '字典 {code} 中已存在键值 {value}', en: 'The dictionary {code} already has the value {value}' },
  dictItemsInvalid: {
    zh: '字典数据须为 1 至 {max} 项的列表',
    en: 'The dictionary items must be a list of 1 to {max} entries',
  },
  dictStatusInvalid: { zh: '状态须为 0（正常）或 1（停用）', en: 'The status must be 0 (normal) or 1 (disabled)' },
  objValueNotInDict: {
    zh: '字段 {field} 的值 {value} 不在字典 {dict} 中',
    en: 'The value {value} of field {field} is not in the dictionary {dict}',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

/** zh* in the first Accept-Language tag means Chinese; anything else English. */
export function languageOf(acceptLanguage: string | undefined): Language {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh' : 'en';
}

export function translate(key: MessageKey, language: Language, params: MessageParams = {}): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
