/** /businessAccounting/directory: the directory (category tree) through /sky/getTreeMenu and its changes. */
import { createCategoryTreeService } from '@pcf/shared';
import type { TreeService } from '@pcf/shared';

export const directoryTreeService: TreeService = createCategoryTreeService();
