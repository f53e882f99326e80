/** Reference data every screen may need (dictionaries, units, the directory) and trees as TreeSelect options; no antd here. */
export type { Loaded } from './loaded';
export { useDictOptions } from './useDictOptions';
export { useDictLabels } from './useDictLabels';
export { useDictionaries } from './useDictionaries';
export { useUnits, unitsOf } from './useUnits';
export { useDirectory } from './useDirectory';
export type { Directory } from './useDirectory';
export { treeSelectOptions, treePaths } from './treeSelectOptions';
export type { NamedTreeNode, TreeSelectOption } from './treeSelectOptions';
