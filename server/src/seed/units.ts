/**
 * The reference units of the method (footprint/referenceUnits.ts) as seeded rows: added when
 * missing by code, never overwritten (an administrator may have renamed them; their codes,
 * dimensions and factors cannot change through the routes).
 */
import { REFERENCE_UNITS } from '../footprint/referenceUnits';
import { units } from '../schema';
import type { Db } from '../db/connection';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
