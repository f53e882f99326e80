/**
 * Where the open factor library files its factors in the directory (the category tree): the
 * life-cycle tree of directory/seed.ts, plus the nodes it lacks for the library's topics (fuels,
 * refrigerants, the GWP table, general materials, business activities). A node missing from the
 * directory (a fresh tree has the seed's; an administrator may have changed it) is created with
 * both names before the import, so every row's category resolves by its path.
 */
import { and, eq, sql } from 'drizzle-orm';
import { DIRECTORY_TREE, type DirectorySeed } from '../../directory/seed';
import { directoryNodes } from '../../../schema';
import type { Tx } from '../service';

const MANUFACTURING = '生产制造';
const RAW_MATERIALS = '原材料获取';
const DISTRIBUTION = '分销运输';
const END_OF_LIFE = '废弃处置';
const BUSINESS = '商务活动';
const PROCESS_GASES = [MANUFACTURING, '工艺气体'] as const;
const AUXILIARY = [RAW_MATERIALS, '辅材'] as const;

export const ELECTRICITY = [MANUFACTURING, '电力'] as const;
export const NATURAL_GAS = [MANUFACTURING, '天然气'] as const;
export const STEAM = [MANUFACTURING, '蒸汽'] as const;
export const WATER = [MANUFACTURING, '水'] as const;
export const FUELS = [MANUFACTURING, '燃料'] as const;
export const REFRIGERANTS = [...PROCESS_GASES, '制冷剂'] as const;
export const GWP_GASES = [...PROCESS_GASES, '温室气体全球增温潜势'] as const;
export const GENERAL_MATERIALS = [RAW_MATERIALS, '通用材料'] as const;
export const ROAD = [DISTRIBUTION, '公路运输'] as const;
export const RAIL = [DISTRIBUTION, '铁路运输'] as const;
export const SEA = [DISTRIBUTION, '海运'] as const;
export const AIR = [DISTRIBUTION, '空运'] as const;
export const WASTE = [END_OF_LIFE] as const;
export const LANDFILL = [END_OF_LIFE, '填埋'] as const;
export const INCINERATION = [END_OF_LIFE, '焚烧'] as const;
export const RECYCLING = [END_OF_LIFE, '回收利用'] as const;
export const PASSENGER_VEHICLES = [BUSINESS, '乘用车'] as const;
export const BUSINESS_TRAVEL = [BUSINESS, '商务差旅'] as const;
export const HOTEL_STAYS = [BUSINESS, '酒店住宿'] as const;
export const HOMEWORKING = [BUSINESS, '居家办公'] as const;

/** PV_ICE's materials → the PV material nodes of the seeded tree. */
export const PV_MATERIAL_NODES: Readonly<Record<string, readonly string[]>> = {
  silicon: [RAW_MATERIALS, '硅料'],
  glass: [...AUXILIARY, '光伏玻璃'],
  aluminium_frames: [...AUXILIARY, '铝边框'],
  copper: [...AUXILIARY, '焊带'],
  silver: [...AUXILIARY, '银浆'],
  encapsulant: [...AUXILIARY, 'EVA/POE胶膜'],
  backsheet: [...AUXILIARY, '背板'],
};

/** English names of the nodes the library adds (the seeded ones have theirs in DIRECTORY_TREE). */
const LIBRARY_NODE_NAMES: Readonly<Record<string, string>> = {
  燃料: 'Fuels',
  制冷剂: 'Refrigerants',
  温室气体全球增温潜势: 'GWP100 of greenhouse gases',
  通用材料: 'General materials',
  商务活动: 'Business activities',
  乘用车: 'Passenger vehicles',
  商务差旅: 'Business travel',
  酒店住宿: 'Hotel stays',
  居家办公: 'Homeworking',
};

function seededNames(nodes: readonly DirectorySeed[], into: Map<string, string>): Map<string, string> {
  for (const node of nodes) {
    into.set(node.name, node.nameEn);
    if (node.children) seededNames(node.children, into);
  }
  return into;
}

const ENGLISH = seededNames(DIRECTORY_TREE, new Map(Object.entries(LIBRARY_NODE_NAMES)));

/** Creates the nodes of `paths` that are missing, in both languages, inside the caller's transaction. */
export async function ensureDirectoryPaths(tx: Tx, paths: Iterable<readonly string[]>): Promise<number> {
  const known = new Map<string, number>();
  let created = 0;
  for (const path of paths) {
    let pid = 0;
    for (const [depth, name] of path.entries()) {
      const key = path.slice(0, depth + 1).join('\u0000');
      let id = known.get(key);
      if (id === undefined) {
        const [node] = await tx
          .select({ id: directoryNodes.id })
          .from(directoryNodes)
          .where(and(eq(directoryNodes.pid, pid), eq(directoryNodes.name, name)))
          .orderBy(directoryNodes.id)
          .limit(1);
        if (node) id = node.id;
        else {
          const [{ next }] = await tx
            .select({ next: sql<number>`coalesce(max(${directoryNodes.sort}), 0)::int + 1` })
            .from(directoryNodes)
            .where(eq(directoryNodes.pid, pid));
          const [saved] = await tx
            .insert(directoryNodes)
            .values({ name, nameEn: ENGLISH.get(name) ?? name, pid, level: depth + 1, sort: Number(next) })
            .returning({ id: directoryNodes.id });
          id = saved.id;
          created += 1;
        }
        known.set(key, id);
      }
      pid = id;
    }
  }
  return created;
}
