/**
 * The inventory area's first-start data: the PV module collection template and the dictionary of
 * life-cycle stages. server/src/seed gathers it with every area's; rows are seeded when missing
 * and never overwritten.
 */
import { INVENTORY_ITEM_PATH_SEPARATOR } from '@pcf/shared/contracts';
import { dictionary } from '../../db/seedShapes';
import type { DictTypeSeed } from '../../db/seedShapes';
import { and, eq } from 'drizzle-orm';
import type { Gas, LifecycleStage } from '@pcf/shared/contracts';
import type { Tx } from '../../db/handles';
import { inventoryTemplateLines, inventoryTemplates, units } from '../../schema';
import { loadItemPaths } from './itemPaths';
import { FACTOR_DICTIONARIES } from '../factors/seed';
import { DATASET_DICTIONARIES } from '../datasets/seed';

export const INVENTORY_DICTIONARIES: readonly DictTypeSeed[] = [
  // inventory_lines.stage and inventory_template_lines.stage (LIFECYCLE_STAGES of contracts/inventory.ts, DOMAIN.md; fixed by code)
  dictionary('pcf_lifecycle_stage', '生命周期阶段', 'Life-cycle stage', [
    ['raw_material', '原材料获取', 'Raw material acquisition'],
    ['production', '生产制造', 'Production'],
    ['distribution', '分销运输', 'Distribution'],
    ['use', '使用', 'Use'],
    ['end_of_life', '废弃处置', 'End of life'],
  ]),
];

/** The seeded dictionaries of a line's values (stage, gas, data type, region), which the Excel sheets list and read by name. */
export const LINE_DICTIONARIES: readonly DictTypeSeed[] = [...INVENTORY_DICTIONARIES, ...FACTOR_DICTIONARIES, ...DATASET_DICTIONARIES];

/**
 * The collection templates the platform starts with: the PV module inventory (DOMAIN.md's typical
 * lines per life-cycle stage, cradle to gate), both languages. Seeded at each start when no template
 * of that name and version exists; an administrator's changes to its lines are kept. Each line names
 * its directory item by path (the directory's seed.ts), resolved when the template is seeded (after the
 * directory): a path the directory no longer has leaves the line without an item.
 */
export interface TemplateLineSeed {
  stage: LifecycleStage;
  zh: string;
  en: string;
  unit: string;
  /** The directory item's path from the root. */
  item?: readonly string[];
  factor?: string;
  gas?: Gas;
  note?: string;
}

const GRID = 'CN-GRID-2022-AVG';
const GAS = 'IPCC-2006-NG-COMBUSTION-GJ';
const RAW = '原材料获取';
const AUX = [RAW, '辅材'];
const MAKE = '生产制造';
const GASES = [MAKE, '工艺气体'];
const TRANSPORT = '分销运输';
const PROCESSES: readonly [string, string][] = [
  ['多晶硅', 'polysilicon'],
  ['拉晶切片', 'ingot and wafer'],
  ['电池片', 'cell'],
  ['组件封装', 'module assembly'],
];

export const PV_MODULE_TEMPLATE = {
  name: '光伏组件碳足迹数据采集表',
  nameEn: 'PV module carbon footprint data collection form',
  version: 'v1.0',
  description: '晶硅光伏组件（摇篮到大门）的常用清单行 / The usual inventory lines of a crystalline-silicon PV module, cradle to gate',
  lines: [
    { stage: 'raw_material', zh: '多晶硅', en: 'Polysilicon', unit: 'kg', item: [RAW, '硅料', '多晶硅'] },
    { stage: 'raw_material', zh: '硅片', en: 'Silicon wafers', unit: 'piece', item: [RAW, '硅片'] },
    { stage: 'raw_material', zh: '电池片', en: 'Solar cells', unit: 'piece', item: [RAW, '电池片'] },
    { stage: 'raw_material', zh: '光伏玻璃', en: 'Solar glass', unit: 'kg', item: [...AUX, '光伏玻璃'] },
    { stage: 'raw_material', zh: '铝边框', en: 'Aluminium frame', unit: 'kg', item: [...AUX, '铝边框'] },
    { stage: 'raw_material', zh: 'EVA/POE 封装胶膜', en: 'EVA/POE encapsulant', unit: 'kg', item: [...AUX, 'EVA/POE胶膜'] },
    { stage: 'raw_material', zh: '背板', en: 'Backsheet', unit: 'm²', item: [...AUX, '背板'] },
    { stage: 'raw_material', zh: '接线盒', en: 'Junction box', unit: 'piece', item: [...AUX, '接线盒'] },
    { stage: 'raw_material', zh: '银浆', en: 'Silver paste', unit: 'g', item: [...AUX, '银浆'] },
    { stage: 'raw_material', zh: '铜焊带', en: 'Copper ribbon', unit: 'kg', item: [...AUX, '焊带'] },
    {
      stage: 'raw_material',
      zh: '包装材料',
      en: 'Packaging',
      unit: 'kg',
      item: [RAW, '包装材料'],
      note: '纸箱、托盘、缠绕膜 / cartons, pallets, stretch film',
    },
    ...PROCESSES.map(([zh, en]): TemplateLineSeed => ({
      stage: 'production',
      zh: `外购电力（${zh}）`,
      en: `Purchased electricity (${en})`,
      unit: 'kWh',
      item: [MAKE, '电力'],
      factor: GRID,
      note: "按所在电网选择因子 / choose the factor of the site's grid",
    })),
    ...PROCESSES.map(([zh, en]): TemplateLineSeed => ({
      stage: 'production',
      zh: `天然气（${zh}）`,
      en: `Natural gas (${en})`,
      unit: 'GJ',
      item: [MAKE, '天然气'],
      factor: GAS,
    })),
    { stage: 'production', zh: '工艺气体 NF₃ 排放', en: 'Process gas NF₃ emissions', unit: 'kg', item: [...GASES, '三氟化氮'], gas: 'NF3' },
    { stage: 'production', zh: '工艺气体 SF₆ 排放', en: 'Process gas SF₆ emissions', unit: 'kg', item: [...GASES, '六氟化硫'], gas: 'SF6' },
    { stage: 'production', zh: '工艺气体 CF₄ 排放', en: 'Process gas CF₄ emissions', unit: 'kg', item: [...GASES, '四氟化碳'], gas: 'CF4' },
    { stage: 'distribution', zh: '公路运输', en: 'Road transport', unit: 't·km', item: [TRANSPORT, '公路运输'] },
    { stage: 'distribution', zh: '铁路运输', en: 'Rail transport', unit: 't·km', item: [TRANSPORT, '铁路运输'] },
    { stage: 'distribution', zh: '海运', en: 'Sea transport', unit: 't·km', item: [TRANSPORT, '海运'] },
  ] as TemplateLineSeed[],
};

