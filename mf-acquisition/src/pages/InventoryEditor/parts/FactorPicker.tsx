/**
 * Picks an emission factor by a search on the server (code or name contains the text, through
 * /rest/getObjDataByPage on pcf_emission_factor), each offered with its current version's value per
 * unit, source, year, version number and net calorific value (through which a fuel metered in m³
 * computes on a factor per kWh); the line keeps that version, so a result can be reproduced.
 * (mf-database's general datasets pick their inputs the same way; remotes never import each other.)
 */
import { Select, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useObjectSearch } from '@pcf/shared';
import type { CalorificValue, ObjRow } from '@pcf/shared';
import { ACQUISITION_NS } from '../../../locales';
import { searchFactors } from '../api';
import { formatValue, isChinese, nameIn, perUnit } from '../../../parts/format';
import type { FactorChoice } from '../lines';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));
const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The row's net calorific value, when it has all of it. */
function ncvOf(row: ObjRow): CalorificValue | null {
  const value = numberOrNull(row.ncv_value);
  const [perUnit, energyUnit, source] = [textOf(row.ncv_per_unit_code), textOf(row.ncv_energy_unit_code), textOf(row.ncv_source)];
  return value === null || !perUnit || !energyUnit ? null : { value, perUnit, energyUnit, source };
}

/** A row of pcf_emission_factor as a choice, or null when it lacks its id or current version. */
export function factorOf(row: ObjRow, language: string): FactorChoice | null {
  const factorId = Number(row.id);
  const versionId = Number(row.version_id);
  if (!Number.isInteger(factorId) || factorId < 1 || !Number.isInteger(versionId) || versionId < 1) return null;
  return {
    factorId,
    versionId,
    code: textOf(row.code),
    name: nameIn(language, textOf(row.name_zh), textOf(row.name_en)),
    value: numberOrNull(row.value),
    unitCode: textOf(row.unit_code),
    source: textOf(row.source),
    year: numberOrNull(row.year),
    version: numberOrNull(row.version),
    ncv: ncvOf(row),
  };
}

export interface FactorPickerProps {
  value?: FactorChoice | null;
  onChange?: (factor: FactorChoice | null) => void;
  disabled?: boolean;
  status?: 'error' | 'warning';
  id?: string;
  'aria-label'?: string;
}

export function FactorPicker({ value, onChange, disabled, status, id, ...rest }: FactorPickerProps) {
  const { t, i18n } = useTranslation(ACQUISITION_NS);
  const nameField = isChinese(i18n.language) ? 'name_zh' : 'name_en';
  const { found, searching, search, onOpenChange } = useObjectSearch((text: string) =>
    searchFactors(text, nameField).then((rows) => rows.flatMap((row) => factorOf(row, i18n.language) ?? [])),
  );

  const label = (f: FactorChoice) => `${f.code} · ${f.name}`;
  const details = (f: FactorChoice) =>
    [
      `${formatValue(f.value)} ${perUnit(f.unitCode)}`,
      f.source,
      f.year === null ? '' : String(f.year),
      f.version === null ? '' : t('inventory.factor.version', { version: f.version }),
      f.ncv
        ? t('inventory.factor.ncv', {
            value: formatValue(f.ncv.value),
            energyUnit: f.ncv.energyUnit,
            perUnit: f.ncv.perUnit,
          })
        : '',
    ]
      .filter((part) => part !== '')
      .join(' · ');

  // the chosen factor stays nameable when the latest matches do not include it
  const listed = value && !found.some((f) => f.factorId === value.factorId) ? [value, ...found] : found;
  const options = listed.map((f) => ({ value: f.factorId, label: label(f), factor: f }));

  return (
    <Space orientation="vertical" size={2} style={{ width: '100%' }}>
      <Select<number, (typeof options)[number]>
        {...rest}
        id={id}
        allowClear
        disabled={disabled}
        status={status}
        value={value?.factorId}
        placeholder={t('inventory.factor.placeholder')}
        style={{ width: '100%' }}
        popupMatchSelectWidth={false}
        showSearch={{ filterOption: false, onSearch: search }}
        onOpenChange={onOpenChange}
        notFoundContent={searching ? <Spin size="small" /> : t('inventory.factor.nothingFound')}
        options={options}
        optionRender={(option) => (
          <Space orientation="vertical" size={0} style={{ maxWidth: 560 }}>
            <Typography.Text strong>{label(option.data.factor)}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {details(option.data.factor)}
            </Typography.Text>
          </Space>
        )}
        onChange={(_id, option) => {
          const chosen = Array.isArray(option) ? undefined : option?.factor;
          onChange?.(chosen ?? null);
        }}
      />
      {value && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="factor-details">
          {details(value)}
        </Typography.Text>
      )}
    </Space>
  );
}
