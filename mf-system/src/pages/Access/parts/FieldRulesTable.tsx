/**
 * The object's fields, one row each: the mode (hidden / read-only / editable) and the labels the
 * role's users see instead of the registered ones (empty: the registered label).
 */
import { Input, Radio, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCESS_LABEL_MAX, FIELD_ACCESS_MODES } from '@pcf/shared';
import type { FieldAccessMode } from '@pcf/shared';
import { SYSTEM_NS } from '../../../locales';
import type { FieldRow } from './rules';

export interface FieldRulesTableProps {
  rows: readonly FieldRow[];
  english: boolean;
  disabled: boolean;
  onChange(rows: FieldRow[]): void;
}

export function FieldRulesTable({ rows, english, disabled, onChange }: FieldRulesTableProps) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const change = (name: string, patch: Partial<FieldRow>) =>
    onChange(rows.map((row) => (row.field.name === name ? { ...row, ...patch } : row)));

  const columns: TableColumnsType<FieldRow> = [
    {
      key: 'field',
      title: t('access.field'),
      width: 220,
      render: (_, row) => (
        <div>
          <div>{english ? row.field.labelEn : row.field.labelZh}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.field.name} · {t(`access.type_${row.field.type}`)}
          </Typography.Text>
          {row.field.serverKept && !row.field.isId && (
            <Tooltip title={t('access.serverKeptHint')}>
              <Tag style={{ marginLeft: 4 }}>{t('access.serverKept')}</Tag>
            </Tooltip>
          )}
        </div>
      ),
    },
    {
      key: 'mode',
      title: t('access.mode'),
      width: 260,
      render: (_, row) => (
        <Tooltip title={row.field.isId ? t('access.idAlwaysShown') : null}>
          <Radio.Group
            aria-label={`${t('access.mode')} ${row.field.name}`}
            size="small"
            optionType="button"
            disabled={disabled || row.field.isId}
            value={row.mode}
            onChange={(event) => change(row.field.name, { mode: event.target.value as FieldAccessMode })}
            options={FIELD_ACCESS_MODES.map((mode) => ({ value: mode, label: t(`access.mode_${mode}`) }))}
          />
        </Tooltip>
      ),
    },
    {
      key: 'labelZh',
      title: t('access.labelZh'),
      render: (_, row) => (
        <Input
          aria-label={`${t('access.labelZh')} ${row.field.name}`}
          size="small"
          disabled={disabled}
          maxLength={ACCESS_LABEL_MAX}
          placeholder={row.field.labelZh}
          value={row.labelZh}
          onChange={(event) => change(row.field.name, { labelZh: event.target.value })}
        />
      ),
    },
    {
      key: 'labelEn',
      title: t('access.labelEn'),
      render: (_, row) => (
        <Input
          aria-label={`${t('access.labelEn')} ${row.field.name}`}
          size="small"
          disabled={disabled}
          maxLength={ACCESS_LABEL_MAX}
          placeholder={row.field.labelEn}
          value={row.labelEn}
          onChange={(event) => change(row.field.name, { labelEn: event.target.value })}
        />
      ),
    },
  ];

  return (
    <Table<FieldRow>
      rowKey={(row) => row.field.name}
      size="small"
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      locale={{ emptyText: t('access.noFields') }}
    />
  );
}
