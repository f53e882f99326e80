/** The messages of the personal center, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const profileMessages = messageTable({
  nameRequired: { zh: '请填写姓名', en: 'Please enter a name' },
  emailInvalid: { zh: '邮箱格式不正确', en: 'The email address is not valid' },
  phoneInvalid: { zh: '手机号码格式不正确', en: 'The phone number is not valid' },
  oldPasswordRequired: { zh: '请输入原密码', en: 'Please enter the current password' },
  oldPasswordWrong: { zh: '原密码错误', en: 'The current password is wrong' },
  passwordChanged: { zh: '密码修改成功', en: 'The password has been changed' },
  avatarMissing: { zh: '请选择要上传的头像', en: 'Please choose an image to upload' },
  avatarType: { zh: '请上传正确的文件格式', en: 'Please upload a PNG, JPEG or WebP image' },
  avatarTooLarge: { zh: '头像不能超过 2 MB', en: 'The image must not exceed 2 MB' },
  avatarNotFound: { zh: '头像不存在', en: 'No avatar has been uploaded' },
});
