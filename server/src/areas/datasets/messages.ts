/** The messages of company and general datasets, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const datasetsMessages = messageTable({
  // general datasets (areas/datasets, /rest/generalDataset/*)
  generalDatasetAdminOnly: { zh: '通用数据集由平台管理员维护', en: 'Only platform administrators change the general datasets' },
  generalDatasetNotFound: { zh: '通用数据集不存在', en: 'The general dataset does not exist' },
  generalDatasetCodeInvalid: {
    zh: '数据集编码须为 1 至 64 位字母、数字或 . _ - /，且以字母或数字开头',
    en: 'A dataset code is 1 to 64 letters, digits or . _ - /, starting with a letter or digit',
  },
  generalDatasetCodeTaken: { zh: '数据集编码 {code} 已存在', en: 'The dataset code {code} is already taken' },
  generalDatasetNameRequired: { zh: '请填写数据集的中文名称和英文名称', en: 'Enter the dataset name in Chinese and in English' },
  generalDatasetTextTooLong: { zh: '{field}不能超过 {max} 个字符', en: '{field} is longer than {max} characters' },
  generalDatasetFieldRequired: { zh: '请填写{field}', en: '{field} is required' },
  generalDatasetUnitUnknown: {
    zh: '单位 {unit} 不存在，请使用单位表中的单位',
    en: 'The unit {unit} does not exist; use a unit of the unit table',
  },
  generalDatasetCategoryUnknown: { zh: '类别不存在：{category}', en: 'The category does not exist: {category}' },
  generalDatasetRegionUnknown: { zh: '地区 {region} 不在地区字典中', en: 'The region {region} is not in the region dictionary' },
  generalDatasetYearInvalid: { zh: '年份须为 {min} 至 {max} 之间的整数', en: 'The year is a whole number from {min} to {max}' },
  generalDatasetExchangeCount: { zh: '数据集须有 1 至 {max} 项输入', en: 'A dataset has 1 to {max} inputs' },
  generalDatasetExchangeInput: {
    zh: '第 {line} 项输入：请选择一个碳排放因子或一个通用数据集（二者择一）',
    en: 'Input {line}: choose either an emission factor or a general dataset, not both and not neither',
  },
  generalDatasetExchangeQuantity: {
    zh: '第 {line} 项输入：数量须为大于 0 且不超过 {max} 的数',
    en: 'Input {line}: the quantity must be greater than 0 and at most {max}',
  },
  generalDatasetExchangeFactorUnknown: { zh: '第 {line} 项输入：碳排放因子不存在', en: 'Input {line}: the emission factor does not exist' },
  generalDatasetExchangeDatasetUnknown: {
    zh: '第 {line} 项输入：通用数据集不存在',
    en: 'Input {line}: the general dataset does not exist',
  },
  generalDatasetExchangeNoteTooLong: {
    zh: '第 {line} 项输入：备注不能超过 {max} 个字符',
    en: 'Input {line}: the note is longer than {max} characters',
  },
  generalDatasetUnitMismatch: {
    zh: '第 {line} 项输入（{input}）：单位 {from}（{fromDimension}）不能换算为 {to}（{toDimension}），量纲不同',
    en: 'Input {line} ({input}): cannot convert {from} ({fromDimension}) to {to} ({toDimension}): they measure different dimensions',
  },
  generalDatasetCycle: {
    zh: '数据集不能直接或间接地依赖自身：{path}',
    en: 'A dataset may not depend on itself, directly or through others: {path}',
  },
  generalDatasetInputNoFootprint: {
    zh: '第 {line} 项输入：通用数据集 {input} 没有碳足迹（无法计算），请先处理该数据集',
    en: 'Input {line}: the general dataset {input} has no footprint (it cannot be computed); fix that dataset first',
  },
  generalDatasetInUse: {
    zh: '数据集 {code} 是 {users} 的输入，不能删除',
    en: 'The dataset {code} is an input of {users} and cannot be deleted',
  },
  generalDatasetAffectedQuery: {
    zh: '请指定一个碳排放因子或一个通用数据集（二者择一）',
    en: 'Name either an emission factor or a general dataset',
  },
  generalDatasetRecomputed: { zh: '已重新计算', en: 'Recomputed' },
});
