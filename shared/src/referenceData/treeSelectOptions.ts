/**
 * A tree of the server (the directory's TreeNode, a department tree) as the options of an antd
 * TreeSelect: value is the node's id, title its name; a node without children has none (a leaf).
 */

/** A tree node as the server sends it: its children under `children` or, from some routes, `list`. */
export interface NamedTreeNode {
  id: number;
  name: string;
  children?: readonly NamedTreeNode[];
  list?: readonly NamedTreeNode[];
}

/** One option of a TreeSelect over such a tree. */
export interface TreeSelectOption {
  value: number;
  title: string;
  children?: TreeSelectOption[];
}

const childrenOf = (node: NamedTreeNode): readonly NamedTreeNode[] => node.children ?? node.list ?? [];

export function treeSelectOptions(nodes: readonly NamedTreeNode[]): TreeSelectOption[] {
  return nodes.map((node) => {
    const children = childrenOf(node);
    return { value: node.id, title: node.name, ...(children.length > 0 ? { children: treeSelectOptions(children) } : {}) };
  });
}

/** Each node's path from the root, its names joined ("能源 / 电力"). */
export function treePaths(nodes: readonly NamedTreeNode[], above: string[] = [], into = new Map<number, string>()): Map<number, string> {
  for (const node of nodes) {
    const path = [...above, node.name];
    into.set(node.id, path.join(' / '));
    treePaths(childrenOf(node), path, into);
  }
  return into;
}
