export * from './contracts';
export * from './mf/types';
export { REMOTE_LOAD_TIMEOUT_MS } from './mf/remoteTimeoutPlugin';
export * from './i18n';
export * from './http';
export * from './session';
export * from './access';
export * from './format';
export { useLoaded } from './loadFailed/useLoaded';
// reference data (dictionaries, units, the directory) and trees as TreeSelect options; DirectorySelect comes from '@pcf/shared/ui'
export * from './referenceData';
// the tree and upload components themselves come from '@pcf/shared/ui' (they need antd); their types and logic stay here
export type { CategoryTreeProps, CategoryTreeSelection } from './tree/CategoryTree';
export type { CategoryNode } from './tree/treeModel';
export { createCategoryTreeService, createDepartmentTreeService } from './tree/treeService';
export type { TreeService, TreeCallResult, TreeLoadResult, LevelLoadResult, ParentLevel } from './tree/treeService';
export type { FileUploadHandle, FileUploadProps } from './upload/FileUpload';
export { isAcceptedFile, exceedsLimit } from './upload/fileRules';
export * from './passwordMeter';
// the object table itself comes from '@pcf/shared/ui'; its calls, rules and types stay here
export * from './objectTable';
export { holdLeaveGuard, currentLeaveGuard, useLeaveGuard } from './leaveGuard/leaveGuard';
export type { LeaveGuard } from './leaveGuard/leaveGuard';
