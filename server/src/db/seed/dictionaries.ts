/**
 * The dictionaries the product needs from the start: every dictType a seeded registry field
 * names (seed.test checks it). Seeded when missing, type by code and item by value; an
 * administrator's later changes to labels, order or status are never overwritten.
 */
export interface DictItemSeed {
  value: string;
  labelZh: string;
  labelEn: string;
}

export interface DictTypeSeed {
  code: string;
  nameZh: string;
  nameEn: string;
  items: DictItemSeed[];
}

export const DICTIONARIES: readonly DictTypeSeed[] = [
  {
    code: 'sys_normal_disable',
    nameZh: '系统开关',
    nameEn: 'Normal or disabled',
    items: [
      { value: '0', labelZh: '正常', labelEn: 'Normal' },
      { value: '1', labelZh: '停用', labelEn: 'Disabled' },
    ],
  },
];
