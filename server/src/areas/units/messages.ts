/** The messages of units of measure and their conversion, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const unitsMessages = messageTable({
  unitMissing: { zh: '单位不存在', en: 'The unit does not exist' },
  unitUnknown: { zh: '单位 {code} 不存在', en: 'There is no unit {code}' },
  unitDimensionMismatch: {
    zh: '单位 {from}（{fromDimension}）与 {to}（{toDimension}）量纲不同，不能换算',
    en: 'Cannot convert {from} ({fromDimension}) to {to} ({toDimension}): they measure different dimensions',
  },
  unitCodeInvalid: { zh: '单位符号须为 1 至 {max} 个字符，且不含空格', en: 'A unit symbol has 1 to {max} characters and no spaces' },
  unitCodeTaken: { zh: '单位符号 {code} 已存在', en: 'The unit symbol {code} already exists' },
  unitNameInvalid: {
    zh: '请填写单位的中文名称和英文名称（各不超过 {max} 个字符）',
    en: 'Please enter the Chinese and the English name of the unit (at most {max} characters each)',
  },
  unitFactorInvalid: {
    zh: '换算系数须为大于 0 的数（{min} 至 {max}）',
    en: 'The factor must be a number greater than 0 (from {min} to {max})',
  },
  unitBaseFactor: { zh: '基准单位 {code} 的换算系数须为 1', en: 'The base unit {code} must have the factor 1' },
  unitBaseExists: {
    zh: '量纲“{dimension}”已有基准单位 {code}，每个量纲只能有一个基准单位',
    en: 'The dimension {dimension} already has the base unit {code}; a dimension has exactly one',
  },
  unitBaseMissing: {
    zh: '量纲“{dimension}”须保留一个基准单位，其他单位的换算系数都以它为准',
    en: 'The dimension {dimension} must keep one base unit: the factors of its other units are relative to it',
  },
  unitReferenceFixed: {
    zh: '{code} 是核算方法规定的参考单位，只能修改名称，不能修改符号、量纲、换算系数或基准单位设置',
    en: '{code} is a reference unit of the method: only its names may change, not its symbol, dimension, factor or base setting',
  },
  unitReferenceUndeletable: {
    zh: '{code} 是核算方法规定的参考单位，不能删除',
    en: '{code} is a reference unit of the method and cannot be deleted',
  },
  unitInUse: { zh: '单位 {code} 正在使用，不能删除', en: 'The unit {code} is in use and cannot be deleted' },
});
