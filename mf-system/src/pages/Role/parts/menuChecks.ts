/**
 * The grants tree's check rules. The tree checks strictly (each node its own state), because a
 * role may hold a page without all of its buttons; the linkage is ours: checking a node checks
 * what is under it and what is above it (a button is useless without its page), unchecking one
 * unchecks what is under it.
 */
import type { RoleMenuNode } from '@pcf/shared';

export interface MenuIndex {
  parentOf: Map<number, number | null>;
  childrenOf: Map<number, number[]>;
  all: number[];
}

export function indexMenus(roots: RoleMenuNode[]): MenuIndex {
  const parentOf = new Map<number, number | null>();
  const childrenOf = new Map<number, number[]>();
  const all: number[] = [];
  const walk = (nodes: RoleMenuNode[], parent: number | null) => {
    for (const node of nodes) {
      parentOf.set(node.id, parent);
      childrenOf.set(
        node.id,
        node.children.map((child) => child.id),
      );
      all.push(node.id);
      walk(node.children, node.id);
    }
  };
  walk(roots, null);
  return { parentOf, childrenOf, all };
}

function descendants(index: MenuIndex, id: number): number[] {
  const found: number[] = [];
  const stack = [...(index.childrenOf.get(id) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop() as number;
    found.push(next);
    stack.push(...(index.childrenOf.get(next) ?? []));
  }
  return found;
}

/** The checked set after the user (un)checks `id`; `linked` false toggles that node alone. */
export function toggleCheck(index: MenuIndex, checked: ReadonlySet<number>, id: number, check: boolean, linked: boolean): Set<number> {
  const next = new Set(checked);
  if (!linked) {
    if (check) next.add(id);
    else next.delete(id);
    return next;
  }
  if (check) {
    next.add(id);
    for (const below of descendants(index, id)) next.add(below);
    for (let up = index.parentOf.get(id) ?? null; up !== null; up = index.parentOf.get(up) ?? null) next.add(up);
  } else {
    next.delete(id);
    for (const below of descendants(index, id)) next.delete(below);
  }
  return next;
}
