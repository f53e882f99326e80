/**
 * /businessAccounting/unit (维护单位): the units of measure on the shared object table (pcf_unit, a
 * read model): paging, sort, a filter by dimension, quick and advanced search, column settings.
 * Changes go through /rest/unit/* and their rules: add and edit in a modal form, delete with the
 * standard texts of SPEC §8 (a reference unit offers no delete; a unit in use is refused by the
 * server, which names it). Above the list, a converter between any two units. Each button shows
 * only with its business:unit:* right (the server checks them again).
 */
import { useMemo, useRef, useState } from 'react';
import { Button, Card, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { UNIT_OBJECT, useAccess, useUnits } from '@pcf/shared';
import type { ObjCondition, ObjRow, ObjValue, ObjectTableHandle, UnitDimension, UnitRow } from '@pcf/shared';
import { ObjectTable, useConfirmDelete } from '@pcf/shared/ui';
import { ACCOUNTING_NS } from '../../locales';
import { unitApi } from './api';
import { formatQuantity, unitOf } from './unitRows';
import { UnitConverter } from './parts/UnitConverter';
import { UnitFormModal } from './parts/UnitFormModal';
import { asDictFallback, useDimensionOptions } from './parts/useDimensionOptions';

export default function UnitPage() {
  const { t, i18n } = useTranslation([ACCOUNTING_NS, 'common']);
  const access = useAccess();
  const table = useRef<ObjectTableHandle>(null);
  const dimensionOptions = useDimensionOptions();
  const dictFallback = useMemo(() => asDictFallback(dimensionOptions), [dimensionOptions]);
  const [dimension, setDimension] = useState<UnitDimension | undefined>(undefined);
  // undefined: closed; null: adding; a unit: editing it
  const [editing, setEditing] = useState<UnitRow | null | undefined>(undefined);
  const all = useUnits();
  const may = (button: 'add' | 'edit' | 'remove') => access.hasPermission(`business:unit:${button}`);

  const changed = () => {
    table.current?.reload();
    all.reload();
  };

  const baseConditions = useMemo<ObjCondition[]>(
    () => (dimension ? [{ field: 'dimension', operator: 'eq', value: dimension }] : []),
    [dimension],
  );

  const confirmDelete = useConfirmDelete((unit: UnitRow) => unitApi.remove({ id: unit.id }), changed);

  const deleteSelected = () => {
    const rows = table.current?.rowsToDelete(true);
    const unit = rows && unitOf(rows[0]);
    if (unit) confirmDelete(unit);
  };

  const edit = (row: ObjRow) => {
    const unit = unitOf(row);
    if (unit) setEditing(unit);
  };

  const toolbarExtra = (
    <>
      {may('remove') && (
        <Button danger onClick={deleteSelected}>
          {t('common:delete')}
        </Button>
      )}
      <Select<UnitDimension>
        allowClear
        aria-label={t('unit.dimensionFilter')}
        placeholder={t('unit.allDimensions')}
        options={dimensionOptions}
        value={dimension}
        onChange={(value) => setDimension(value ?? undefined)}
        style={{ width: 160 }}
      />
    </>
  );

  const flag = (color: string, text: string) => (value: ObjValue | undefined) => (value === true ? <Tag color={color}>{text}</Tag> : '');
  const renderCell = {
    factor: (value: ObjValue | undefined) => (typeof value === 'number' ? formatQuantity(value, i18n.language) : ''),
    is_base: flag('blue', t('unit.baseUnit')),
    seeded: flag('gold', t('unit.referenceUnit')),
  };

  // a reference unit is never deleted: its row offers no delete
  const rowActions = may('remove')
    ? (row: ObjRow) => {
        const unit = unitOf(row);
        return unit && !unit.seeded ? (
          <Button type="link" danger onClick={() => confirmDelete(unit)}>
            {t('common:delete')}
          </Button>
        ) : null;
      }
    : undefined;

  return (
    <Card>
      <UnitConverter units={all.value} dimensionOptions={dimensionOptions} failed={all.failed} />
      <ObjectTable
        ref={table}
        objName={UNIT_OBJECT}
        baseConditions={baseConditions}
        onAdd={may('add') ? () => setEditing(null) : undefined}
        onEdit={may('edit') ? edit : undefined}
        selectable={may('remove')}
        fallbackDictOptions={dictFallback}
        renderCell={renderCell}
        rowActions={rowActions}
        toolbarExtra={toolbarExtra}
      />
      {editing !== undefined && (
        <UnitFormModal
          unit={editing}
          units={all.value}
          dimensionOptions={dimensionOptions}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            changed();
          }}
        />
      )}
    </Card>
  );
}
