/** The messages of footprint evaluation, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const footprintMessages = messageTable({
  footprintReadOnlyForYou: {
    zh: '您只能查看该项目的碳足迹评价，不能修改或计算',
    en: "You may read this project's footprint evaluation but not change or compute it",
  },
  footprintSettingsNotEditable: {
    zh: '项目当前状态为{status}，评价设置不能再修改',
    en: 'The project is {status}: its study settings can no longer change',
  },
  footprintGoalInvalid: { zh: '请填写研究目标（1 至 {max} 个字符）', en: 'Enter the goal of the study (1 to {max} characters)' },
  footprintScopeInvalid: { zh: '请填写研究范围（1 至 {max} 个字符）', en: 'Enter the scope of the study (1 to {max} characters)' },
  footprintDeclaredUnitInvalid: { zh: '声明单位须为 {units} 之一', en: 'The declared unit must be one of {units}' },
  footprintModuleCountInvalid: {
    zh: '组件数量须为 1 至 {max} 之间的整数',
    en: 'The number of modules must be a whole number from 1 to {max}',
  },
  footprintDeclaredQuantityPower: {
    zh: '声明数量 {quantity} kWp 与项目额定功率不符：{modules} 块组件 × {ratedPowerWp} Wp = {expected} kWp',
    en: "The declared quantity {quantity} kWp contradicts the project's rated power: {modules} module(s) × {ratedPowerWp} Wp = {expected} kWp",
  },
  footprintDeclaredQuantityArea: {
    zh: '声明数量 {quantity} m² 与项目组件面积不符：{modules} 块组件 × {areaM2} m² = {expected} m²',
    en: "The declared quantity {quantity} m² contradicts the project's module area: {modules} module(s) × {areaM2} m² = {expected} m²",
  },
  footprintDeclaredQuantityPieces: {
    zh: '声明数量 {quantity} 块与组件数量 {expected} 块不符',
    en: 'The declared quantity {quantity} pieces contradicts the number of modules, {expected}',
  },
  footprintDeclaredQuantityInvalid: {
    zh: '声明单位数量须大于 0 且不超过 {max}',
    en: 'The declared quantity must be greater than 0 and at most {max}',
  },
  footprintBoundaryInvalid: {
    zh: '系统边界须为“从摇篮到大门”或“从摇篮到坟墓”',
    en: 'The system boundary must be cradle to gate or cradle to grave',
  },
  footprintAllocationMethodInvalid: {
    zh: '分配方法须为不分配、按质量分配或按经济价值分配',
    en: 'The allocation method must be none, by mass or by economic value',
  },
  footprintAllocationAmountsInvalid: {
    zh: '按{method}分配须填写本产品的量与共线生产的总量：二者均大于 0 且不超过 {max}，本产品的量不超过总量',
    en: "Allocation by {method} needs the product's amount and the whole shared production's: both greater than 0 and at most {max}, the product's at most the total",
  },
  footprintAllocationMass: { zh: '质量', en: 'mass' },
  footprintAllocationEconomic: { zh: '经济价值', en: 'economic value' },
  footprintCutOffLineInvalid: {
    zh: '取舍准则：单行阈值须在 0% 至总阈值（{total}%）之间',
    en: 'Cut-off: the line threshold must be from 0 % to the total threshold ({total} %)',
  },
  footprintCutOffTotalInvalid: {
    zh: '取舍准则：累计阈值须在 0% 至 {max}% 之间',
    en: 'Cut-off: the total threshold must be from 0 % to {max} %',
  },
  footprintGwpSetInvalid: { zh: 'GWP 值版本须为 {sets} 之一', en: 'The GWP set must be one of {sets}' },
  footprintIterationsInvalid: {
    zh: '蒙特卡洛模拟次数须为 0（不模拟）或 {min} 至 {max} 之间的整数',
    en: 'The Monte Carlo iterations must be 0 (none) or a whole number from {min} to {max}',
  },
  footprintSeedInvalid: { zh: '随机数种子须为 0 至 {max} 之间的整数', en: 'The random seed must be a whole number from 0 to {max}' },
  footprintNotComputable: {
    zh: '项目当前状态为{status}，不能计算碳足迹（仅审核通过、已计算或已出报告的项目可以计算）',
    en: 'The project is {status}: its footprint cannot be computed (only approved, computed or reported projects can)',
  },
  footprintSettingsMissing: { zh: '请先完成评价录入', en: 'Complete the evaluation entry first' },
  footprintComputeRunning: {
    zh: '该项目正在计算中，请等待当前计算完成',
    en: 'This project is being computed: wait for the computation under way to end',
  },
  footprintComputeStarted: { zh: '计算已开始', en: 'The computation has started' },
  footprintJobNotFound: { zh: '计算任务不存在', en: 'The computation does not exist' },
  footprintSnapshotNotFound: { zh: '评价结果不存在', en: 'The result does not exist' },
  footprintCompareOtherProject: { zh: '只能比较同一项目的两次评价结果', en: 'Only two results of the same project can be compared' },
  footprintInventoryEmpty: { zh: '清单数据为空，无法计算', en: 'The inventory has no lines: there is nothing to compute' },
  footprintLineIncomplete: {
    zh: '{line}：缺少数量或排放来源，无法计算',
    en: '{line}: the quantity or the source of its emissions is missing, so it cannot be computed',
  },
  footprintUnitMismatch: {
    zh: '{line}：单位 {from}（{fromDimension}）不能换算为 {to}（{toDimension}），量纲不同',
    en: '{line}: cannot convert {from} ({fromDimension}) to {to} ({toDimension}): they measure different dimensions',
  },
  footprintUnitUnknown: { zh: '{line}：单位 {unit} 不在单位表中', en: '{line}: the unit {unit} is not in the unit table' },
  footprintGwpMissing: { zh: '{line}：GWP 值表（{set}）中没有 {gas}', en: '{line}: the GWP table ({set}) has no value for {gas}' },
  footprintQuantityInvalid: { zh: '{line}：数量不是有效的数值', en: '{line}: the quantity is not a valid number' },
  footprintFactorInvalid: { zh: '{line}：排放因子值不是有效的数值', en: "{line}: the emission factor's value is not a valid number" },
  footprintSettingInvalid: {
    zh: '评价设置 {setting} 无效，请重新保存评价录入',
    en: 'The study setting {setting} is not valid: save the evaluation entry again',
  },
  footprintComputeFailed: { zh: '计算失败，未保存结果：{reason}', en: 'The computation failed and no result was saved: {reason}' },
  footprintResultListOnly: { zh: '此接口只提供碳足迹评价结果列表：{name}', en: 'This call serves the footprint result list only: {name}' },
  footprintJobInterrupted: {
    zh: '计算被中断（服务重启或超时），未保存结果，请重新计算',
    en: 'The computation was interrupted (a server restart or a time-out) and no result was saved: compute again',
  },
});
