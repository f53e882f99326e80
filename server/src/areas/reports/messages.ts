/** The messages of study reports, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const reportMessages = messageTable({
  reportMissing: { zh: '报告不存在', en: 'The report does not exist' },
  reportSnapshotMissing: { zh: '计算结果不存在', en: 'The footprint result does not exist' },
  reportReadOnlyForYou: { zh: '您只能查看该报告，不能修改', en: 'You may read this report but not change it' },
  reportNotDraft: { zh: '报告当前状态为{status}，不能修改', en: 'The report is {status}: it can no longer change' },
  reportNotInReview: { zh: '报告当前状态为{status}，不能审核', en: 'The report is {status}: it cannot be reviewed' },
  reportNotPublished: { zh: '只能撤回已发布的报告', en: 'Only a published report can be withdrawn' },
  reportVersionStale: {
    zh: '报告已被保存为第 {version} 版，请刷新后再编辑',
    en: 'The report was saved as version {version} meanwhile: reload it before editing',
  },
  reportSectionTooLong: {
    zh: '章节“{section}”的文字超过 {max} 个字符',
    en: 'The text of section "{section}" is longer than {max} characters',
  },
  reportNoteRequired: { zh: '请填写退回原因（1 至 {max} 个字符）', en: 'Enter the reason for returning it (1 to {max} characters)' },
  reportReasonRequired: { zh: '请填写撤回原因（1 至 {max} 个字符）', en: 'Enter the reason for withdrawing it (1 to {max} characters)' },
  reportReviewerOnly: {
    zh: '只有该项目的审核员或平台管理员可以发布或退回报告',
    en: "Only the project's reviewer or a platform administrator may publish or return the report",
  },
  reportAdminOnly: { zh: '只有平台管理员可以撤回报告', en: 'Only a platform administrator may withdraw a report' },
  reportCodeUnknown: { zh: '验证码不存在', en: 'No report has this verification code' },
  reportCheckNotPdf: { zh: '请上传 PDF 文件', en: 'Upload a PDF file' },
  reportSubmitted: { zh: '报告已提交审核', en: 'The report was submitted for review' },
  reportPublishStarted: { zh: '报告正在生成并发布', en: 'The report is being rendered and published' },
  reportPublishing: {
    zh: '报告正在发布，请稍后再操作',
    en: 'The report is being published: try again once that is done',
  },
  reportReturned: { zh: '报告已退回', en: 'The report was returned' },
  reportWithdrawn: { zh: '报告已撤回', en: 'The report was withdrawn' },
});
