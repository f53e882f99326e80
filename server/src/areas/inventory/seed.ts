/**
 * The inventory area's first-start data: the dictionary of life-cycle stages. server/src/seed
 * gathers it with every area's; rows are seeded when missing and never overwritten.
 */
import type { DictTypeSeed } from '../../db/seedShapes';
import { FACTOR_DICTIONARIES } from '../factors/seed';
import { DATASET_DICTIONARIES } from '../datasets/seed';

export const INVENTORY_DICTIONARIES: readonly DictTypeSeed[] = [
  {
    // inventory_lines.stage and inventory_template_lines.stage (LIFECYCLE_STAGES of contracts/inventory.ts, DOMAIN.md; fixed by code)
    code: 'pcf_lifecycle_stage',
    nameZh: '生命周期阶段',
    nameEn: 'Life-cycle stage',
    items: [
      { value: 'raw_material', labelZh: '原材料获取', labelEn: 'Raw material acquisition' },
      { value: 'production', labelZh: '生产制造', labelEn: 'Production' },
      { value: 'distribution', labelZh: '分销运输', labelEn: 'Distribution' },
      { value: 'use', labelZh: '使用', labelEn: 'Use' },
      { value: 'end_of_life', labelZh: '废弃处置', labelEn: 'End of life' },
    ],
  },
];

/** The seeded dictionaries of a line's values (stage, gas, data type, region), which the Excel sheets list and read by name. */
export const LINE_DICTIONARIES: readonly DictTypeSeed[] = [...INVENTORY_DICTIONARIES, ...FACTOR_DICTIONARIES, ...DATASET_DICTIONARIES];
