/** The messages of registration and its review, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const onboardingMessages = messageTable({
  registerFormInvalid: { zh: '注册信息格式有误：{detail}', en: 'The registration form is not valid: {detail}' },
  registerCompanyNameRequired: { zh: '请输入企业名称（中文）', en: 'Please enter the company name in Chinese' },
  registerCompanyNameEnRequired: { zh: '请输入企业名称（英文）', en: 'Please enter the company name in English' },
  registerCompanyNameTaken: { zh: '企业名称已注册：{name}', en: 'A company named {name} is already registered' },
  registerCreditCodeShape: {
    zh: '统一社会信用代码须为 18 位，由数字和大写字母组成（不含 I、O、S、V、Z），第 3 至 8 位为数字',
    en: 'The unified social credit code has 18 digits and capital letters (no I, O, S, V or Z), characters 3 to 8 being digits',
  },
  registerCreditCodeCheck: {
    zh: '统一社会信用代码校验位不正确，请核对',
    en: 'The check character of the unified social credit code is wrong, please check the code',
  },
  registerCreditCodeTaken: {
    zh: '该统一社会信用代码已注册，不能重复注册',
    en: 'This unified social credit code is already registered',
  },
  registerIndustryInvalid: { zh: '请选择所属行业', en: 'Please choose the industry' },
  registerRegionRequired: { zh: '请输入所在地区', en: 'Please enter the region' },
  registerAddressRequired: { zh: '请输入详细地址', en: 'Please enter the address' },
  registerContactRequired: { zh: '请输入联系人', en: 'Please enter the contact person' },
  registerLicenceMissing: { zh: '请上传营业执照', en: 'Please upload the business licence' },
  registerLicenceType: {
    zh: '营业执照须为 PDF、JPG 或 PNG 文件（按文件内容识别，与文件名无关）',
    en: 'The business licence must be a PDF, JPG or PNG file (told from its content, not its name)',
  },
  registerLicenceTooLarge: { zh: '营业执照不能超过 {max} MB', en: 'The business licence must not exceed {max} MB' },
  registerSubmitted: {
    zh: '注册申请已提交，请等待平台审核，审核通过后即可登录',
    en: 'Your registration has been submitted. You can sign in once the platform has approved it',
  },
  registrationNotFound: { zh: '注册申请不存在', en: 'The registration does not exist' },
  registrationAlreadyApproved: { zh: '该注册申请已审核通过，不能重复操作', en: 'This registration is already approved' },
  registrationAlreadyRejected: { zh: '该注册申请已驳回，不能重复驳回', en: 'This registration is already rejected' },
  registrationRejectReasonInvalid: {
    zh: '请填写驳回原因（最多 {max} 个字符）',
    en: 'Please give the reason for rejecting (at most {max} characters)',
  },
  registrationRoleMissing: {
    zh: '企业用户角色（enterprise）不存在，请先在角色管理中恢复',
    en: 'The enterprise user role (enterprise) does not exist; restore it under Roles first',
  },
  registrationLicenceNotFound: { zh: '营业执照文件不存在', en: 'The business licence file does not exist' },
  registrationApproved: { zh: '审核通过', en: 'Approved' },
  registrationRejected: { zh: '已驳回', en: 'Rejected' },
  registrationNoticeSubject: { zh: '注册审核结果', en: 'Registration review' },
  registrationApprovedNotice: {
    zh: '您的企业“{company}”注册申请已审核通过，欢迎使用光伏产品碳足迹核算平台。',
    en: 'The registration of your company "{company}" has been approved. Welcome to the platform.',
  },
  registrationRejectedNotice: {
    zh: '您的企业“{company}”注册申请未通过审核，原因：{reason}',
    en: 'The registration of your company "{company}" was rejected: {reason}',
  },
});
