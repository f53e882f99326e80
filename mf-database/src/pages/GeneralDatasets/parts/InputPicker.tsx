/**
 * Picks an emission factor or a general dataset by a search on the server (code or name contains
 * the text, through /rest/getObjDataByPage), each offered with its value per unit, source, year
 * and, for a factor, its current version. A dataset that cannot be computed is shown but not
 * offered: nothing can be computed from it.
 */
import type { CSSProperties } from 'react';
import { Select, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useObjectSearch } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { searchInputs, type InputKind } from '../api';
import { formatInputFootprint, inputOf, isChinese, nameIn, perUnit, type InputOption } from '../datasetRows';

export interface InputPickerProps {
  kind: InputKind;
  value?: number | null;
  onChange?: (id: number | undefined) => void;
  /** What is known of the chosen input (from an earlier search or the dataset's detail), to name it. */
  known?: InputOption;
  /** Called with the whole input when one is chosen. */
  onPick?: (option: InputOption) => void;
  /** A dataset never uses itself. */
  excludeId?: number;
  placeholder?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}

export function InputPicker({ kind, value, onChange, known, onPick, excludeId, placeholder, style, ...rest }: InputPickerProps) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const nameField = isChinese(i18n.language) ? 'name_zh' : 'name_en';
  // another kind (or another dataset to exclude) makes the earlier matches wrong
  const { found, searching, search, onOpenChange } = useObjectSearch(
    (text: string) => searchInputs(kind, text, nameField, excludeId).then((rows) => rows.flatMap((row) => inputOf(kind, row) ?? [])),
    `${kind}:${excludeId ?? ''}`,
  );

  const label = (o: InputOption) => `${o.code} · ${nameIn(i18n.language, o.nameZh, o.nameEn)}`;

  // the chosen input stays nameable when the latest matches do not include it
  const listed = known && !found.some((o) => o.id === known.id) ? [known, ...found] : found;
  const options = listed.map((o) => ({ value: o.id, label: label(o), input: o, disabled: o.kind === 'dataset' && o.footprint === null }));

  return (
    <Select<number, (typeof options)[number]>
      {...rest}
      allowClear
      value={value ?? undefined}
      placeholder={
        placeholder ?? t(kind === 'factor' ? 'generalDataset.picker.factorPlaceholder' : 'generalDataset.picker.datasetPlaceholder')
      }
      style={style}
      popupMatchSelectWidth={false}
      showSearch={{ filterOption: false, onSearch: search }}
      onOpenChange={onOpenChange}
      notFoundContent={searching ? <Spin size="small" /> : t('generalDataset.picker.nothingFound')}
      options={options}
      optionRender={(option) => {
        const o = option.data.input;
        return (
          <Space orientation="vertical" size={0} style={{ maxWidth: 560 }}>
            <Typography.Text strong={!option.data.disabled}>{label(o)}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {o.footprint === null ? (
                <Tag color="error">{t('generalDataset.status.problem')}</Tag>
              ) : (
                `${formatInputFootprint(o.kind, o.footprint)} ${perUnit(o.unit)}`
              )}
              {o.source && ` · ${o.source}`}
              {o.year !== null && ` · ${o.year}`}
              {o.version !== null && ` · ${t('generalDataset.picker.version', { version: o.version })}`}
            </Typography.Text>
          </Space>
        );
      }}
      onChange={(id, option) => {
        onChange?.(id ?? undefined);
        const chosen = Array.isArray(option) ? undefined : option?.input;
        if (chosen) onPick?.(chosen);
      }}
    />
  );
}
