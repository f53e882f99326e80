/**
 * Two snapshots of one project side by side (GET /rest/footprint/compare?a=&b=): the headline
 * figures and each stage with the difference b − a, every line with its difference (changed lines
 * highlighted, lines only in one of them tagged), and which settings changed. A line's side is what
 * that snapshot's total includes of it (0 once its cut-off left it out, marked), so the lines'
 * differences add up to the stages'.
 */
import { useEffect, useMemo, useState } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Button, Card, Col, Empty, Row, Space, Spin, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIFECYCLE_STAGES, formatStored, messageOf } from '@pcf/shared';
import type { SnapshotComparison, SnapshotComparisonLine, SnapshotSummary } from '@pcf/shared';
import { Chart, RetryAlert } from '@pcf/shared/ui';
import { ACCOUNTING_NS } from '../../../locales';
import { footprintApi } from '../../../parts/footprint/api';
import { NO_VALUE, formatNumber, formatTime } from '../../../parts/footprint/format';
import { useStageLabels } from '../../../parts/footprint/useStageLabels';
import { stageComparisonBars } from './chartOptions';

const UNIT = 'kg CO₂e';
/** Changes below this (kg CO₂e) are rounding, not a change. */
const SAME = 1e-9;

type Load = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; comparison: SnapshotComparison };

/** b − a with its sign, coloured: red more emissions, green less. */
export function Difference({ value }: { value: number | null }) {
  if (value === null) return <>{NO_VALUE}</>;
  if (Math.abs(value) < SAME) return <Typography.Text type="secondary">0</Typography.Text>;
  return (
    <Typography.Text type={value > 0 ? 'danger' : 'success'} data-difference={value > 0 ? 'up' : 'down'}>
      {value > 0 ? '+' : ''}
      {formatNumber(value)}
    </Typography.Text>
  );
}

const differenceOf = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : b - a);

export function CompareView({ a, b, onClose }: { a: number; b: number; onClose(): void }) {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  const stageLabel = useStageLabels();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setLoad({ status: 'loading' });
    footprintApi
      .compare(a, b)
      .then((envelope) => {
        if (!active) return;
        setLoad(
          envelope.code === 200 && envelope.data
            ? { status: 'ready', comparison: envelope.data }
            : { status: 'failed', message: messageOf(envelope) },
        );
      })
      .catch(() => active && setLoad({ status: 'failed', message: null }));
    return () => {
      active = false;
    };
  }, [a, b, attempt]);

  const close = <Button onClick={onClose}>{t('footprint.compare.close')}</Button>;
  if (load.status === 'loading')
    return (
      <Card size="small" title={t('footprint.compare.title')} extra={close}>
        <Spin />
      </Card>
    );
  if (load.status === 'failed')
    return (
      <Card size="small" title={t('footprint.compare.title')} extra={close}>
        <RetryAlert title={load.message ?? t('footprint.loadFailed')} onRetry={() => setAttempt((n) => n + 1)} />
      </Card>
    );
  return <Comparison comparison={load.comparison} stageLabel={stageLabel} close={close} />;
}

interface ComparisonProps {
  comparison: SnapshotComparison;
  stageLabel: ReturnType<typeof useStageLabels>;
  close: ReactNode;
}

interface FigureRow {
  key: string;
  label: string;
  a: number | null;
  b: number | null;
}

