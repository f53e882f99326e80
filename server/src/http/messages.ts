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
