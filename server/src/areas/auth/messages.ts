/** The messages of sign-in, sessions, the guard, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const authMessages = messageTable({
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
  /** Logged only: the caller is told badCredentials, which does not confirm the password. */
  wrongUserType: {
    zh: '该账号不能在此入口登录，请使用对应的登录页面',
    en: 'This account cannot sign in here, please use the sign-in page for its user type',
  },
  sysNoCompany: {
    zh: '当前账号未关联企业，不能管理部门和角色',
    en: 'This account belongs to no company and cannot manage departments or roles',
  },
  sysCompanyRequired: { zh: '请选择企业', en: 'Please choose a company' },
  sysCompanyMissing: { zh: '企业不存在', en: 'The company does not exist' },
  accountRejectedReason: {
    zh: '账号注册审核未通过，原因：{reason}',
    en: 'The registration of this account was rejected: {reason}',
  },
});
