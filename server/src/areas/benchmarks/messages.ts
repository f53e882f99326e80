/** The messages of benchmark references and benchmarking, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const benchmarksMessages = messageTable({
  benchmarkReferenceMissing: { zh: '对标基准不存在', en: 'The benchmark reference does not exist' },
  benchmarkNameInvalid: {
    zh: '请填写基准的中文名称和英文名称（各不超过 {max} 个字符）',
    en: 'Please enter the Chinese and the English name of the reference (at most {max} characters each)',
  },
  benchmarkValueInvalid: {
    zh: '请填写一个基准值，或填写区间的下限和上限（两者取其一），数值须大于 0 且不超过 {max}',
    en: 'Enter either one value or a range (low and high), each greater than 0 and at most {max}',
  },
  benchmarkRangeOrder: { zh: '区间下限不能大于上限', en: 'The low end of the range cannot be above its high end' },
  benchmarkTechnologyUnknown: { zh: '电池技术“{value}”不存在', en: 'There is no cell technology "{value}"' },
  benchmarkRegionInvalid: { zh: '地区不能超过 {max} 个字符', en: 'The region has at most {max} characters' },
  benchmarkYearInvalid: { zh: '年份须在 {min} 至 {max} 之间', en: 'The year must be from {min} to {max}' },
  benchmarkSourceInvalid: {
    zh: '请填写来源（不超过 {max} 个字符）',
    en: 'Please enter the source (at most {max} characters)',
  },
  benchmarkUrlInvalid: {
    zh: '来源链接须为 http:// 或 https:// 开头的网址（不超过 {max} 个字符）',
    en: 'The source URL must start with http:// or https:// (at most {max} characters)',
  },
  benchmarkSeededUndeletable: {
    zh: '“{name}”是核算方法给出的基准，只能修改，不能删除',
    en: '"{name}" is a reference of the method: it may be edited but not deleted',
  },
});
