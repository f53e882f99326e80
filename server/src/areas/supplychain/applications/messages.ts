/** The messages of footprint result applications, in both languages. */
import { messageTable } from '../../../http/messageTable';

export const applicationMessages = messageTable({
  applicationMissing: { zh: '碳足迹结果申请不存在', en: 'The footprint application does not exist' },
  applicationRequestNotFulfilled: {
    zh: '只能申请使用已履行请求的碳足迹',
    en: 'Only the footprint of a fulfilled request can be applied for',
  },
  applicationProjectOther: { zh: '该项目不属于请求方企业', en: 'The project is not the requesting company’s' },
  applicationLineMissing: { zh: '清单行不存在或已删除', en: 'The inventory line does not exist or was deleted' },
  applicationFigureMissing: {
    zh: '该碳足迹文件缺少声明单位或碳足迹数值，无法用于清单',
    en: 'The footprint document lacks its declared unit or its figure: it cannot be used in an inventory',
  },
  applicationUnitUnsupported: {
    zh: '平台没有该碳足迹的声明单位 {unit}，无法用于清单',
    en: 'The platform has no unit for the declared unit {unit}: the footprint cannot be used in an inventory',
  },
  applicationUnitMismatch: {
    zh: '清单行的单位 {from} 不能换算为碳足迹的声明单位 {to}，量纲不同',
    en: "The line's unit {from} cannot convert to the footprint's declared unit {to}: they measure different dimensions",
  },
  applicationFootprintDeprecated: {
    zh: '供应商已弃用该碳足迹，不能用于清单',
    en: 'The supplier deprecated this footprint: it cannot be used in an inventory',
  },
  applicationFootprintChanged: {
    zh: '供应商在收到后更改了该碳足迹，请重新请求后再用于清单',
    en: 'The supplier changed this footprint since it was received: request it again before using it in an inventory',
  },
  applicationFootprintNotReceived: {
    zh: '所选碳足迹不是该请求收到的碳足迹',
    en: 'The chosen footprint is not one the request was answered with',
  },
  applicationPending: { zh: '该清单行已有待审批的申请', en: 'This inventory line already has an application waiting for a decision' },
  applicationNotPending: { zh: '该申请已{status}，不能再审批', en: 'The application was already {status}: it cannot be decided again' },
  applicationNotYours: {
    zh: '只有供应商企业、该项目的审核员或平台管理员可以审批该申请',
    en: "Only the supplier company, the project's reviewer or a platform administrator may decide this application",
  },
  applicationProjectNotEditable: {
    zh: '项目当前状态为{status}，清单不能修改，暂不能批准',
    en: 'The project is {status}: its inventory cannot change, so the application cannot be approved now',
  },
  applicationReasonRequired: { zh: '请填写拒绝原因（1 至 {max} 个字符）', en: 'Enter the reason for rejecting it (1 to {max} characters)' },
  applicationNoteTooLong: { zh: '说明不能超过 {max} 个字符', en: 'The note is longer than {max} characters' },
  applicationCreated: { zh: '申请已提交，等待供应商审批', en: 'The application was sent for the supplier’s decision' },
  applicationApproved: {
    zh: '申请已批准，清单行已使用该碳足迹',
    en: 'The application was approved: the inventory line now uses the footprint',
  },
  applicationRejected: { zh: '申请已拒绝', en: 'The application was rejected' },
});
