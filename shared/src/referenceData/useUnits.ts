/**
 * The unit table (pcf_unit, tens of rows) as typed units, for the choices of a form or a converter.
 * Silent: a failed call leaves the list empty and `failed` set, so the screen says so itself.
 */
import { useCallback, useEffect, useState } from 'react';
import { UNIT_OBJECT, objectEndpoints } from '../contracts';
import type { ObjRow, UnitDimension, UnitRow } from '../contracts';
import { callEnvelope } from '../http/callApi';
import type { Loaded } from './loaded';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

/** Rows of pcf_unit as typed units; rows without an id or a code (fields hidden by access rules ...) are left out. */
export function unitsOf(rows: readonly ObjRow[]): UnitRow[] {
  return rows.flatMap((row): UnitRow[] => {
    const id = Number(row.id);
    const code = textOf(row.code);
    if (!Number.isInteger(id) || id < 1 || code === '') return [];
    return [
      {
        id,
        code,
        name_zh: textOf(row.name_zh),
        name_en: textOf(row.name_en),
        dimension: textOf(row.dimension) as UnitDimension,
        factor: Number(row.factor) || 1,
        is_base: row.is_base === true,
        seeded: row.seeded === true,
      },
    ];
  });
}

/** Every unit, in the order of `sortField`; `reload` asks again. */
export function useUnits(sortField: 'id' | 'code' = 'id'): Loaded<UnitRow[]> & { reload(): void } {
  const [state, setState] = useState<Loaded<UnitRow[]>>({ value: [], loading: true, failed: false });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    let active = true;
    setState((s) => (s.loading ? s : { ...s, loading: true }));
    callEnvelope(objectEndpoints.query, { body: { objName: UNIT_OBJECT, sortField, sortOrder: 'asc' } }, { silent: true })
      .then((envelope) => {
        if (!active) return;
        const ok = envelope.code === 200 && Array.isArray(envelope.data);
        setState({ value: ok ? unitsOf(envelope.data ?? []) : [], loading: false, failed: !ok });
      })
      .catch(() => {
        if (active) setState({ value: [], loading: false, failed: true });
      });
    return () => {
      active = false;
    };
  }, [sortField, round]);
  return { ...state, reload };
}
