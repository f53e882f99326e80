import type { TreeNode } from '../contracts';

/**
 * The tree as the component works with it: children always an array (the server may send
 * `children` or `list`), depth computed from the position, so department trees without
 * `level` work the same way.
 */
export interface CategoryNode {
  id: number;
  /** Shown as the node's label (typeName in SPEC §3). */
  name: string;
  /** Parent id: `pid` of category nodes, `parentId` of department nodes; 0 at the root. */
  parentId: number;
  /** 1 for first-level nodes. */
  level: number;
  children: CategoryNode[];
  source: TreeNode;
}

export function normaliseTree(nodes: TreeNode[], level = 1): CategoryNode[] {
  return nodes.map((node) => ({
    id: node.id,
    name: node.name,
    parentId: node.parentId ?? node.pid ?? 0,
    level,
    children: normaliseTree(node.children ?? node.list ?? [], level + 1),
    source: node,
  }));
}

/** Every node with the chain of nodes from the root down to it (inclusive). */
export function indexTree(nodes: CategoryNode[]): Map<number, CategoryNode[]> {
  const paths = new Map<number, CategoryNode[]>();
  const walk = (list: CategoryNode[], above: CategoryNode[]) => {
    for (const node of list) {
      const path = [...above, node];
      paths.set(node.id, path);
      walk(node.children, path);
    }
  };
  walk(nodes, []);
  return paths;
}
