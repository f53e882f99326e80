/** The messages of password recovery, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const recoveryMessages = messageTable({
  recoveryRequested: {
    zh: '如果账号与填写的邮箱或手机号码相符，重置密码的链接已经发出，{minutes} 分钟内有效，只能使用一次。',
    en: 'If the account matches the email or phone number given, a link to reset the password is on its way; it is valid for {minutes} minutes and works once.',
  },
  recoveryContactRequired: {
    zh: '请填写注册时登记的邮箱或手机号码（二选一）',
    en: 'Enter the email or the phone number registered with the account (one of them)',
  },
  resetLinkInvalid: {
    zh: '重置链接无效、已使用或已过期，请重新申请找回密码',
    en: 'This reset link is not valid, already used or expired; please ask for a new one',
  },
  passwordResetDone: { zh: '密码已重置，请使用新密码登录', en: 'Your password has been reset; sign in with the new one' },
  recoveryMailSubject: { zh: '重置密码', en: 'Reset your password' },
  recoveryMailBody: {
    zh: '{account}，您好：\n\n我们收到了重置您在光伏产品碳足迹核算平台登录密码的申请。请在 {minutes} 分钟内打开下面的链接设置新密码，链接只能使用一次：\n\n{link}\n\n如果不是您本人申请，请忽略此消息，您的密码不会改变。',
    en: 'Hello {account},\n\nSomeone asked to reset your password on the PV carbon footprint platform. Open the link below within {minutes} minutes to choose a new one; it works once:\n\n{link}\n\nIf it was not you, ignore this message: your password stays as it is.',
  },
  recoveryLinkDelivered: {
    zh: '（链接已通过邮件发给收件人，此处不保留）',
    en: '(the link went to the recipient by email and is not kept here)',
  },
});
