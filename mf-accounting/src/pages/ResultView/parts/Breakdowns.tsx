/**
 * Where the emissions come from: by life-cycle stage and by category, as charts and as tables. Every
 * share is of the total before cut-off (stated under the tables), so what the cut-off left out is a
 * slice of its own and the slices make the whole.
 */
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Card, Col, Row, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIFECYCLE_STAGES } from '@pcf/shared';
import type { SnapshotBreakdown } from '@pcf/shared';
import { Chart, emissionBars, emissionPie } from '@pcf/shared/ui';
import type { EmissionSlice as Slice } from '@pcf/shared/ui';
import { ACCOUNTING_NS } from '../../../locales';
import { formatNumber, formatShare } from '../../../parts/footprint/format';
import type { StageLabel } from '../../../parts/footprint/useStageLabels';

const UNIT = 'kg CO₂e';
const stageOrder = (key: string | null) => {
  const index = (LIFECYCLE_STAGES as readonly (string | null)[]).indexOf(key);
  return index === -1 ? LIFECYCLE_STAGES.length : index;
};

export interface BreakdownsProps {
  byStage: SnapshotBreakdown[];
  byCategory: SnapshotBreakdown[];
  stageLabel: StageLabel;
  /** The basis of the shares; absent from results computed before it was stated. */
  totalBeforeCutOff?: number;
  /** What the cut-off left out, when it left out anything. */
  excluded?: { emission: number; share: number } | null;
}

export function Breakdowns({ byStage, byCategory, stageLabel, totalBeforeCutOff, excluded }: BreakdownsProps) {
  const { t } = useTranslation(ACCOUNTING_NS);
  const excludedSlice = useMemo<Slice[]>(
    () =>
      excluded && excluded.emission !== 0 && totalBeforeCutOff !== undefined
        ? [{ name: t('footprint.result.excludedSlice'), emission: excluded.emission, share: excluded.share }]
        : [],
    [excluded, totalBeforeCutOff, t],
  );
  const stages = useMemo<Slice[]>(
    () => [
      ...[...byStage]
        .sort((a, b) => stageOrder(a.key) - stageOrder(b.key))
        .map((row) => ({ name: stageLabel(row.key), emission: row.emission, share: row.share })),
      ...excludedSlice,
    ],
    [byStage, stageLabel, excludedSlice],
  );
  const categories = useMemo<Slice[]>(
    () => [
      ...[...byCategory]
        .sort((a, b) => b.emission - a.emission)
        .map((row) => ({ name: row.key ?? t('footprint.result.uncategorized'), emission: row.emission, share: row.share })),
      ...excludedSlice,
    ],
    [byCategory, t, excludedSlice],
  );
  const stageOption = useMemo(() => emissionPie(stages, UNIT), [stages]);
  const categoryOption = useMemo(() => emissionBars(categories, UNIT), [categories]);

  const barsHeight = Math.min(Math.max(categories.length, 4), 12) * 28 + 60;

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} lg={12}>
        <BreakdownCard
          title={t('footprint.result.byStage')}
          chart={<Chart option={stageOption} height={300} ariaLabel={t('footprint.result.byStageChart')} />}
          testId="by-stage"
          first={t('footprint.result.stage')}
          slices={stages}
        />
      </Col>
      <Col xs={24} lg={12}>
        <BreakdownCard
          title={t('footprint.result.byCategory')}
          chart={<Chart option={categoryOption} height={barsHeight} ariaLabel={t('footprint.result.byCategoryChart')} />}
          testId="by-category"
          first={t('footprint.result.category')}
          slices={categories}
        />
      </Col>
      {totalBeforeCutOff !== undefined && (
        <Col span={24}>
          <Typography.Text type="secondary" data-testid="share-basis">
            {t('footprint.result.shareBasis', { total: formatNumber(totalBeforeCutOff) })}
          </Typography.Text>
        </Col>
      )}
    </Row>
  );
}

interface BreakdownCardProps {
  title: string;
  chart: ReactNode;
  testId: string;
  /** The first column's title (the stage, the category). */
  first: string;
  slices: Slice[];
}

/** One breakdown: its chart over its table (paged past ten rows). */
function BreakdownCard({ title, chart, testId, first, slices }: BreakdownCardProps) {
  const { t } = useTranslation(ACCOUNTING_NS);
  const columns: TableColumnsType<Slice> = [
    { key: 'name', title: first, dataIndex: 'name' },
    { key: 'emission', title: t('footprint.result.emission'), align: 'right', render: (_, row) => formatNumber(row.emission) },
    { key: 'share', title: t('footprint.result.share'), align: 'right', render: (_, row) => formatShare(row.share) },
  ];
  return (
    <Card size="small" title={title} style={{ height: '100%' }}>
      {chart}
      <div data-testid={testId}>
        <Table<Slice>
          rowKey="name"
          size="small"
          columns={columns}
          dataSource={slices}
          pagination={slices.length > 10 ? { pageSize: 10, size: 'small' } : false}
        />
      </div>
    </Card>
  );
}
