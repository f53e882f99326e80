/**
 * The collection templates the platform starts with: the PV module inventory (DOMAIN.md's typical
 * lines per life-cycle stage, cradle to gate), both languages. Seeded at each start when no template
 * of that name and version exists; an administrator's changes to its lines are kept.
 */
import { and, eq } from 'drizzle-orm';
import type { Gas, LifecycleStage } from '@pcf/shared/contracts';
import type { Db } from '../connection';
import { inventoryTemplateLines, inventoryTemplates, units } from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface TemplateLineSeed {
  stage: LifecycleStage;
  zh: string;
  en: string;
  unit: string;
  factor?: string;
  gas?: Gas;
  note?: string;
}

const GRID = 'CN-GRID-2022-AVG';
const GAS = 'IPCC-2006-NG-COMBUSTION-GJ';
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
    { stage: 'raw_material', zh: '多晶硅', en: 'Polysilicon', unit: 'kg' },
    { stage: 'raw_material', zh: '硅片', en: 'Silicon wafers', unit: 'piece' },
    { stage: 'raw_material', zh: '电池片', en: 'Solar cells', unit: 'piece' },
    { stage: 'raw_material', zh: '光伏玻璃', en: 'Solar glass', unit: 'kg' },
    { stage: 'raw_material', zh: '铝边框', en: 'Aluminium frame', unit: 'kg' },
    { stage: 'raw_material', zh: 'EVA/POE 封装胶膜', en: 'EVA/POE encapsulant', unit: 'kg' },
    { stage: 'raw_material', zh: '背板', en: 'Backsheet', unit: 'm²' },
    { stage: 'raw_material', zh: '接线盒', en: 'Junction box', unit: 'piece' },
    { stage: 'raw_material', zh: '银浆', en: 'Silver paste', unit: 'g' },
    { stage: 'raw_material', zh: '铜焊带', en: 'Copper ribbon', unit: 'kg' },
    { stage: 'raw_material', zh: '包装材料', en: 'Packaging', unit: 'kg', note: '纸箱、托盘、缠绕膜 / cartons, pallets, stretch film' },
    ...PROCESSES.map(([zh, en]): TemplateLineSeed => ({ stage: 'production', zh: `外购电力（${zh}）`, en: `Purchased electricity (${en})`, unit: 'kWh', factor: GRID, note: '按所在电网选择因子 / choose the factor of the site\'s grid' })),
    ...PROCESSES.map(([zh, en]): TemplateLineSeed => ({ stage: 'production', zh: `天然气（${zh}）`, en: `Natural gas (${en})`, unit: 'GJ', factor: GAS })),
    { stage: 'production', zh: '工艺气体 NF₃ 排放', en: 'Process gas NF₃ emissions', unit: 'kg', gas: 'NF3' },
    { stage: 'production', zh: '工艺气体 SF₆ 排放', en: 'Process gas SF₆ emissions', unit: 'kg', gas: 'SF6' },
    { stage: 'production', zh: '工艺气体 CF₄ 排放', en: 'Process gas CF₄ emissions', unit: 'kg', gas: 'CF4' },
    { stage: 'distribution', zh: '公路运输', en: 'Road transport', unit: 't·km' },
    { stage: 'distribution', zh: '铁路运输', en: 'Rail transport', unit: 't·km' },
    { stage: 'distribution', zh: '海运', en: 'Sea transport', unit: 't·km' },
  ] as TemplateLineSeed[],
};

export const SEEDED_TEMPLATES = [PV_MODULE_TEMPLATE] as const;

export async function seedInventoryTemplates(tx: Tx): Promise<void> {
  const unitIds = new Map((await tx.select({ id: units.id, code: units.code }).from(units)).map((u) => [u.code, u.id]));
  for (const seed of SEEDED_TEMPLATES) {
    const [existing] = await tx
      .select({ id: inventoryTemplates.id })
      .from(inventoryTemplates)
      .where(and(eq(inventoryTemplates.name, seed.name), eq(inventoryTemplates.version, seed.version)));
    if (existing) continue;
    const [template] = await tx
      .insert(inventoryTemplates)
      .values({ name: seed.name, nameEn: seed.nameEn, version: seed.version, description: seed.description, seeded: true })
      .returning({ id: inventoryTemplates.id });
    await tx.insert(inventoryTemplateLines).values(
      seed.lines.map((line, index) => {
        const unitId = unitIds.get(line.unit);
        if (unitId === undefined) throw new Error(`template ${seed.name}: unit ${line.unit} missing`);
        return { templateId: template.id, stage: line.stage, itemNameZh: line.zh, itemNameEn: line.en, unitId, factorCode: line.factor ?? null, gas: line.gas ?? null, note: line.note ?? null, sortOrder: index + 1 };
      }),
    );
  }
}
