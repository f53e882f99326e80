/**
 * The lines of one life-cycle stage: number (the position the submit check and the server's messages
 * use), row status in SPEC §4's colours, item and description, quantity and unit, source (the factor
 * with its value per unit, source, year and version, or the gas), data type, evidence and DQR. A row
 * opens to the rest of the line (site, region, scores, uncertainty, allocation, note). A screen may
 * add columns (review comments) and open the evidence documents (the reviewer reads them).
 */
import { Button, Descriptions, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { GASES, GAS_DICT, UNCERTAINTY_DICT, useDictOptions } from '@pcf/shared';
import type { UnitRow } from '@pcf/shared';
import { ACQUISITION_NS } from '../../../locales';
import { formatValue, perUnit } from '../../../parts/format';
import { REGION_DICT, useLabelOf } from '../../../parts/loaders';
import { STATE_COLOURS, stateOf, type DraftLine, type EvidenceChoice } from '../lines';

export interface LineTableProps {
  lines: DraftLine[];
  positions: ReadonlyMap<string, number>;
  units: readonly UnitRow[];
  editable: boolean;
  selectedKeys: string[];
  onSelect(keys: string[]): void;
  onEdit(line: DraftLine): void;
  onDelete(line: DraftLine): void;
  /** Columns of the screen's own, after the DQR. */
  extraColumns?: TableColumnsType<DraftLine>;
  /** Given: each evidence document of a line is a link that opens it. */
  onOpenEvidence?(evidence: EvidenceChoice): void;
}

export function LineTable({
  lines,
  positions,
  units,
  editable,
  selectedKeys,
  onSelect,
  onEdit,
  onDelete,
  extraColumns = [],
  onOpenEvidence,
}: LineTableProps) {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  // the gas names are the gases' own until the dictionary answers
  const gasLabel = useLabelOf(
    useDictOptions(
      GAS_DICT,
      useMemo(() => GASES.map((value) => ({ value, label: value })), []),
    ).value,
  );
  const regionLabel = useLabelOf(useDictOptions(REGION_DICT).value);
  const uncertaintyLabel = useLabelOf(useDictOptions(UNCERTAINTY_DICT).value);
  const unitCodeOf = (line: DraftLine) => units.find((u) => u.id === line.unitId)?.code ?? line.unitCode;

  const columns: TableColumnsType<DraftLine> = [
    { key: 'position', title: t('inventory.table.position'), width: 56, render: (_v, line) => positions.get(line.key) },
    {
      key: 'state',
      title: t('inventory.table.state'),
      width: 96,
      render: (_v, line) => {
        const state = stateOf(line);
        return (
          <Tag color={STATE_COLOURS[state]} data-state={state}>
            {t(`inventory.states.${state}`)}
          </Tag>
        );
      },
    },
    {
      key: 'description',
      title: t('inventory.table.description'),
      render: (_v, line) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{line.description}</Typography.Text>
          {line.itemName && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {line.itemName}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'quantity',
      title: t('inventory.table.quantity'),
      width: 140,
      render: (_v, line) =>
        line.quantity === null ? (
          <Typography.Text type="secondary">{t('inventory.table.notFilled')}</Typography.Text>
        ) : (
          `${formatValue(line.quantity)} ${unitCodeOf(line)}`
        ),
    },
    {
      key: 'source',
      title: t('inventory.table.source'),
      render: (_v, line) => {
        if (line.sourceKind === 'gas' && line.gas) return t('inventory.table.gasSource', { gas: gasLabel(line.gas) });
        if (line.sourceKind === 'factor' && line.factor) {
          const f = line.factor;
          return (
            <Space orientation="vertical" size={0}>
              <Typography.Text>{`${f.code} · ${f.name}`}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[
                  `${formatValue(f.value)} ${perUnit(f.unitCode)}`,
                  f.source,
                  f.year ?? '',
                  f.version === null ? '' : t('inventory.factor.version', { version: f.version }),
                ]
                  .filter((part) => part !== '')
                  .join(' · ')}
              </Typography.Text>
            </Space>
          );
        }
        return <Typography.Text type="secondary">{t('inventory.table.notChosen')}</Typography.Text>;
      },
    },
    { key: 'dataType', title: t('inventory.table.dataType'), width: 96, render: (_v, line) => t(`inventory.dataTypes.${line.dataType}`) },
    {
      key: 'evidence',
      title: t('inventory.table.evidence'),
      width: onOpenEvidence ? 160 : 96,
      render: (_v, line) =>
        line.evidence.length > 0 && onOpenEvidence ? (
          <Space orientation="vertical" size={0}>
            {line.evidence.map((e) => (
              <Button
                key={e.id}
                type="link"
                size="small"
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                onClick={() => onOpenEvidence(e)}
              >
                {e.title}
              </Button>
            ))}
          </Space>
        ) : line.evidence.length === 0 ? (
          line.dataType === 'primary' ? (
            <Typography.Text type="warning">{t('inventory.table.noEvidence')}</Typography.Text>
          ) : (
            '—'
          )
        ) : (
          t('inventory.table.evidenceCount', { count: line.evidence.length })
        ),
    },
    {
      key: 'dqr',
      title: t('inventory.table.dqr'),
      width: 72,
      render: (_v, line) =>
        line.quality
          ? String(Math.round(((line.quality.ter + line.quality.ger + line.quality.tir + line.quality.p) / 4) * 100) / 100)
          : '—',
    },
    ...extraColumns,
    ...(editable
      ? [
          {
            key: 'actions',
            title: t('common:operation'),
            width: 120,
            render: (_v: unknown, line: DraftLine) => (
              <Space size={0}>
                <Button type="link" onClick={() => onEdit(line)}>
                  {t('common:edit')}
                </Button>
                <Button type="link" danger onClick={() => onDelete(line)}>
                  {t('common:delete')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Table<DraftLine>
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={lines}
      pagination={false}
      locale={{ emptyText: editable ? t('inventory.table.emptyEditable') : t('common:empty') }}
      rowSelection={editable ? { selectedRowKeys: selectedKeys, onChange: (keys) => onSelect(keys.map(String)) } : undefined}
      expandable={{
        expandedRowRender: (line) => (
          <Descriptions
            size="small"
            column={3}
            items={[
              { key: 'site', label: t('inventory.form.site'), children: line.site ?? '—' },
              { key: 'region', label: t('inventory.form.region'), children: line.region ? regionLabel(line.region) : '—' },
              {
                key: 'quality',
                label: t('inventory.table.qualityScores'),
                children: line.quality
                  ? `TeR ${line.quality.ter} · GeR ${line.quality.ger} · TiR ${line.quality.tir} · P ${line.quality.p}`
                  : '—',
              },
              {
                key: 'uncertainty',
                label: t('inventory.form.uncertainty'),
                children: line.uncertainty ? `${uncertaintyLabel(line.uncertainty)}${line.gsd === null ? '' : ` · GSD ${line.gsd}`}` : '—',
              },
              { key: 'shared', label: t('inventory.form.allocation'), children: line.shared ? t('common:yes') : t('common:no') },
              {
                key: 'evidence',
                label: t('inventory.form.evidence'),
                children: line.evidence.length === 0 ? '—' : line.evidence.map((e) => e.title).join('、'),
              },
              { key: 'note', label: t('inventory.form.note'), children: line.note ?? '—', span: 3 },
            ]}
          />
        ),
      }}
    />
  );
}
