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
  nameEn: string;
  children?: DirectorySeed[];
}

export const DIRECTORY_TREE: readonly DirectorySeed[] = [
  {
    name: '原材料获取',
    nameEn: 'Raw material acquisition',
    children: [
      {
        name: '硅料',
        nameEn: 'Silicon feedstock',
        children: [
          { name: '工业硅', nameEn: 'Metallurgical-grade silicon' },
          { name: '多晶硅', nameEn: 'Polysilicon' },
        ],
      },
      { name: '硅片', nameEn: 'Silicon wafers' },
      { name: '电池片', nameEn: 'Solar cells' },
      {
        name: '辅材',
        nameEn: 'Auxiliary materials',
        children: [
          { name: '光伏玻璃', nameEn: 'PV glass' },
          { name: '铝边框', nameEn: 'Aluminium frame' },
          { name: 'EVA/POE胶膜', nameEn: 'EVA/POE encapsulant film' },
          { name: '背板', nameEn: 'Backsheet' },
          { name: '接线盒', nameEn: 'Junction box' },
          { name: '银浆', nameEn: 'Silver paste' },
          { name: '焊带', nameEn: 'Ribbon' },
        ],
      },
      { name: '包装材料', nameEn: 'Packaging materials' },
    ],
  },
  {
    name: '生产制造',
    nameEn: 'Manufacturing',
    children: [
      { name: '电力', nameEn: 'Electricity' },
      { name: '天然气', nameEn: 'Natural gas' },
      { name: '蒸汽', nameEn: 'Steam' },
      {
        name: '工艺气体',
        nameEn: 'Process gases',
        children: [
          { name: '三氟化氮', nameEn: 'Nitrogen trifluoride (NF3)' },
          { name: '六氟化硫', nameEn: 'Sulphur hexafluoride (SF6)' },
          { name: '四氟化碳', nameEn: 'Carbon tetrafluoride (CF4)' },
        ],
      },
      { name: '水', nameEn: 'Water' },
      { name: '生产废弃物', nameEn: 'Production waste' },
    ],
  },
  {
    name: '分销运输',
    nameEn: 'Distribution and transport',
    children: [
      { name: '公路运输', nameEn: 'Road transport' },
      { name: '铁路运输', nameEn: 'Rail transport' },
      { name: '海运', nameEn: 'Sea freight' },
      { name: '空运', nameEn: 'Air freight' },
    ],
  },
  {
    name: '使用',
    nameEn: 'Use',
    children: [
      { name: '运行维护', nameEn: 'Operation and maintenance' },
      { name: '部件更换', nameEn: 'Component replacement' },
    ],
  },
  {
    name: '废弃处置',
    nameEn: 'End of life',
    children: [
      { name: '填埋', nameEn: 'Landfill' },
      { name: '焚烧', nameEn: 'Incineration' },
      {
        name: '回收利用',
        nameEn: 'Recycling',
        children: [
          { name: '玻璃回收', nameEn: 'Glass recycling' },
          { name: '铝回收', nameEn: 'Aluminium recycling' },
          { name: '硅回收', nameEn: 'Silicon recycling' },
        ],
      },
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
        .values({ name: node.name, nameEn: node.nameEn, pid, level, sort: index + 1 })
        .returning({ id: directoryNodes.id });
      if (node.children) await insertLevel(node.children, saved.id, level + 1);
    }
  };
  await insertLevel(DIRECTORY_TREE, 0, 1);
}
