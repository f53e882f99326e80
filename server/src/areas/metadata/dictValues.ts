/**
 * The dictionaries (sys_dict_type, sys_dict_data) as the value lists of dict-typed fields. Here, not
 * in the dictionary administration (areas/system/dictionaries), because the generic object API and
 * the document library check values against them and the administration sits above both.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/handles';
import { sysDictItems, sysDictTypes } from '../../schema';

/**
 * The values that a dict-typed field may not take: not items in use of the type in use (all of
 * them when the type does not exist or is disabled). One query.
 */
export async function valuesOutsideDict(db: Executor, code: string | null, values: readonly string[]): Promise<string[]> {
  if (values.length === 0) return [];
  if (code === null) return [...values];
  const rows = await db
    .select({ value: sysDictItems.value })
    .from(sysDictItems)
    .innerJoin(sysDictTypes, eq(sysDictTypes.id, sysDictItems.typeId))
    .where(
      and(
        eq(sysDictTypes.code, code),
        eq(sysDictTypes.status, '0'),
        eq(sysDictItems.status, '0'),
        inArray(sysDictItems.value, [...values]),
      ),
    );
  const known = new Set(rows.map((r) => r.value));
  return values.filter((v) => !known.has(v));
}
