/**
 * The filters above the list: the chosen category (from the tree or the link that opened the page),
 * library set (pcf_factor_library), region (pcf_region), year and source. A set or a region applies
 * when chosen, a year once it is a whole year in range, a source on Enter or the search button.
 */
import { useEffect, useState } from 'react';
import { Button, Input, InputNumber, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FACTOR_TEXT_MAX, FACTOR_YEAR_MAX, FACTOR_YEAR_MIN } from '@pcf/shared';
import type { ObjDictOption } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { isFilterYear } from '../factorFilters';
import type { FactorFilters } from '../factorFilters';

export interface FactorFilterBarProps {
  filters: FactorFilters;
  /** The chosen category's name (its path), or null when none is chosen. */
  categoryLabel: string | null;
  regions: readonly ObjDictOption[];
  /** The open factor library's sets: value = the database version of their factors. */
  libraries: readonly ObjDictOption[];
  onChange(filters: FactorFilters): void;
  onClearCategory(): void;
}

export function FactorFilterBar({ filters, categoryLabel, regions, libraries, onChange, onClearCategory }: FactorFilterBarProps) {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const [year, setYear] = useState<number | null>(filters.year ?? null);
  const [source, setSource] = useState(filters.source ?? '');

  // a link (the visualization's click-through) may change the filters while the page is open
  useEffect(() => setYear(filters.year ?? null), [filters.year]);
  useEffect(() => setSource(filters.source ?? ''), [filters.source]);

  const any = Object.values(filters).some((value) => value !== undefined);
  // a region the dictionary does not know (yet) still shows as its code
  const regionOptions =
    filters.region && !regions.some((option) => option.value === filters.region)
      ? [...regions, { value: filters.region, label: filters.region }]
      : regions;

  return (
    <Space wrap className="pcf-factor-filters" style={{ marginBottom: 12 }}>
      {categoryLabel !== null && (
        <Tag closable color="blue" onClose={onClearCategory}>
          {t('factor.filters.categoryTag', { name: categoryLabel })}
        </Tag>
      )}
      <Select<string>
        allowClear
        aria-label={t('factor.filters.library')}
        placeholder={t('factor.filters.allLibraries')}
        options={libraries.map((option) => ({ value: option.value, label: option.label }))}
        value={filters.library}
        onChange={(library) => onChange({ ...filters, library: library || undefined })}
        style={{ width: 260 }}
      />
      <Select<string>
        allowClear
        showSearch
        optionFilterProp="label"
        aria-label={t('factor.filters.region')}
        placeholder={t('factor.filters.allRegions')}
        options={regionOptions.map((option) => ({ value: option.value, label: option.label }))}
        value={filters.region}
        onChange={(region) => onChange({ ...filters, region: region || undefined })}
        style={{ width: 180 }}
      />
      <InputNumber<number>
        aria-label={t('factor.filters.year')}
        placeholder={t('factor.filters.year')}
        min={FACTOR_YEAR_MIN}
        max={FACTOR_YEAR_MAX}
        precision={0}
        value={year}
        onChange={(next) => {
          setYear(next);
          if (next === null) {
            if (filters.year !== undefined) onChange({ ...filters, year: undefined });
          } else if (isFilterYear(next) && next !== filters.year) {
            onChange({ ...filters, year: next });
          }
        }}
        style={{ width: 120 }}
      />
      <Input.Search
        allowClear
        aria-label={t('factor.filters.source')}
        placeholder={t('factor.filters.source')}
        maxLength={FACTOR_TEXT_MAX}
        value={source}
        onChange={(event) => setSource(event.target.value)}
        onSearch={(value) => onChange({ ...filters, source: value.trim() || undefined })}
        style={{ width: 240 }}
      />
      {any && <Button onClick={() => onChange({})}>{t('factor.filters.reset')}</Button>}
    </Space>
  );
}
