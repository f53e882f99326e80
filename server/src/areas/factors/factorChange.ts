/**
 * What follows a factor's new current version, in the transaction that writes it. The datasets
 * area answers it (areas/datasets/recompute.ts: the general datasets using the factor are
 * recomputed) and the list of areas hands that answer to the factor routes: factors sit below
 * datasets, whose exchanges refer to factors, so they call it through this hook.
 */
import type { Tx } from '../../db/handles';

export type AfterFactorChange = (tx: Tx, factorId: number, now: Date) => Promise<unknown>;
