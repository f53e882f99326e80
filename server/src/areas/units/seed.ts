/**
 * The units area's first-start data: the reference units of the method, the unit list it serves
 * through the generic object API and the dictionary of unit dimensions. server/src/seed gathers it
 * with every area's; rows are seeded when missing and never overwritten.
 */
import { UNIT_DIMENSIONS as DIMENSIONS } from '@pcf/shared/contracts';
import { createdAtField, dictField, field, idField, readOnlyFields, updatedAtField } from '../../db/seedShapes';
import type { DictTypeSeed, ObjectSeed } from '../../db/seedShapes';
import { DIMENSION_LABELS } from './dimensions';
import { REFERENCE_UNITS } from '../../footprint/referenceUnits';
import { units } from '../../schema';
import type { Tx } from '../../db/handles';

export const UNIT_OBJECTS: readonly ObjectSeed[] = [
  // The unit list of /businessAccounting/unit: a read model (the view pcf_unit over units) that
  // refuses writes; units change through /rest/unit/* and its rules (reference units, one base
  // unit per dimension, units in use). Reference data of the method: no company scope.
  {
    name: 'pcf_unit',
    tableName: 'pcf_unit',
    labelZh: '单位',
    labelEn: 'Units',
    companyScoped: false,
    permissionPrefix: 'business:unit',
    fields: readOnlyFields([
      idField(),
      field('code', 'string', '单位符号', 'Symbol', { required: true, searchable: true, sortable: true, maxLength: 20 }),
      field('name_zh', 'string', '中文名称', 'Chinese name', { required: true, searchable: true, sortable: true, maxLength: 50 }),
      field('name_en', 'string', '英文名称', 'English name', { required: true, searchable: true, sortable: true, maxLength: 50 }),
      dictField('dimension', 'pcf_unit_dimension', '量纲', 'Dimension', {
        required: true,
        searchable: true,
        sortable: true,
        maxLength: 20,
      }),
      field('factor', 'number', '换算系数（对基准单位）', 'Factor to base unit', { required: true, searchable: true, sortable: true }),
      field('is_base', 'boolean', '基准单位', 'Base unit', { searchable: true, sortable: true }),
      field('seeded', 'boolean', '参考单位', 'Reference unit', { searchable: true, sortable: true }),
      createdAtField({ searchable: true, sortable: true, shownInList: false }),
      updatedAtField({ sortable: true, shownInList: false }),
    ]),
  },
];

export const UNIT_DICTIONARIES: readonly DictTypeSeed[] = [
  {
    // the dimension of a unit (/businessAccounting/unit), UnitDimension of the contracts
    code: 'pcf_unit_dimension',
    nameZh: '单位量纲',
    nameEn: 'Unit dimension',
    items: DIMENSIONS.map((value) => ({ value, labelZh: DIMENSION_LABELS[value].zh, labelEn: DIMENSION_LABELS[value].en })),
  },
];

/**
 * The reference units of the method (footprint/referenceUnits.ts) as seeded rows: added when
 * missing by code, never overwritten (an administrator may have renamed them; their codes,
 * dimensions and factors cannot change through the routes).
 */
export async function seedUnits(tx: Tx): Promise<void> {
  await tx
    .insert(units)
    .values(
      REFERENCE_UNITS.map((unit) => ({
        code: unit.code,
        nameZh: unit.nameZh,
        nameEn: unit.nameEn,
        dimension: unit.dimension,
        factor: unit.factor,
        isBase: unit.isBase,
        seeded: true,
      })),
    )
    .onConflictDoNothing();
}
