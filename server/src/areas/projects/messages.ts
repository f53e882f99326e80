/** The messages of accounting projects and their lifecycle, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const projectsMessages = messageTable({
  // projects (server/src/areas/projects)
  projectMissing: { zh: '项目不存在', en: 'The project does not exist' },
  projectAdminOnly: { zh: '仅平台管理员可以创建、修改和分配项目', en: 'Only platform administrators create, edit and assign projects' },
  projectCompanyNotApproved: { zh: '所选企业不存在或未通过注册审核', en: 'The company does not exist or its registration is not approved' },
  projectCodeInvalid: { zh: '项目编号须为 1 至 {max} 个字符', en: 'The project code needs 1 to {max} characters' },
  projectCodeTaken: { zh: '该企业已有编号为 {code} 的项目', en: 'The company already has a project with the code {code}' },
  projectNameInvalid: { zh: '项目名称须为 1 至 {max} 个字符', en: 'The project name needs 1 to {max} characters' },
  projectModelInvalid: { zh: '产品型号须为 1 至 {max} 个字符', en: 'The product model needs 1 to {max} characters' },
  projectTechnologyUnknown: { zh: '电池技术不在字典中或已停用', en: 'The cell technology is not in the dictionary or is disabled' },
  projectQuantityInvalid: { zh: '额定功率、面积和质量须大于 0', en: 'Rated power, area and mass must be greater than 0' },
  projectDeclaredUnitInvalid: { zh: '声明单位须为 个、kWp、m² 或 kWh', en: 'The declared unit must be piece, kWp, m² or kWh' },
  projectPeriodInvalid: {
    zh: '报告期须为有效日期，且开始日期不能晚于结束日期',
    en: 'The reporting period needs valid dates, the start not after the end',
  },
  projectAccountantInvalid: {
    zh: '核算人员须为该企业的正常企业用户',
    en: 'The accountant must be an active enterprise user of the company',
  },
  projectReviewerInvalid: {
    zh: '审核人员须为正常的核查审核人员',
    en: 'The reviewer must be an active verification and review staff member',
  },
  projectNotEditable: { zh: '项目已提交审核，不能修改项目信息', en: 'The project has been submitted: its details can no longer change' },
  projectNotAssignable: { zh: '项目已发布，不能重新分配', en: 'The project is published and can no longer be reassigned' },
  projectAssignUnchanged: { zh: '核算人员和审核人员均未变更', en: 'Neither the accountant nor the reviewer changed' },
  projectActionNotInStatus: { zh: '项目当前状态不允许此操作', en: "This action is not allowed in the project's current status" },
  projectActionNotYours: { zh: '您无权对该项目执行此操作', en: 'You may not take this action on this project' },
  projectComputedOnly: {
    zh: '项目在碳足迹核算中计算完成后自动变为已核算',
    en: 'A project becomes computed when its footprint is computed in footprint accounting',
  },
  projectReportedOnly: {
    zh: '项目的出具报告、发布与撤回随研究报告在报告生成与发布中进行',
    en: 'A project is reported, published and withdrawn with its study report, in report generation and publishing',
  },
  projectNoteRequired: { zh: '退回项目须填写原因', en: 'Returning a project needs a reason' },
  projectNoteTooLong: { zh: '备注最多 {max} 个字符', en: 'The note may have at most {max} characters' },
  projectAssigned: { zh: '分配成功', en: 'Assigned' },
  projectListOnly: { zh: '此接口只提供核算项目列表：{name}', en: 'This call serves the project list only: {name}' },
});
