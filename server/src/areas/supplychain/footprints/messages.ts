/** The shared footprints' messages, in both languages (gathered by ../messages.ts). */
import { messageTable } from '../../../http/messageTable';

export const footprintShareMessages = messageTable({
  pactReportNotShareable: {
    zh: '只能共享本企业已发布报告的碳足迹结果',
    en: "Only a result of one of the company's published reports can be shared",
  },
  pactShareMissing: { zh: '共享的碳足迹不存在', en: 'The shared footprint does not exist' },
  pactShareDeprecated: {
    zh: '该碳足迹已废弃，不能再修改',
    en: 'The footprint is deprecated: it can no longer change',
  },
  pactShareOtherProduct: {
    zh: '新版本应来自同一产品型号（{productModel}）的已发布报告',
    en: 'A new version must come from a published report of the same product ({productModel})',
  },
  pactShareActiveExists: {
    zh: '产品型号 {productModel} 已有有效的共享碳足迹（v{version}），请在该碳足迹上“发布新版本”',
    en: 'The product {productModel} already has an Active shared footprint (v{version}): use "New version" on it instead',
  },
  pactDeclaredUnitUnsupported: {
    zh: '声明单位 {unit} 无法用 PACT 的声明单位表示',
    en: 'The declared unit {unit} has no PACT declared unit',
  },
  pactDocumentNonConforming: {
    zh: '生成的 PACT 文档不符合规范：{problems}',
    en: 'The PACT document made from the result does not conform: {problems}',
  },
  pactShareCreated: { zh: '碳足迹已共享', en: 'The footprint is shared' },
  pactShareVersioned: { zh: '已发布碳足迹的新版本', en: 'A new version of the footprint is shared' },
  pactShareDeprecatedDone: { zh: '碳足迹已废弃', en: 'The footprint is deprecated' },
  pactClientCreated: { zh: 'PACT 客户端已创建，密钥只显示这一次', en: 'The PACT client is created: its secret is shown this once' },
  pactClientRevokedDone: { zh: 'PACT 客户端已停用', en: 'The PACT client is revoked' },
});
