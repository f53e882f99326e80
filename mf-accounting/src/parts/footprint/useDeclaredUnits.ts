/**
 * The units a study may declare (PROJECT_DECLARED_UNIT_CODES), read from the units table as the
 * unit screen reads it, in the contract's order.
 */
import { useMemo } from 'react';
import { PROJECT_DECLARED_UNIT_CODES, useUnits } from '@pcf/shared';
import type { UnitRow } from '@pcf/shared';

export interface DeclaredUnits {
  units: UnitRow[];
  failed: boolean;
}

const DECLARED: readonly string[] = PROJECT_DECLARED_UNIT_CODES;

export function useDeclaredUnits(): DeclaredUnits {
  const all = useUnits();
  const units = useMemo(() => {
    const declared = all.value.filter((unit) => DECLARED.includes(unit.code));
    declared.sort((a, b) => DECLARED.indexOf(a.code) - DECLARED.indexOf(b.code));
    return declared;
  }, [all.value]);
  return { units, failed: all.failed };
}

/** "kWp（千瓦峰值）" / "kWp (kilowatt peak)". */
export function declaredUnitLabel(unit: UnitRow, language: string): string {
  const chinese = language.startsWith('zh');
  const name = (chinese ? unit.name_zh || unit.name_en : unit.name_en || unit.name_zh) || '';
  if (!name) return unit.code;
  return chinese ? `${unit.code}（${name}）` : `${unit.code} (${name})`;
}
