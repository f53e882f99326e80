/** The messages of suppliers (partners) and invitations, in both languages. */
import { messageTable } from '../../../http/messageTable';

export const partnerMessages = messageTable({
  partnerMissing: { zh: '供应商不存在', en: 'The supplier does not exist' },
  partnerNameInvalid: { zh: '请填写供应商名称（1 至 {max} 个字符）', en: 'Enter the supplier name (1 to {max} characters)' },
  partnerNoteTooLong: { zh: '备注不能超过 {max} 个字符', en: 'The note is longer than {max} characters' },
  partnerCompanyMissing: { zh: '该企业不存在或尚未通过注册审核', en: 'This company does not exist or its registration is not approved' },
  partnerSelf: { zh: '不能把本企业添加为自己的供应商', en: 'A company cannot be its own supplier' },
  partnerAlreadyLinked: { zh: '“{name}”已经是本企业的供应商', en: '"{name}" is already one of your suppliers' },
  partnerEmailInvalid: { zh: '请填写有效的电子邮箱', en: 'Enter a valid email address' },
  partnerInvitePending: {
    zh: '已向 {email} 发出邀请，尚未注册',
    en: 'An invitation to {email} is already waiting for the registration',
  },
  partnerHostUrlInvalid: {
    zh: '{field}必须是 http:// 或 https:// 开头的地址（不含用户名和密码）',
    en: '{field} must be an http:// or https:// address (without user name or password)',
  },
  partnerHostBaseUrl: { zh: '接口地址', en: 'The base URL' },
  partnerHostAuthUrl: { zh: '认证地址', en: 'The auth URL' },
  partnerHostClientInvalid: { zh: '请填写客户端 ID 和客户端密钥', en: 'Enter the client id and the client secret' },
  partnerHostInboundClientInvalid: {
    zh: '回调使用的客户端必须是本企业未撤销的 PACT 客户端',
    en: "The client the host calls back with must be one of your company's PACT clients that is not revoked",
  },
  partnerHostSecretAgain: {
    zh: '接口地址或认证地址已指向其他服务器，请重新填写客户端密钥',
    en: 'The base URL or the auth URL now points to another server: enter the client secret again',
  },
  partnerHostOnly: { zh: '只有外部 PACT 主机类供应商才有主机设置', en: 'Only an external PACT host supplier has host settings' },
  pactSecretKeyMissing: {
    zh: '服务器未设置 PACT_SECRET_KEY，无法加密保存外部主机的客户端密钥，请联系平台管理员',
    en: "The server has no PACT_SECRET_KEY, so it cannot keep an external host's client secret: ask the platform administrator",
  },
  pactSecretUnreadable: {
    zh: '无法解密外部主机“{name}”的客户端密钥（PACT_SECRET_KEY 已更换），请重新填写密钥',
    en: 'The client secret of the external host "{name}" cannot be decrypted (PACT_SECRET_KEY changed): enter it again',
  },
  partnerHasRequests: {
    zh: '不能删除供应商“{name}”：已有 {count} 条碳足迹请求与其相关，请求记录须保留',
    en: 'The supplier "{name}" cannot be removed: {count} footprint requests involve it and must stay on record',
  },
  partnerProductInvalid: {
    zh: '第 {position} 个产品：请填写产品标识（1 至 {max} 个字符）',
    en: 'Product {position}: enter its identifier (1 to {max} characters)',
  },
  partnerProductRepeated: { zh: '产品“{product}”重复', en: 'The product "{product}" is listed twice' },
  partnerProductItemMissing: { zh: '第 {position} 个产品：目录项不存在', en: 'Product {position}: the directory item does not exist' },
  partnerInvitationInvalid: {
    zh: '邀请链接无效或已过期，请联系邀请方重新发送',
    en: 'The invitation link is not valid or has expired: ask the inviting company for a new one',
  },
  partnerInviteMailSubject: {
    zh: '{inviter} 邀请贵公司加入光伏碳足迹平台',
    en: '{inviter} invites your company to the PV carbon footprint platform',
  },
  partnerInviteMailBody: {
    zh: '{inviter} 希望将“{company}”添加为供应商，以便交换产品碳足迹（WBCSD PACT）。\n请在 {days} 天内通过以下链接注册企业：\n{link}',
    en: '{inviter} would like to add "{company}" as a supplier to exchange product carbon footprints (WBCSD PACT).\nRegister your company within {days} days through this link:\n{link}',
  },
  partnerInviteLinkDelivered: { zh: '（链接已发送给收件人）', en: '(the link was delivered to the recipient)' },
  partnerLinked: { zh: '供应商已添加', en: 'The supplier was added' },
  partnerInvited: { zh: '邀请已发出', en: 'The invitation was sent' },
  partnerRemoved: { zh: '供应商已删除', en: 'The supplier was removed' },
});
