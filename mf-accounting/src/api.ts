/** The calls of footprint accounting, through the shared http client and typed by the contracts. */
import { API, createCategoryTreeService } from '@pcf/shared';
import type { TreeService } from '@pcf/shared';

/** The directory (category tree) of /businessAccounting/directory: /sky/getTreeMenu and its changes. */
export const directoryTreeService: TreeService = createCategoryTreeService(API.treeLoad);