function Comparison({ comparison, stageLabel, close }: ComparisonProps) {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  const { a, b } = comparison;
  const names = useMemo<[string, string]>(() => {
    const name = (s: SnapshotSummary) => t('footprint.compare.snapshotName', { seq: s.seq, time: formatTime(s.createdAt) });
    return [name(a), name(b)];
  }, [a, b, t]);
  const stages = useMemo(
    () => [...comparison.byStage].sort((x, y) => LIFECYCLE_STAGES.indexOf(x.stage) - LIFECYCLE_STAGES.indexOf(y.stage)),
    [comparison.byStage],
  );
  const chart = useMemo(
    () =>
      stageComparisonBars(
        stages.map((s) => stageLabel(s.stage)),
        stages.map((s) => s.a),
        stages.map((s) => s.b),
        names,
        UNIT,
      ),
    [stages, stageLabel, names],
  );

  const figures: FigureRow[] = [
    { key: 'total', label: `${t('footprint.result.total')} (${UNIT})`, a: a.total, b: b.total },
    {
      key: 'perDeclaredUnit',
      label: t('footprint.compare.perDeclaredUnit', { unit: a.declaredUnitCode }),
      a: a.perDeclaredUnit,
      b: b.perDeclaredUnit,
    },
    { key: 'perKwp', label: `${t('footprint.result.perKwp')} (${UNIT}/kWp)`, a: a.perKwp, b: b.perKwp },
    { key: 'perM2', label: `${t('footprint.result.perM2')} (${UNIT}/m²)`, a: a.perM2, b: b.perM2 },
    { key: 'dqr', label: t('footprint.result.dqr'), a: a.dqr, b: b.dqr },
    ...stages.map((s) => ({ key: `stage:${s.stage}`, label: `${stageLabel(s.stage)} (${UNIT})`, a: s.a, b: s.b })),
  ];
  const figureColumns: TableColumnsType<FigureRow> = [
    { key: 'label', title: '', render: (_, row) => row.label },
    { key: 'a', title: names[0], align: 'right', render: (_, row) => formatNumber(row.a) },
    { key: 'b', title: names[1], align: 'right', render: (_, row) => formatNumber(row.b) },
    {
      key: 'difference',
      title: t('footprint.compare.difference'),
      align: 'right',
      render: (_, row) => <Difference value={differenceOf(row.a, row.b)} />,
    },
  ];

  // what the side's total includes; a line its cut-off left out shows its own figure struck through
  const side = (value: SnapshotComparisonLine['a']) =>
    value === null ? (
      NO_VALUE
    ) : value.excluded ? (
      <span data-excluded="true">
        {formatStored(value.quantity)} {value.unitCode} · 0 <Typography.Text delete>{formatNumber(value.computed)}</Typography.Text>{' '}
        <Tag>{t('footprint.compare.excluded')}</Tag>
      </span>
    ) : (
      t('footprint.compare.side', { quantity: formatStored(value.quantity), unit: value.unitCode, emission: formatNumber(value.emission) })
    );
  const lineColumns: TableColumnsType<SnapshotComparisonLine> = [
    { key: 'stage', title: t('footprint.result.stage'), render: (_, line) => stageLabel(line.stage) },
    {
      key: 'description',
      title: t('footprint.result.description'),
      render: (_, line) => (
        <>
          {line.description}
          {line.a === null && <Tag color="blue">{t('footprint.compare.added')}</Tag>}
          {line.b === null && <Tag>{t('footprint.compare.removed')}</Tag>}
          {line.a && line.b && line.a.factorVersionId !== line.b.factorVersionId && (
            <Tag color="purple">{t('footprint.compare.factorChanged')}</Tag>
          )}
        </>
      ),
    },
    { key: 'a', title: names[0], align: 'right', render: (_, line) => side(line.a) },
    { key: 'b', title: names[1], align: 'right', render: (_, line) => side(line.b) },
    {
      key: 'difference',
      title: `${t('footprint.compare.difference')} (${UNIT})`,
      align: 'right',
      render: (_, line) => <Difference value={line.difference} />,
      sorter: (x, y) => Math.abs(x.difference) - Math.abs(y.difference),
      defaultSortOrder: 'descend',
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card size="small" title={t('footprint.compare.heading', { a: names[0], b: names[1] })} extra={close}>
        <Typography.Paragraph type="secondary">{t('footprint.compare.hint')}</Typography.Paragraph>
        <div data-testid="settings-changed">
          <Typography.Text strong>{t('footprint.compare.settingsChanged')}</Typography.Text>{' '}
          {comparison.settingsChanged.length === 0 ? (
            <Typography.Text type="secondary">{t('footprint.compare.settingsSame')}</Typography.Text>
          ) : (
            comparison.settingsChanged.map((key) => (
              <Tag key={key} color="orange">
                {t(`footprint.settings.${key}`)}
              </Tag>
            ))
          )}
        </div>
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('footprint.compare.figures')} style={{ height: '100%' }}>
            <div data-testid="compare-figures">
              <Table<FigureRow> rowKey="key" size="small" columns={figureColumns} dataSource={figures} pagination={false} />
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('footprint.result.byStage')} style={{ height: '100%' }}>
            <Chart option={chart} height={320} ariaLabel={t('footprint.compare.byStageChart')} />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('footprint.compare.lines')}>
        {comparison.lines.length === 0 ? (
          <Empty />
        ) : (
          <div data-testid="compare-lines">
            <Table<SnapshotComparisonLine>
              rowKey="lineId"
              size="small"
              columns={lineColumns}
              dataSource={comparison.lines}
              onRow={(line) => {
                const changed = Math.abs(line.difference) >= SAME || line.a === null || line.b === null;
                return {
                  'data-changed': changed ? 'true' : 'false',
                  style: changed ? { background: 'var(--ant-color-warning-bg, #fffbe6)' } : undefined,
                } as HTMLAttributes<HTMLElement>;
              }}
              pagination={{ defaultPageSize: 20, showSizeChanger: true }}
              scroll={{ x: 'max-content' }}
            />
          </div>
        )}
      </Card>
    </Space>
  );
}
