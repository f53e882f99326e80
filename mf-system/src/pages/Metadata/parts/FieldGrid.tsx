/**
 * The fields of one object as an editable grid: name, type, labels zh-CN/en-US, dictionary,
 * required, searchable, sortable, shown in list, order and maximum length. What may change
 * depends on the object: the product's own objects take labels, flags, order and length only; a
 * custom object's saved fields keep their type; the server's own fields stay.
 */
import { useMemo } from 'react';
import { Button, Checkbox, Empty, Input, InputNumber, Select, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { META_MAX_LENGTH_MAX, META_ORDER_MAX } from '@pcf/shared';
import type { DictType, MetaCandidateColumn } from '@pcf/shared';
import { SYSTEM_NS } from '../../../locales';
import { ALL_TYPES, type FieldRow, type ObjectKindInForm } from './fields';

type Flag = 'required' | 'searchable' | 'sortable' | 'shownInList';
const FLAGS: readonly Flag[] = ['required', 'searchable', 'sortable', 'shownInList'];

export interface FieldGridProps {
  kind: ObjectKindInForm;
  rows: FieldRow[];
  onChange(rows: FieldRow[]): void;
  dictTypes: DictType[];
  /** table kind: the table's columns a new field may take. */
  columns?: MetaCandidateColumn[];
}

export function FieldGrid({ kind, rows, onChange, dictTypes, columns = [] }: FieldGridProps) {
  const { t, i18n } = useTranslation([SYSTEM_NS, 'common']);
  const english = i18n.language === 'en-US';
  const locked = kind === 'system';
  const cell = useMemo(() => (index: number, column: string) => t('metadata.cell', { row: index + 1, column }), [t]);

  const change = useMemo(
    () =>
      (key: string, patch: Partial<FieldRow>): void =>
        onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row))),
    [onChange, rows],
  );

  const dictOptions = useMemo(
    () => dictTypes.map((d) => ({ value: d.code, label: `${english ? d.nameEn : d.name} (${d.code})` })),
    [dictTypes, english],
  );

  const gridColumns = useMemo<TableColumnsType<FieldRow>>(() => {
    const used = new Set(rows.map((r) => r.name));
    const labelColumn = (key: 'labelZh' | 'labelEn') => ({
      key,
      title: t(`metadata.${key}`),
      width: 140,
      render: (_: unknown, row: FieldRow, index: number) => (
        <Input
          aria-label={cell(index, t(`metadata.${key}`))}
          value={row[key]}
          onChange={(e) => change(row.key, { [key]: e.target.value })}
        />
      ),
    });
    /** A whole number from `min` to `max`; `shown` false: a dash (the field's type has none). */
    const numberColumn = (key: 'order' | 'maxLength', width: number, min: number, max: number, shown: (row: FieldRow) => boolean) => ({
      key,
      title: t(`metadata.${key}`),
      width,
      render: (_: unknown, row: FieldRow, index: number) =>
        shown(row) ? (
          <InputNumber
            aria-label={cell(index, t(`metadata.${key}`))}
            min={min}
            max={max}
            precision={0}
            value={row[key]}
            onChange={(value) => change(row.key, { [key]: value ?? (key === 'order' ? 0 : null) })}
          />
        ) : (
          <span>-</span>
        ),
    });
    return [
      {
        key: 'name',
        title: t('metadata.fieldName'),
        width: 170,
        fixed: 'left',
        render: (_, row, index) => {
          if (!row.isNew) {
            return (
              <span>
                {row.name} {row.builtIn && <Tag>{t('metadata.builtIn')}</Tag>}
              </span>
            );
          }
          if (kind === 'table') {
            return (
              <Select
                aria-label={cell(index, t('metadata.fieldName'))}
                style={{ width: '100%' }}
                value={row.name === '' ? undefined : row.name}
                placeholder={t('metadata.chooseColumn')}
                options={columns.map((c) => ({
                  value: c.column,
                  label: c.secret ? `${c.column} (${t('metadata.secretColumn')})` : `${c.column} · ${c.sqlType}`,
                  disabled: c.secret || c.types.length === 0 || (used.has(c.column) && c.column !== row.name),
                }))}
                onChange={(value: string) => {
                  const column = columns.find((c) => c.column === value);
                  const types = column?.types ?? null;
                  change(row.key, {
                    name: value,
                    types,
                    type: types && !types.includes(row.type) ? (types[0] ?? row.type) : row.type,
                    labelEn: row.labelEn || value,
                  });
                }}
              />
            );
          }
          return (
            <Input
              aria-label={cell(index, t('metadata.fieldName'))}
              value={row.name}
              placeholder="serial_no"
              onChange={(e) => change(row.key, { name: e.target.value })}
            />
          );
        },
      },
      {
        key: 'type',
        title: t('metadata.fieldType'),
        width: 120,
        render: (_, row, index) => (
          <Select
            aria-label={cell(index, t('metadata.fieldType'))}
            style={{ width: '100%' }}
            value={row.type}
            disabled={locked || row.builtIn || (kind === 'custom' && !row.isNew)}
            options={(row.types ?? ALL_TYPES).map((type) => ({ value: type, label: t(`metadata.type_${type}`) }))}
            onChange={(type: FieldRow['type']) =>
              change(row.key, {
                type,
                dictType: type === 'dict' ? row.dictType : null,
                maxLength: type === 'string' || type === 'dict' ? row.maxLength : null,
              })
            }
          />
        ),
      },
      labelColumn('labelZh'),
      labelColumn('labelEn'),
      {
        key: 'dictType',
        title: t('metadata.dictType'),
        width: 190,
        render: (_, row, index) =>
          row.type === 'dict' ? (
            <Select
              aria-label={cell(index, t('metadata.dictType'))}
              style={{ width: '100%' }}
              value={row.dictType ?? undefined}
              placeholder={t('metadata.chooseDict')}
              disabled={locked}
              showSearch
              optionFilterProp="label"
              options={dictOptions}
              onChange={(dictType: string) => change(row.key, { dictType })}
            />
          ) : (
            <span>-</span>
          ),
      },
      ...FLAGS.map((flag) => ({
        key: flag,
        title: t(`metadata.${flag}`),
        width: 80,
        align: 'center' as const,
        render: (_: unknown, row: FieldRow, index: number) => (
          <Checkbox
            aria-label={cell(index, t(`metadata.${flag}`))}
            checked={row[flag]}
            onChange={(e) => change(row.key, { [flag]: e.target.checked })}
          />
        ),
      })),
      numberColumn('order', 90, 0, META_ORDER_MAX, () => true),
      numberColumn('maxLength', 100, 1, META_MAX_LENGTH_MAX, (row) => row.type === 'string' || row.type === 'dict'),
      {
        key: 'actions',
        title: t('common:operation'),
        width: 80,
        fixed: 'right',
        render: (_, row, index) =>
          locked || row.builtIn ? null : (
            <Tooltip title={row.filled ? t('metadata.fieldHasData', { count: row.filled }) : undefined}>
              <Button
                type="link"
                size="small"
                danger
                aria-label={cell(index, t('common:delete'))}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
              >
                {t('common:delete')}
              </Button>
            </Tooltip>
          ),
      },
    ];
  }, [cell, change, columns, dictOptions, kind, locked, onChange, rows, t]);

  return (
    <Table<FieldRow>
      rowKey="key"
      size="small"
      columns={gridColumns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 1400 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('metadata.noFields')} /> }}
    />
  );
}
