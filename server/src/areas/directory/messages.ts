/** The messages of the category tree, in both languages (gathered by server/src/messages.ts). */
import { messageTable } from '../../http/messageTable';

export const directoryMessages = messageTable({
  treeNameRequired: { zh: '请完善', en: 'Please complete the name' },
  treeNameTooLong: { zh: '名称不能超过 100 个字符', en: 'The name must not exceed 100 characters' },
  treeParentMissing: { zh: '上级节点不存在', en: 'The parent node does not exist' },
  treeNodeMissing: { zh: '节点不存在', en: 'The node does not exist' },
  treeTooDeep: { zh: '目录最多 {max} 级', en: 'The directory has at most {max} levels' },
  treeHasChildren: { zh: '该节点下有子节点，不能删除', en: 'This node has children and cannot be deleted' },
  treeMoveIntoItself: {
    zh: '不能移动到该节点自身或其下级节点下',
    en: 'A node cannot be moved under itself or one of its descendants',
  },
  treeLevelInvalid: { zh: '层级须为 1、2 或 3', en: 'The level must be 1, 2 or 3' },
  moved: { zh: '移动成功', en: 'Moved' },
  treeNodeInUse: {
    zh: '该节点已被使用（如碳排放因子的类别），不能删除',
    en: 'This node is in use (for instance as a factor category) and cannot be deleted',
  },
});
