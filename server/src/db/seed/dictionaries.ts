import { DIMENSIONS } from '../../footprint/units';
import { DIMENSION_LABELS } from '../../areas/units/dimensions';

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
  {
    // the UserType of the contracts
    code: 'sys_user_type',
    nameZh: '用户类型',
    nameEn: 'User type',
    items: [
      { value: 'admin', labelZh: '平台管理员', labelEn: 'Platform administrator' },
      { value: 'enterprise', labelZh: '企业用户', labelEn: 'Enterprise user' },
      { value: 'review', labelZh: '核查审核人员', labelEn: 'Verification and review staff' },
    ],
  },
  {
    // sys_user.status: a registration's review state (UserStatus)
    code: 'sys_user_status',
    nameZh: '注册状态',
    nameEn: 'Registration status',
    items: [
      { value: 'active', labelZh: '已通过', labelEn: 'Approved' },
      { value: 'pending', labelZh: '待审核', labelEn: 'Pending' },
      { value: 'rejected', labelZh: '已驳回', labelEn: 'Rejected' },
    ],
  },
  {
    // the dimension of a unit (/businessAccounting/unit), UnitDimension of the contracts
    code: 'pcf_unit_dimension',
    nameZh: '单位量纲',
    nameEn: 'Unit dimension',
    items: DIMENSIONS.map((value) => ({ value, labelZh: DIMENSION_LABELS[value].zh, labelEn: DIMENSION_LABELS[value].en })),
  },
];
