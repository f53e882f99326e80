/** The messages of the emission factor database and its import, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const factorsMessages = messageTable({
  factorAdminOnly: { zh: '碳排放因子库由平台管理员维护', en: 'Only platform administrators change the emission factor database' },
  factorNotFound: { zh: '碳排放因子不存在', en: 'The emission factor does not exist' },
  factorVersionNotFound: { zh: '该因子没有版本 {version}', en: 'The factor has no version {version}' },
  factorCodeInvalid: {
    zh: '因子编码须为 1 至 64 位字母、数字或 . _ - / :，且以字母或数字开头',
    en: 'A factor code is 1 to 64 letters, digits or . _ - / :, starting with a letter or digit',
  },
  factorSourceUrlInvalid: {
    zh: '来源网址须为 http 或 https 开头的网址，且不超过 {max} 个字符',
    en: 'The source address is an http or https address of at most {max} characters',
  },
  factorCodeTaken: { zh: '因子编码 {code} 已存在', en: 'The factor code {code} is already taken' },
  factorNameRequired: { zh: '请填写因子的中文名称和英文名称', en: 'Enter the factor name in Chinese and in English' },
  factorTextTooLong: { zh: '{field} 不能超过 {max} 个字符', en: '{field} is longer than {max} characters' },
  factorFieldRequired: { zh: '请填写{field}', en: '{field} is required' },
  factorUnitUnknown: { zh: '单位 {unit} 不存在，请使用单位表中的单位', en: 'The unit {unit} does not exist; use a unit of the unit table' },
  factorCategoryUnknown: { zh: '类别不存在：{category}', en: 'The category does not exist: {category}' },
  factorRegionUnknown: { zh: '地区 {region} 不在地区字典中', en: 'The region {region} is not in the region dictionary' },
  factorGwpSetUnknown: { zh: 'GWP 值版本须为 AR6 或 AR5', en: 'The GWP set is AR6 or AR5' },
  factorValueOrGases: {
    zh: '请填写因子值，或填写温室气体构成（二者择一）',
    en: 'Give either the value or the gas breakdown, not both and not neither',
  },
  factorValueInvalid: { zh: '{field} 须为 0 至 {max} 之间的数字', en: '{field} must be a number from 0 to {max}' },
  factorGasUnknown: { zh: '未知的温室气体：{gas}', en: 'Unknown greenhouse gas: {gas}' },
  factorGasDuplicate: { zh: '温室气体 {gas} 重复', en: 'The gas {gas} appears twice' },
  factorYearInvalid: { zh: '年份须为 {min} 至 {max} 之间的整数', en: 'The year is a whole number from {min} to {max}' },
  factorDateInvalid: { zh: '{field} 不是有效日期（YYYY-MM-DD）', en: '{field} is not a valid date (YYYY-MM-DD)' },
  factorValidityInvalid: { zh: '有效期起不能晚于有效期止', en: 'The validity starts after it ends' },
  factorDqrInvalid: {
    zh: '数据质量评分（TeR、GeR、TiR、P）须同时填写，且均为 1 至 5 之间的数字',
    en: 'The data-quality scores (TeR, GeR, TiR, P) come together, each a number from 1 to 5',
  },
  factorUncertaintyUnknown: { zh: '未知的不确定性分布：{distribution}', en: 'Unknown uncertainty distribution: {distribution}' },
  factorGsdInvalid: { zh: '几何标准差须为 1 至 {max} 之间的数字', en: 'The geometric standard deviation is a number from 1 to {max}' },
  factorGsdNeedsLognormal: {
    zh: '几何标准差仅适用于对数正态分布',
    en: 'A geometric standard deviation goes with a log-normal distribution only',
  },
  factorNcvValueInvalid: {
    zh: '低位发热量须为大于 0、不超过 {max} 的数字',
    en: 'The net calorific value must be a number greater than 0 and at most {max}',
  },
  factorNcvPerUnitInvalid: {
    zh: '低位发热量的计量单位“{unit}”须为单位表中的体积或质量单位（如 m³、kg、t、L）',
    en: 'The net calorific value is per a unit of volume or mass of the unit table (such as m³, kg, t, L), not "{unit}"',
  },
  factorNcvEnergyUnitInvalid: {
    zh: '低位发热量的能量单位“{unit}”须为单位表中的能量单位（如 MJ、kWh）',
    en: 'The net calorific value is given in a unit of energy of the unit table (such as MJ, kWh), not "{unit}"',
  },
  factorNcvSourceInvalid: {
    zh: '请填写低位发热量的来源（不超过 {max} 个字符）',
    en: 'Give the source of the net calorific value (at most {max} characters)',
  },
  factorInUse: { zh: '因子 {code} 正在使用，不能删除', en: 'The factor {code} is in use and cannot be deleted' },
  factorReferenceUndeletable: {
    zh: '因子 {code} 是平台参考数据，可以编辑（生成新版本），不能删除',
    en: 'The factor {code} is reference data of the platform: it can be edited (a new version) but not deleted',
  },
  factorImportStarted: { zh: '导入任务已开始，正在检查文件', en: 'The import has started: the file is being checked' },
  factorImportFileMissing: { zh: '请选择要导入的文件', en: 'Choose the file to import' },
  factorImportTooLarge: { zh: '导入文件不能超过 {max} MB', en: 'The import file is larger than {max} MB' },
  factorImportFileType: {
    zh: '请上传正确的文件格式：.xlsx，或 UTF-8 编码的 .csv（Excel 中另存为“CSV UTF-8”）',
    en: 'Upload an .xlsx file, or a .csv file in UTF-8 (in Excel, save as "CSV UTF-8")',
  },
  factorImportModeInvalid: {
    zh: '导入方式须为 all（全部正确才导入）或 valid（只导入正确的行）',
    en: 'The import mode is all (only a clean file is imported) or valid (the valid rows are imported)',
  },
  factorImportJobNotFound: { zh: '导入任务不存在', en: 'The import job does not exist' },
  factorImportEmpty: {
    zh: '文件中没有数据：第 1 行为表头，数据从第 2 行开始',
    en: 'The file holds no data: row 1 is the header, the data starts on row 2',
  },
  factorImportUnreadable: { zh: '文件无法读取：{detail}', en: 'The file cannot be read: {detail}' },
  factorImportTooManyRows: {
    zh: '一个文件最多 {max} 行数据，请拆分后分批导入',
    en: 'A file holds at most {max} data rows: split it and import the parts one by one',
  },
  factorImportExpandsTooLarge: {
    zh: '文件解压后超过 {max} MB，请拆分后分批导入',
    en: 'The file expands to more than {max} MB once unzipped: split it and import the parts one by one',
  },
  factorImportColumnMissing: { zh: '缺少必填列“{column}”', en: 'The required column "{column}" is missing' },
  factorImportValueColumnMissing: {
    zh: '缺少因子值列，或至少一个温室气体列',
    en: 'The file needs the value column or at least one gas column',
  },
  factorImportColumnRepeated: { zh: '列“{column}”出现了不止一次', en: 'The column "{column}" appears more than once' },
  factorImportFormula: {
    zh: '单元格以 = + - @ 开头，可能被电子表格当作公式执行，已拒绝',
    en: 'The cell starts with = + - or @, which a spreadsheet could run as a formula: refused',
  },
  factorImportFormulaCell: { zh: '单元格是公式，请只填写值', en: 'The cell holds a formula: enter plain values only' },
  factorImportCellError: { zh: '单元格是错误值 {value}', en: 'The cell holds the error value {value}' },
  factorImportNotNumber: { zh: '“{column}”须为数字，而不是 {value}', en: '"{column}" must be a number, not {value}' },
  factorImportCategoryAmbiguous: {
    zh: '有多个类别名为 {category}，请填写目录路径，如 {paths}',
    en: 'Several categories are named {category}: give the directory path, such as {paths}',
  },
  factorImportCodeRepeated: {
    zh: '因子编码 {code} 在文件中重复（第 {first} 行已出现）',
    en: 'The factor code {code} appears again in the file (first on row {first})',
  },
  factorImportFailed: { zh: '导入失败，未导入任何数据：{reason}', en: 'The import failed and nothing was imported: {reason}' },
  factorImportInterrupted: {
    zh: '导入被中断（服务重启或超时），未导入任何数据，请重新导入',
    en: 'The import was interrupted (a server restart or a time-out) and nothing was imported: import the file again',
  },
});
