/** The messages of contribution analysis, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const analysisMessages = messageTable({
  analysisLineNotFound: { zh: '该结果中没有这一清单行', en: 'The result has no such inventory line' },
  analysisFactorNotUsed: {
    zh: '该结果的清单行未使用因子版本 {id}',
    en: 'No line of the result uses factor version {id}',
  },
  analysisFactorMissing: { zh: '替换因子版本 {id} 不存在', en: 'Replacement factor version {id} does not exist' },
  analysisSwapRepeated: {
    zh: '因子版本 {id} 只能替换一次',
    en: 'Factor version {id} can be swapped only once',
  },
  analysisSwapUnitMismatch: {
    zh: '清单行“{line}”的单位 {from} 无法换算为替换因子 {code} 的单位 {to}',
    en: 'Line "{line}" in {from} cannot be converted to the unit {to} of the replacement factor {code}',
  },
  analysisScenarioNameInvalid: {
    zh: '请填写情景名称（1 至 {max} 个字符）',
    en: 'Enter the scenario name (1 to {max} characters)',
  },
  analysisScenarioNotFound: { zh: '情景不存在', en: 'The scenario does not exist' },
  analysisScenarioNotYours: { zh: '只能删除自己保存的情景', en: 'You can delete only the scenarios you saved' },
  analysisScenarioSaved: { zh: '情景已保存', en: 'Scenario saved' },
  analysisScenarioDeleted: { zh: '情景已删除', en: 'Scenario deleted' },
});
