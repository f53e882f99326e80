/**
 * The units a study may declare (PROJECT_DECLARED_UNIT_CODES), read from the units table as the
 * unit screen reads it, in the contract's order.
 */
import { useEffect, useState } from 'react';
import { PROJECT_DECLARED_UNIT_CODES } from '@pcf/shared';
import type { UnitRow } from '@pcf/shared';
import { unitApi } from '../../pages/Unit/api';
import { unitsOf } from '../../pages/Unit/unitRows';

export interface DeclaredUnits {
  units: UnitRow[];
  failed: boolean;
}

const DECLARED: readonly string[] = PROJECT_DECLARED_UNIT_CODES;

export function useDeclaredUnits(): DeclaredUnits {
  const [state, setState] = useState<DeclaredUnits>({ units: [], failed: false });
  useEffect(() => {
    let active = true;
    unitApi
      .all()
      .then((envelope) => {
        if (!active) return;
        if (envelope.code !== 200 || !Array.isArray(envelope.data)) {
          setState({ units: [], failed: true });
          return;
        }
        const units = unitsOf(envelope.data).filter((unit) => DECLARED.includes(unit.code));
        units.sort((a, b) => DECLARED.indexOf(a.code) - DECLARED.indexOf(b.code));
        setState({ units, failed: false });
      })
      .catch(() => active && setState({ units: [], failed: true }));
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/** "kWp（千瓦峰值）" / "kWp (kilowatt peak)". */
export function declaredUnitLabel(unit: UnitRow, language: string): string {
  const chinese = language.startsWith('zh');
  const name = (chinese ? unit.name_zh || unit.name_en : unit.name_en || unit.name_zh) || '';
  if (!name) return unit.code;
  return chinese ? `${unit.code}（${name}）` : `${unit.code} (${name})`;
}
