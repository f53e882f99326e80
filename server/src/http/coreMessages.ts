/** The messages every area uses (success, validation, errors of the HTTP layer and the guard). */
import { messageTable } from './messageTable';

export const coreMessages = messageTable({
  ok: { zh: '操作成功', en: 'Success' },
  validationFailed: { zh: '请求参数有误：{detail}', en: 'Invalid request: {detail}' },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource does not exist' },
  internalError: { zh: '系统错误', en: 'System error' },
  requestMalformed: { zh: '请求内容格式有误，无法读取', en: 'The request could not be read: its content is malformed' },
  requestTooLarge: { zh: '请求内容过大', en: 'The request is too large' },
  requestContentTypeUnsupported: { zh: '不支持该请求内容类型', en: 'The request content type is not supported' },
  valueOutOfRange: {
    zh: '请求中有数值超出允许范围或格式有误，请检查后重试',
    en: 'A value in the request is out of range or malformed; please check it and try again',
  },
  unauthorized: { zh: '登录状态已过期，请重新登录', en: 'Your session has expired, please sign in again' },
  userFrozen: { zh: '账号已被冻结，请联系管理员', en: 'This account is frozen, please contact the administrator' },
  sessionRevoked: { zh: '密码已在其他地方修改，请重新登录', en: 'The password was changed elsewhere, please sign in again' },
  forbidden: { zh: '没有权限，请联系管理员授权', en: 'You do not have permission for this action' },
  newPasswordWeak: {
    zh: '新密码须为 8 至 64 位，且至少包含大写字母、小写字母、数字、符号中的三类',
    en: 'The new password needs 8 to 64 characters with at least three of: lower case, upper case, digits, symbols',
  },
  newPasswordIsAccount: { zh: '新密码不能与账号相同', en: 'The new password must not equal the account name' },
  saved: { zh: '保存成功!', en: 'Saved!' },
  added: { zh: '新增成功!', en: 'Added!' },
  edited: { zh: '编辑成功!', en: 'Saved!' },
  deleted: { zh: '删除成功!', en: 'Deleted!' },
});
