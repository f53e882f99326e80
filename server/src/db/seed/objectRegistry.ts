/**
 * The objects the generic object API serves from the start, with their fields. Seeded when
 * missing; an administrator's later changes to a registration are never overwritten.
 */
import type { ObjFieldType } from '@pcf/shared/contracts';

export interface FieldSeed {
  name: string;
  columnName: string;
  type: ObjFieldType;
  labelZh: string;
  labelEn: string;
  dictType?: string;
  required?: boolean;
  searchable?: boolean;
  sortable?: boolean;
  shownInList?: boolean;
  editable?: boolean;
  maxLength?: number;
}

export interface ObjectSeed {
  name: string;
  tableName: string;
  labelZh: string;
  labelEn: string;
  companyScoped: boolean;
  permissionPrefix: string;
  fields: FieldSeed[];
}

export const OBJECT_REGISTRY: readonly ObjectSeed[] = [
  {
    name: 'sys_post',
    tableName: 'sys_post',
    labelZh: '岗位',
    labelEn: 'Posts',
    companyScoped: true,
    permissionPrefix: 'system:post',
    fields: [
      { name: 'id', columnName: 'id', type: 'integer', labelZh: '编号', labelEn: 'ID', searchable: true, sortable: true, shownInList: false, editable: false },
      { name: 'code', columnName: 'code', type: 'string', labelZh: '岗位编码', labelEn: 'Post code', required: true, searchable: true, sortable: true, maxLength: 64 },
      { name: 'name', columnName: 'name', type: 'string', labelZh: '岗位名称', labelEn: 'Post name', required: true, searchable: true, sortable: true, maxLength: 100 },
      { name: 'sort', columnName: 'sort', type: 'integer', labelZh: '显示顺序', labelEn: 'Order', required: true, searchable: true, sortable: true },
      { name: 'status', columnName: 'status', type: 'dict', dictType: 'sys_normal_disable', labelZh: '状态', labelEn: 'Status', required: true, searchable: true, sortable: true, maxLength: 1 },
      { name: 'remark', columnName: 'remark', type: 'string', labelZh: '备注', labelEn: 'Remark', shownInList: false, maxLength: 500 },
      { name: 'company_id', columnName: 'company_id', type: 'integer', labelZh: '所属企业', labelEn: 'Company', searchable: true, sortable: true, shownInList: false },
      { name: 'created_at', columnName: 'created_at', type: 'datetime', labelZh: '创建时间', labelEn: 'Created at', searchable: true, sortable: true, editable: false },
      { name: 'updated_at', columnName: 'updated_at', type: 'datetime', labelZh: '更新时间', labelEn: 'Updated at', sortable: true, shownInList: false, editable: false },
    ],
  },
];
