export { CategoryTree } from './CategoryTree';
export type { CategoryTreeProps, CategoryTreeSelection } from './CategoryTree';
export type { CategoryNode } from './treeModel';
export { createCategoryTreeService, createDepartmentTreeService } from './treeService';
export type { TreeService, TreeCallResult, TreeLoadResult, LevelLoadResult, ParentLevel } from './treeService';
