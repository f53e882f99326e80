/**
 * The directory area's first-start data: the first content of the category tree, the life-cycle
 * stages of a PV product (DOMAIN.md). Seeded only into an empty directory: once it has nodes, they
 * are the administrators'.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/handles';
import { directoryNodes } from '../../schema';

export interface DirectorySeed {
  name: string;
  children?: DirectorySeed[];
}

export const DIRECTORY_TREE: readonly DirectorySeed[] = [
  {
    name: '原材料获取',
    children: [
      { name: '硅料', children: [{ name: '工业硅' }, { name: '多晶硅' }] },
      { name: '硅片' },
      { name: '电池片' },
      {
        name: '辅材',
        children: [
          { name: '光伏玻璃' },
          { name: '铝边框' },
          { name: 'EVA/POE胶膜' },
          { name: '背板' },
          { name: '接线盒' },
          { name: '银浆' },
          { name: '焊带' },
        ],
      },
      { name: '包装材料' },
    ],
  },
  {
    name: '生产制造',
    children: [
      { name: '电力' },
      { name: '天然气' },
      { name: '蒸汽' },
      { name: '工艺气体', children: [{ name: '三氟化氮' }, { name: '六氟化硫' }, { name: '四氟化碳' }] },
      { name: '水' },
      { name: '生产废弃物' },
    ],
  },
  {
    name: '分销运输',
    children: [{ name: '公路运输' }, { name: '铁路运输' }, { name: '海运' }, { name: '空运' }],
  },
  { name: '使用', children: [{ name: '运行维护' }, { name: '部件更换' }] },
  {
    name: '废弃处置',
    children: [
      { name: '填埋' },
      { name: '焚烧' },
      { name: '回收利用', children: [{ name: '玻璃回收' }, { name: '铝回收' }, { name: '硅回收' }] },
    ],
  },
];

export async function seedDirectory(tx: Tx): Promise<void> {
  const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(directoryNodes);
  if (count > 0) return;
  const insertLevel = async (nodes: readonly DirectorySeed[], pid: number, level: number): Promise<void> => {
    for (const [index, node] of nodes.entries()) {
      const [saved] = await tx
        .insert(directoryNodes)
        .values({ name: node.name, pid, level, sort: index + 1 })
        .returning({ id: directoryNodes.id });
      if (node.children) await insertLevel(node.children, saved.id, level + 1);
    }
  };
  await insertLevel(DIRECTORY_TREE, 0, 1);
}
