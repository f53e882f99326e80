/** The antd-free part of the object table (calls, operators, conditions, column settings); the table itself is in '@pcf/shared/ui'. */
export {
  objectApi,
  operatorsFor,
  valueShapeOf,
  typedValue,
  checkConditions,
  quickSearchField,
  loadVisibleColumns,
  saveVisibleColumns,
  clearVisibleColumns,
  visibleColumnsOf,
} from './objectApi';
export type { ObjDictOption, ObjPageEndpoint, DraftCondition, ConditionProblem, CheckedConditions, ValueShape } from './objectApi';
export type { ObjectTableProps, ObjectTableHandle } from './ObjectTable';
export type { ProjectListTableProps } from './ProjectListTable';
export { searchObjectRows, useObjectSearch, OBJECT_SEARCH_DELAY_MS } from './objectSearch';
export type { ObjectSearch, ObjectSearchState } from './objectSearch';
