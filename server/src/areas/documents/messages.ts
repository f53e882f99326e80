/** The messages of evidence and library documents, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const documentsMessages = messageTable({
  fileTypeRefused: {
    zh: '请上传正确的文件格式：PDF、JPG、PNG、XLSX 或 DOCX（按文件内容识别，而非文件名）',
    en: 'Upload a PDF, JPG, PNG, XLSX or DOCX file (told from its content, not its name)',
  },
  fileFormInvalid: { zh: '上传表单有误：{detail}', en: 'The upload form is not valid: {detail}' },
  fileNotFound: { zh: '文件不存在', en: 'The file does not exist' },
  fileUploaded: { zh: '上传成功', en: 'Uploaded' },
  documentTitleInvalid: { zh: '请填写标题（最多 {max} 个字符）', en: 'Enter a title (at most {max} characters)' },
  documentTextTooLong: { zh: '{field}不能超过 {max} 个字符', en: '{field} is longer than {max} characters' },
  // evidence documents (areas/documents, /rest/evidence/*)
  evidenceNotFound: { zh: '证明文件不存在', en: 'The evidence document does not exist' },
  evidenceNoCompany: {
    zh: '当前账号不属于任何企业，不能上传证明文件',
    en: 'This account belongs to no company, so it cannot hold evidence',
  },
  evidenceCompanyRequired: { zh: '请选择证明文件所属的企业', en: 'Choose the company the evidence belongs to' },
  evidenceCompanyMissing: { zh: '所属企业不存在', en: 'The company does not exist' },
  evidenceDuplicate: {
    zh: '相同的文件已上传为“{title}”，请直接关联该文件',
    en: 'The same file is already uploaded as "{title}": link that document instead',
  },
  evidenceTargetIncomplete: { zh: '关联对象的类型和编号须同时填写', en: 'The type and the id of the linked item come together' },
  evidenceTargetNotFound: {
    zh: '要关联的{target}不存在或不属于该企业',
    en: 'The {target} to link does not exist or is not of this company',
  },
  evidenceLinkExists: { zh: '该文件已关联此{target}', en: 'The document is already linked to this {target}' },
  evidenceLinkNotFound: { zh: '该文件未关联此{target}', en: 'The document is not linked to this {target}' },
  evidenceLinked: { zh: '关联成功', en: 'Linked' },
  evidenceUnlinked: { zh: '已取消关联', en: 'Unlinked' },
  evidenceTargetProduct: { zh: '产品', en: 'product' },
  evidenceTargetDataset: { zh: '数据集', en: 'dataset' },
  evidenceTargetDatasetItem: { zh: '数据集明细', en: 'dataset item' },
  // the document library (areas/documents, /rest/library/*)
  libraryAdminOnly: { zh: '文档库由平台管理员维护', en: 'Only platform administrators change the document library' },
  libraryNotFound: { zh: '文档不存在', en: 'The document does not exist' },
  libraryVersionNotFound: { zh: '该文档没有版本 {version}', en: 'The document has no version {version}' },
  libraryCategoryUnknown: {
    zh: '文档类别 {category} 不在文档类别字典中',
    en: 'The category {category} is not in the document category dictionary',
  },
  libraryVersionSame: { zh: '新上传的文件与当前版本 {version} 内容相同', en: 'The file is the same as the current version {version}' },
});
