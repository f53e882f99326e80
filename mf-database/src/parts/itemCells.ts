/**
 * How the lines of company datasets show in the object table (the detail of one dataset and the
 * list of every line): the value with every digit it has, the unit by its symbol (a factor's as
 * "kg CO2e/kWh"), the category by its path in the directory.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjRow, ObjValue, UnitRow } from '@pcf/shared';
import { DATABASE_NS } from '../locales';
import { formatAmount } from './companyData';

type Cell = (value: ObjValue | undefined, row: ObjRow) => string;

export function useItemCells(units: readonly UnitRow[], categoryPath: (id: number) => string | undefined): Record<string, Cell> {
  const { t } = useTranslation(DATABASE_NS);
  return useMemo(() => {
    const codes = new Map(units.map((unit) => [unit.id, unit.code]));
    return {
      value: (value) => formatAmount(value),
      unit_id: (value, row) => {
        if (typeof value !== 'number') return '';
        const code = codes.get(value) ?? `#${value}`;
        return row.kind === 'factor' ? t('companyDataset.item.factorUnit', { unit: code }) : code;
      },
      category_id: (value) => (typeof value === 'number' ? (categoryPath(value) ?? `#${value}`) : ''),
    };
  }, [units, categoryPath, t]);
}
