/** The messages of inventory data entry, templates, Excel and review, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const inventoryMessages = messageTable({
  inventoryLineAt: { zh: '第 {position} 行“{description}”', en: 'Line {position} "{description}"' },
  inventoryLineOne: { zh: '清单行“{description}”', en: 'Line "{description}"' },
  inventoryReadOnlyForYou: { zh: '您只能查看该项目的清单数据，不能修改', en: "You may read this project's inventory but not change it" },
  inventoryNotEditable: {
    zh: '项目当前状态为{status}，清单数据只读（仅已分配、采集中或已退回的项目可以修改）',
    en: 'The project is {status}: its inventory is read-only (only assigned, collecting or returned projects can change)',
  },
  inventoryDescriptionInvalid: {
    zh: '{line}：请填写描述（最多 {max} 个字符）',
    en: '{line}: enter a description (at most {max} characters)',
  },
  inventoryQuantityInvalid: {
    zh: '{line}：数量须为大于 0 且不超过 {max} 的有限数值，而不是 {value}',
    en: '{line}: the quantity must be a finite number greater than 0 and at most {max}, not {value}',
  },
  inventoryUnitUnknown: {
    zh: '{line}：单位不存在，请使用单位表中的单位',
    en: '{line}: the unit does not exist; use a unit of the unit table',
  },
  inventoryItemUnknown: { zh: '{line}：目录项不存在', en: '{line}: the directory item does not exist' },
  inventoryFactorRequired: { zh: '{line}：请选择排放因子及其版本', en: '{line}: choose an emission factor and its version' },
  inventoryGasRequired: { zh: '{line}：请选择温室气体', en: '{line}: choose the greenhouse gas' },
  inventorySourceMixed: {
    zh: '{line}：排放来源只能是排放因子或温室气体之一',
    en: '{line}: the emissions come either from an emission factor or from a greenhouse gas, not both',
  },
  inventoryFactorUnknown: { zh: '{line}：排放因子不存在', en: '{line}: the emission factor does not exist' },
  inventoryFactorVersionUnknown: {
    zh: '{line}：排放因子 {factor} 没有所选的版本',
    en: '{line}: the emission factor {factor} has no such version',
  },
  inventorySupplierByApplication: {
    zh: '{line}：供应商碳足迹只能通过已批准的碳足迹结果申请成为排放来源',
    en: "{line}: a supplier's footprint becomes a line's source only through an approved footprint application",
  },
  inventorySupplierUnitMismatch: {
    zh: '{line}：单位 {from}（{fromDimension}）不能换算为供应商碳足迹的单位 {to}（{toDimension}），量纲不同',
    en: "{line}: cannot convert {from} ({fromDimension}) to {to} ({toDimension}), the unit of the supplier's footprint: they measure different dimensions",
  },
  inventoryUnitMismatch: {
    zh: '{line}：单位 {from}（{fromDimension}）不能换算为排放因子 {factor} 的单位 {to}（{toDimension}），量纲不同',
    en: '{line}: cannot convert {from} ({fromDimension}) to {to} ({toDimension}), the unit of the emission factor {factor}: they measure different dimensions',
  },
  inventoryGasUnitNotMass: {
    zh: '{line}：温室气体排放须以质量单位填写，{unit}（{dimension}）不是质量单位',
    en: '{line}: a greenhouse gas emission is entered as a mass; {unit} ({dimension}) is not a unit of mass',
  },
  inventoryRegionUnknown: { zh: '{line}：地区 {region} 不在地区字典中', en: '{line}: the region {region} is not in the region dictionary' },
  inventoryQualityInvalid: {
    zh: '{line}：数据质量评分 TeR、GeR、TiR、P 须全部填写或全部留空，每项为 1 至 5',
    en: '{line}: the data quality scores TeR, GeR, TiR and P are all given or all left out, each from 1 to 5',
  },
  inventoryGsdInvalid: {
    zh: '{line}：几何标准差须在 {min} 至 {max} 之间',
    en: '{line}: the geometric standard deviation must be from {min} to {max}',
  },
  inventoryTextTooLong: { zh: '{line}：{field}不能超过 {max} 个字符', en: '{line}: {field} is longer than {max} characters' },
  inventoryFieldSite: { zh: '地点', en: 'the site' },
  inventoryFieldNote: { zh: '备注', en: 'the note' },
  inventoryEvidenceUnknown: {
    zh: '{line}：证明文件 {id} 不存在或不属于该项目的企业',
    en: "{line}: the evidence document {id} does not exist or is not of the project's company",
  },
  inventoryEvidenceTooMany: { zh: '{line}：最多关联 {max} 份证明文件', en: '{line}: at most {max} evidence documents per line' },
  inventoryLineNotFound: { zh: '清单行 {id} 不存在或不属于该项目', en: 'The inventory line {id} does not exist or is not of this project' },
  inventoryLineRepeated: { zh: '清单行 {id} 在请求中出现了不止一次', en: 'The inventory line {id} appears more than once in the request' },
  inventoryNothingSelected: { zh: '请选择要删除的数据', en: 'Select the data to delete' },
  inventoryTooManyLines: { zh: '一个项目最多 {max} 行清单数据', en: 'A project has at most {max} inventory lines' },
  inventoryTemplateApplied: {
    zh: '已添加 {added} 行，跳过已有的 {skipped} 行',
    en: 'Added {added} lines; skipped {skipped} already there',
  },
  inventoryEmpty: { zh: '清单数据为空，不能提交审核', en: 'The inventory has no lines and cannot be submitted' },
  inventoryIncomplete: {
    zh: '有 {count} 行清单数据不完整，不能提交审核：{lines}',
    en: '{count} inventory lines are incomplete, so the project cannot be submitted: {lines}',
  },
  inventoryIncompleteMore: { zh: '；等另外 {count} 行', en: '; and {count} more' },
  inventoryProblemQuantity: { zh: '未填写数量', en: 'the quantity is missing' },
  inventoryProblemSource: { zh: '未选择排放因子或温室气体', en: 'no emission factor or greenhouse gas is chosen' },
  inventoryProblemEvidence: { zh: '初级数据须至少关联一份证明文件', en: 'primary data needs at least one evidence document' },
  inventoryProblemUnit: { zh: '单位与排放因子的单位量纲不同，无法换算', en: "the unit does not convert to the emission factor's unit" },
  // collection templates
  inventoryTemplateAdminOnly: { zh: '采集模板由平台管理员维护', en: 'Only platform administrators change the collection templates' },
  inventoryTemplateNotFound: { zh: '采集模板不存在', en: 'The collection template does not exist' },
  inventoryTemplateNameRequired: { zh: '请输入表单名称!', en: 'Please enter the form name!' },
  inventoryTemplateVersionRequired: { zh: '请输入版本号!', en: 'Please enter the version!' },
  inventoryTemplateTextTooLong: { zh: '{field}不能超过 {max} 个字符', en: '{field} is longer than {max} characters' },
  inventoryTemplateFieldName: { zh: '表单名称', en: 'The form name' },
  inventoryTemplateFieldVersion: { zh: '版本号', en: 'The version' },
  inventoryTemplateFieldDescription: { zh: '说明', en: 'The description' },
  inventoryTemplateTaken: {
    zh: '已有名称为“{name}”、版本为 {version} 的采集模板',
    en: 'A collection template "{name}" version {version} already exists',
  },
  inventoryTemplateLineCount: { zh: '采集模板须有 1 至 {max} 行', en: 'A collection template has 1 to {max} lines' },
  inventoryTemplateLineName: {
    zh: '模板第 {line} 行：请填写中文和英文名称（最多 {max} 个字符）',
    en: 'Template line {line}: enter the Chinese and English names (at most {max} characters)',
  },
  inventoryTemplateLineUnit: { zh: '模板第 {line} 行：单位 {unit} 不存在', en: 'Template line {line}: the unit {unit} does not exist' },
  inventoryTemplateLineFactor: {
    zh: '模板第 {line} 行：排放因子 {code} 不存在',
    en: 'Template line {line}: the emission factor {code} does not exist',
  },
  inventoryTemplateLineSource: {
    zh: '模板第 {line} 行：建议的排放因子与温室气体只能二选一',
    en: 'Template line {line}: suggest a factor or a gas, not both',
  },
  inventoryTemplateLineNote: {
    zh: '模板第 {line} 行：备注不能超过 {max} 个字符',
    en: 'Template line {line}: the note is longer than {max} characters',
  },
  inventoryTemplateLineItem: {
    zh: '模板第 {line} 行：目录项 {id} 不存在',
    en: 'Template line {line}: the directory item {id} does not exist',
  },
  // the project's inventory in Excel (areas/inventory/excel, /rest/inventory/excel/*)
  inventoryExcelFileMissing: { zh: '请选择要导入的 Excel 文件', en: 'Choose the Excel file to import' },
  inventoryExcelTooLarge: { zh: '导入文件不能超过 {max} MB', en: 'The import file is larger than {max} MB' },
  inventoryExcelFileType: { zh: '请上传正确的文件格式：Excel 工作簿（.xlsx）', en: 'Upload an Excel workbook (.xlsx)' },
  inventoryExcelUnreadable: { zh: '文件无法读取：{detail}', en: 'The file cannot be read: {detail}' },
  inventoryExcelHeaderMissing: {
    zh: '找不到表头：第一行应为列名，请使用下载的模板',
    en: 'No header row: the first row holds the column titles; use the downloaded template',
  },
  inventoryExcelColumnMissing: { zh: '缺少必填列“{column}”', en: 'The required column "{column}" is missing' },
  inventoryExcelColumnRepeated: { zh: '列“{column}”出现了不止一次', en: 'The column "{column}" appears more than once' },
  inventoryExcelEmpty: { zh: '文件中没有清单数据', en: 'The file holds no inventory lines' },
  inventoryExcelExpandsTooLarge: {
    zh: '文件解压后超过 {max} MB，无法导入：请使用下载的模板',
    en: 'The file expands to more than {max} MB once unzipped and cannot be imported: use the downloaded template',
  },
  inventoryExcelTooManyRows: { zh: '一个文件最多 {max} 行清单数据', en: 'A file holds at most {max} inventory lines' },
  inventoryExcelFormulaCell: { zh: '单元格是公式，请只填写值', en: 'The cell holds a formula: enter plain values only' },
  inventoryExcelCellError: { zh: '单元格是错误值 {value}', en: 'The cell holds the error value {value}' },
  inventoryExcelNotNumber: { zh: '“{column}”须为数字，而不是 {value}', en: '"{column}" must be a number, not {value}' },
  inventoryExcelRequired: { zh: '请填写“{column}”', en: '"{column}" is required' },
  inventoryExcelLineIdUnknown: {
    zh: '清单行编号 {value} 不存在或不属于该项目',
    en: 'The line id {value} does not exist or is not of this project',
  },
  inventoryExcelLineIdRepeated: {
    zh: '清单行编号 {id} 在文件中重复（第 {first} 行已出现）',
    en: 'The line id {id} appears again in the file (first on row {first})',
  },
  inventoryExcelStageUnknown: {
    zh: '生命周期阶段 {value} 不存在，请从下拉列表中选择',
    en: 'There is no life-cycle stage {value}: choose one from the list',
  },
  inventoryExcelUnitUnknown: { zh: '单位 {value} 不在单位表中', en: 'The unit {value} is not in the unit table' },
  inventoryExcelFactorUnknown: { zh: '排放因子编码 {value} 不存在', en: 'There is no emission factor with the code {value}' },
  inventoryExcelFactorVersionUnknown: {
    zh: '排放因子 {factor} 没有版本 {version}',
    en: 'The emission factor {factor} has no version {version}',
  },
  inventoryExcelVersionWithoutFactor: {
    zh: '填写了因子版本，请同时填写排放因子编码',
    en: 'A factor version needs the emission factor code',
  },
  inventoryExcelGasUnknown: {
    zh: '温室气体 {value} 不存在，请从下拉列表中选择',
    en: 'There is no greenhouse gas {value}: choose one from the list',
  },
  inventoryExcelDataTypeUnknown: {
    zh: '数据类型须为 primary（初级数据）或 secondary（次级数据），而不是 {value}',
    en: 'The data type is primary or secondary, not {value}',
  },
  inventoryExcelItemUnknown: {
    zh: '目录项 {value} 不存在，请填写目录路径（如 原材料获取 > 辅材 > 光伏玻璃）或从下拉列表中选择',
    en: 'There is no directory item {value}: give its path (such as 原材料获取 > 辅材 > 光伏玻璃) or choose one from the list',
  },
  inventoryExcelItemAmbiguous: {
    zh: '有多个目录项名为 {value}，请填写目录路径，如 {paths}',
    en: 'Several directory items are named {value}: give the path, such as {paths}',
  },
  inventoryExcelSharedInvalid: { zh: '共用生产须为“是”或“否”，而不是 {value}', en: 'Shared production is yes or no, not {value}' },
  inventoryExcelImported: { zh: '导入成功：新增 {added} 行，更新 {updated} 行', en: 'Imported: {added} lines added, {updated} updated' },
  inventoryExcelRefused: { zh: '导入失败，未导入任何数据：发现 {count} 处问题', en: 'Nothing was imported: the file has {count} problems' },
  inventoryExcelImportStarted: { zh: '正在导入，请稍候', en: 'Importing, please wait' },
  inventoryExcelImportFailed: { zh: '导入失败，未导入任何数据：{reason}', en: 'The import failed and nothing was imported: {reason}' },
  inventoryExcelImportInterrupted: {
    zh: '导入被中断（服务重启或超时），未导入任何数据，请重新导入',
    en: 'The import was interrupted (a server restart or a time-out) and nothing was imported: import the file again',
  },
  inventoryImportJobNotFound: { zh: '导入任务不存在', en: 'The import job does not exist' },
  reviewCommentMissing: { zh: '审核意见不存在', en: 'The review comment does not exist' },
  reviewNotReviewer: { zh: '只有该项目的审核人员可以批注清单数据', en: "Only the project's reviewer comments on its lines" },
  reviewNotInReview: { zh: '项目不在审核中，不能批注', en: 'The project is not in review: lines are commented on only during a review' },
  reviewLineNotInProject: {
    zh: '清单行 {id} 不存在或不属于该项目',
    en: 'The inventory line {id} does not exist or is not of this project',
  },
  reviewCommentInvalid: { zh: '批注内容须为 1 至 {max} 个字符', en: 'A comment needs 1 to {max} characters' },
  reviewCommentNotYours: { zh: '只能修改或删除自己的批注', en: 'You can only change or delete your own comments' },
  reviewRoundDecided: { zh: '该轮审核已结束，批注不能再修改或删除', en: 'This review round is decided: its comments can no longer change' },
  reviewReplyNotCompany: { zh: '只有项目所属企业的用户可以回复审核意见', en: "Only users of the project's company answer review comments" },
  reviewReplyNotNow: {
    zh: '只有已退回或重新采集中的项目可以回复审核意见',
    en: 'Review comments are answered only while the project is returned or collecting again',
  },
  reviewRoundOpen: { zh: '本轮审核尚未结束，暂不能回复', en: 'The review round is still open: answer once the reviewer has decided' },
  reviewReplyInvalid: { zh: '回复内容须为 1 至 {max} 个字符', en: 'An answer needs 1 to {max} characters' },
});