export const SEEDED_TEMPLATES = [PV_MODULE_TEMPLATE] as const;

const itemIdOf = (line: TemplateLineSeed, itemIds: ReadonlyMap<string, number>): number | null =>
  line.item ? (itemIds.get(line.item.join(INVENTORY_ITEM_PATH_SEPARATOR)) ?? null) : null;

/**
 * A seeded template from before lines had directory items (migration 0019) gets them once: only
 * while none of its lines has one, so an administrator's later choices stay. Lines are matched by
 * stage and Chinese name; renamed lines keep none.
 */
async function giveItemsToOlderSeed(
  tx: Tx,
  templateId: number,
  seed: (typeof SEEDED_TEMPLATES)[number],
  itemIds: ReadonlyMap<string, number>,
): Promise<void> {
  const lines = await tx
    .select({
      id: inventoryTemplateLines.id,
      stage: inventoryTemplateLines.stage,
      itemNameZh: inventoryTemplateLines.itemNameZh,
      itemId: inventoryTemplateLines.itemId,
    })
    .from(inventoryTemplateLines)
    .where(eq(inventoryTemplateLines.templateId, templateId));
  if (lines.some((line) => line.itemId !== null)) return;
  for (const line of lines) {
    const seeded = seed.lines.find((candidate) => candidate.stage === line.stage && candidate.zh === line.itemNameZh);
    const itemId = seeded ? itemIdOf(seeded, itemIds) : null;
    if (itemId !== null) await tx.update(inventoryTemplateLines).set({ itemId }).where(eq(inventoryTemplateLines.id, line.id));
  }
}

export async function seedInventoryTemplates(tx: Tx): Promise<void> {
  const unitIds = new Map((await tx.select({ id: units.id, code: units.code }).from(units)).map((u) => [u.code, u.id]));
  // the first node of a path wins: the directory does not forbid two siblings of one name
  const itemIds = new Map<string, number>();
  for (const { id, path } of await loadItemPaths(tx)) if (!itemIds.has(path)) itemIds.set(path, id);
  for (const seed of SEEDED_TEMPLATES) {
    const [existing] = await tx
      .select({ id: inventoryTemplates.id })
      .from(inventoryTemplates)
      .where(and(eq(inventoryTemplates.name, seed.name), eq(inventoryTemplates.version, seed.version)));
    if (existing) {
      await giveItemsToOlderSeed(tx, existing.id, seed, itemIds);
      continue;
    }
    const [template] = await tx
      .insert(inventoryTemplates)
      .values({ name: seed.name, nameEn: seed.nameEn, version: seed.version, description: seed.description, seeded: true })
      .returning({ id: inventoryTemplates.id });
    await tx.insert(inventoryTemplateLines).values(
      seed.lines.map((line, index) => {
        const unitId = unitIds.get(line.unit);
        if (unitId === undefined) throw new Error(`template ${seed.name}: unit ${line.unit} missing`);
        // an administrator may have renamed or moved the seeded directory: the line goes without an item
        const itemId = itemIdOf(line, itemIds);
        return {
          templateId: template.id,
          stage: line.stage,
          itemNameZh: line.zh,
          itemNameEn: line.en,
          itemId,
          unitId,
          factorCode: line.factor ?? null,
          gas: line.gas ?? null,
          note: line.note ?? null,
          sortOrder: index + 1,
        };
      }),
    );
  }
}
