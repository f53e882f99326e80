/**
 * Every line of the snapshot as computed: stage, quantity, where its factor came from (the factor
 * code and version, or the gas and its GWP), per unit, emission, its calculation, share, DQR, and
 * whether the cut-off left it out. Quantities and factors show every digit they have, so each
 * line's calculation can be redone from the screen. Sortable, searchable, paginated; the largest
 * lines also as a Pareto chart.
 */
import { useMemo, useState } from 'react';
import { Card, Input, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIFECYCLE_STAGES, formatStored } from '@pcf/shared';
import type { SnapshotLine } from '@pcf/shared';
import { Chart, emissionBars } from '@pcf/shared/ui';
import { ACCOUNTING_NS } from '../../../locales';
import { formatNumber, formatShare, perUnitLabel } from '../../../parts/footprint/format';
import type { StageLabel } from '../../../parts/footprint/useStageLabels';
import { TOP_LINES } from './chartOptions';
import { lineCalculation } from './lineCalculation';
import { CalorificValueNote } from './CalorificValueNote';

const UNIT = 'kg CO₂e';

export interface LinesTableProps {
  lines: SnapshotLine[];
  /** The snapshot's allocation share, applied to shared lines (1: none). */
  allocationShare: number;
  stageLabel: StageLabel;
}

export function LinesTable({ lines, allocationShare, stageLabel }: LinesTableProps) {
  const { t } = useTranslation(ACCOUNTING_NS);
  const [search, setSearch] = useState('');

  /** "45.6 kWh × 0.5366 kg CO₂e/kWh = 24.47 kg CO₂e", with the conversion and the allocation share when they apply. */
  const calculationOf = (line: SnapshotLine): string => {
    const c = lineCalculation(line, allocationShare);
    const converted = c.converted
      ? t('footprint.result.calculationConverted', { quantity: c.converted.quantity, unit: c.converted.unitCode })
      : '';
    const share = c.share === null ? '' : ` × ${t('footprint.result.calculationShare', { share: c.share })}`;
    return `${c.quantity} ${c.unitCode}${converted} × ${c.perUnit} ${perUnitLabel(c.perUnitCode)}${share} = ${c.emission} ${UNIT}`;
  };

  const sourceOf = (line: SnapshotLine): string =>
    line.sourceKind === 'gas'
      ? line.gas
        ? t(`footprint.gases.${line.gas}`)
        : ''
      : line.factorCode
        ? `${line.factorCode} v${line.factorVersion ?? ''}`
        : '';

  // a supplier line counts by its footprint's own primary data share (results before it was kept: wholly)
  const primaryTag = (line: SnapshotLine) =>
    line.primaryShare !== undefined ? (
      <Tag color={line.primaryShare > 0 ? 'blue' : undefined}>
        {t('footprint.result.supplierPrimary', { share: formatShare(line.primaryShare) })}
      </Tag>
    ) : (
      line.dataType === 'primary' && <Tag color="blue">{t('footprint.result.primary')}</Tag>
    );

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    if (!words) return lines;
    return lines.filter((line) =>
      [line.description, line.category, line.factorCode, line.factorName, line.gas, stageLabel(line.stage)].some((text) =>
        text?.toLowerCase().includes(words),
      ),
    );
  }, [lines, search, stageLabel]);

  const top = useMemo(
    () =>
      [...lines]
        .filter((line) => !line.excluded)
        .sort((a, b) => b.emission - a.emission)
        .slice(0, TOP_LINES)
        .map((line) => ({ name: line.description, emission: line.emission, share: line.share })),
    [lines],
  );
  const topOption = useMemo(() => emissionBars(top, UNIT, t('footprint.result.cumulative')), [top, t]);

  const columns: TableColumnsType<SnapshotLine> = [
    {
      key: 'stage',
      title: t('footprint.result.stage'),
      render: (_, line) => stageLabel(line.stage),
      sorter: (a, b) => LIFECYCLE_STAGES.indexOf(a.stage) - LIFECYCLE_STAGES.indexOf(b.stage),
    },
    {
      key: 'description',
      title: t('footprint.result.description'),
      render: (_, line) => (
        <>
          {line.description}
          {line.category && (
            <div>
              <Typography.Text type="secondary">{line.category}</Typography.Text>
            </div>
          )}
        </>
      ),
      sorter: (a, b) => a.description.localeCompare(b.description),
    },
    {
      key: 'quantity',
      title: t('footprint.result.quantity'),
      align: 'right',
      render: (_, line) => `${formatStored(line.quantity)} ${line.unitCode}`,
    },
    {
      key: 'source',
      title: t('footprint.result.source'),
      render: (_, line) => (
        <>
          {sourceOf(line)}
          {line.factorName && (
            <div>
              <Typography.Text type="secondary">{line.factorName}</Typography.Text>
            </div>
          )}
          <CalorificValueNote calorific={line.calorific} />
        </>
      ),
    },
    {
      key: 'perUnit',
      title: t('footprint.result.perUnit'),
      align: 'right',
      render: (_, line) => `${formatStored(line.perUnit)} ${perUnitLabel(line.perUnitCode)}`,
    },
    {
      key: 'emission',
      title: t('footprint.result.emission'),
      align: 'right',
      render: (_, line) => formatNumber(line.emission),
      sorter: (a, b) => a.emission - b.emission,
      defaultSortOrder: 'descend',
    },
    {
      key: 'calculation',
      title: t('footprint.result.calculation'),
      render: (_, line) => (
        <Typography.Text type="secondary" data-testid="line-calculation" style={{ whiteSpace: 'nowrap' }}>
          {calculationOf(line)}
        </Typography.Text>
      ),
    },
    {
      key: 'share',
      title: t('footprint.result.share'),
      align: 'right',
      render: (_, line) => formatShare(line.share),
      sorter: (a, b) => a.share - b.share,
    },
    {
      key: 'dqr',
      title: t('footprint.result.dqr'),
      align: 'right',
      render: (_, line) => formatNumber(line.dqr),
      sorter: (a, b) => (a.dqr ?? Infinity) - (b.dqr ?? Infinity),
    },
    {
      key: 'flags',
      title: t('footprint.result.flags'),
      render: (_, line) => (
        <>
          {primaryTag(line)}
          {line.shared && <Tag>{t('footprint.result.shared')}</Tag>}
          {line.excluded && <Tag color="orange">{t('footprint.result.excluded')}</Tag>}
        </>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={t('footprint.result.lines', { count: lines.length })}
      extra={
        <Input.Search
          allowClear
          placeholder={t('footprint.result.searchLines')}
          aria-label={t('footprint.result.searchLines')}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 240 }}
        />
      }
    >
      {top.length > 0 && (
        <Chart option={topOption} height={Math.max(top.length, 4) * 28 + 60} ariaLabel={t('footprint.result.topLinesChart')} />
      )}
      <div data-testid="lines">
        <Table<SnapshotLine>
          rowKey="lineId"
          size="small"
          columns={columns}
          dataSource={shown}
          pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: ['10', '20', '50', '100'] }}
          scroll={{ x: 'max-content' }}
        />
      </div>
    </Card>
  );
}
