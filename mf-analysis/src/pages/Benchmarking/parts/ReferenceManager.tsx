/**
 * The administrators' panel of the benchmarking screen: the references on the shared object table
 * (pcf_benchmark_reference, a read model), added and edited in a modal form and deleted with the
 * standard confirm of SPEC §8 through /rest/benchmark/reference/*. A reference of the method
 * (seeded) offers no delete. Each button shows only with its analysis:benchmark:* right.
 */
import { useRef, useState } from 'react';
import { Button, Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BENCHMARK_PERMISSIONS, BENCHMARK_REFERENCE_OBJECT, useAccess } from '@pcf/shared';
import type { BenchmarkReferenceRow, ObjRow, ObjValue, ObjectTableHandle } from '@pcf/shared';
import { ObjectTable, useConfirmDelete } from '@pcf/shared/ui';
import { ANALYSIS_NS } from '../../../locales';
import { benchmarkApi } from '../../../parts/benchmarkApi';
import { ReferenceFormModal } from './ReferenceFormModal';
import { referenceOf } from './referenceRows';

export function ReferenceManager({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation([ANALYSIS_NS, 'common']);
  const access = useAccess();
  const table = useRef<ObjectTableHandle>(null);
  // undefined: closed; null: adding; a reference: editing it
  const [editing, setEditing] = useState<BenchmarkReferenceRow | null | undefined>(undefined);
  const may = (button: 'add' | 'edit' | 'remove') => access.hasPermission(BENCHMARK_PERMISSIONS[button]);

  const changed = () => {
    table.current?.reload();
    onChanged();
  };
  const confirmDelete = useConfirmDelete((reference: BenchmarkReferenceRow) => benchmarkApi.removeReference(reference.id), changed);

  const edit = (row: ObjRow) => {
    const reference = referenceOf(row);
    if (reference) setEditing(reference);
  };

  const rowActions = may('remove')
    ? (row: ObjRow) => {
        const reference = referenceOf(row);
        return reference && !reference.seeded ? (
          <Button type="link" danger onClick={() => confirmDelete(reference)}>
            {t('common:delete')}
          </Button>
        ) : null;
      }
    : undefined;

  const renderCell = {
    seeded: (value: ObjValue | undefined) => (value === true ? <Tag color="gold">{t('benchmark.reference.seeded')}</Tag> : ''),
    source_url: (value: ObjValue | undefined) =>
      typeof value === 'string' && /^https?:\/\//.test(value) ? (
        <Typography.Link href={value} target="_blank" rel="noopener noreferrer">
          {value}
        </Typography.Link>
      ) : (
        ''
      ),
  };

  return (
    <Card title={t('benchmark.reference.title')} data-testid="reference-manager">
      <ObjectTable
        ref={table}
        objName={BENCHMARK_REFERENCE_OBJECT}
        onAdd={may('add') ? () => setEditing(null) : undefined}
        onEdit={may('edit') ? edit : undefined}
        renderCell={renderCell}
        rowActions={rowActions}
      />
      {editing !== undefined && (
        <ReferenceFormModal
          reference={editing}
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
