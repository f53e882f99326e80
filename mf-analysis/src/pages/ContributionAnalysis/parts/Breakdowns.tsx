/**
 * The headline figures and where the emissions come from: by stage (pie), by gas, by data type, by
 * region and by site, each a chart over its table. Every share is of the total before cut-off; what
 * the cut-off left out of a part is its own column.
 */
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { GAS_DICT, useDictLabels } from '@pcf/shared';
import type { ContributionReply } from '@pcf/shared';
import { Chart, emissionBars as bars, emissionPie as pie } from '@pcf/shared/ui';
import type { EmissionSlice as Slice } from '@pcf/shared/ui';
import { ANALYSIS_NS } from '../../../locales';
import { CO2E, formatNumber, formatShare } from '../../../parts/contribution/format';
import type { StageLabel } from '../../../parts/contribution/useStageLabels';

const REGION_DICT = 'pcf_region';

interface Part extends Slice {
  key: string;
  excludedEmission: number;
}

export function Headline({ reply }: { reply: ContributionReply }) {
  const { t } = useTranslation(ANALYSIS_NS);
  const figures: [string, string, number | null, string][] = [
    ['total', t('contribution.figures.total'), reply.total, CO2E],
    [
      'per-declared-unit',
      t('contribution.figures.perDeclaredUnit', { unit: reply.declaredUnitCode }),
      reply.perDeclaredUnit,
      `${CO2E}/${reply.declaredUnitCode}`,
    ],
    ['per-kwp', t('contribution.figures.perKwp'), reply.perKwp, `${CO2E}/kWp`],
    ['per-m2', t('contribution.figures.perM2'), reply.perM2, `${CO2E}/m²`],
    ['basis', t('contribution.figures.basis'), reply.basis, CO2E],
  ];
  return (
    <Row gutter={[12, 12]}>
      {figures.map(([id, title, value, unit]) => (
        <Col key={id} xs={12} md={8} lg={4}>
          <div data-testid={`figure-${id}`}>
            <Statistic title={title} value={formatNumber(value)} suffix={value === null ? undefined : unit} />
          </div>
        </Col>
      ))}
      <Col xs={12} md={8} lg={4}>
        <div data-testid="figure-cut-off">
          <Statistic title={t('contribution.figures.cutOff')} value={formatShare(reply.cutOffShare)} />
        </div>
      </Col>
    </Row>
  );
}

export function Breakdowns({ reply, stageLabel }: { reply: ContributionReply; stageLabel: StageLabel }) {
  const { t } = useTranslation(ANALYSIS_NS);
  const gasLabels = useDictLabels(GAS_DICT);
  const regionLabels = useDictLabels(REGION_DICT);
  const stages = useMemo<Part[]>(
    () => reply.byStage.filter((s) => s.emission !== 0).map((s) => ({ key: s.stage, name: stageLabel(s.stage), ...s })),
    [reply, stageLabel],
  );
  const gases = useMemo<Part[]>(
    () =>
      reply.byGas.map((g) => ({
        key: g.gas ?? '',
        name: g.gas === null ? t('contribution.gas.unsplit') : (gasLabels[g.gas] ?? g.gas),
        ...g,
      })),
    [reply, gasLabels, t],
  );
  const dataTypes = useMemo<Part[]>(
    () => reply.byDataType.map((d) => ({ key: d.dataType, name: t(`contribution.dataType.${d.dataType}`), ...d })),
    [reply, t],
  );
  const regions = useMemo<Part[]>(
    () =>
      reply.byRegion.map((r) => ({
        key: `${r.from}:${r.region ?? ''}`,
        name:
          r.region === null
            ? t('contribution.region.none')
            : t(`contribution.region.${r.from}`, { region: regionLabels[r.region] ?? r.region }),
        ...r,
      })),
    [reply, regionLabels, t],
  );
  const sites = useMemo<Part[]>(
    () => reply.bySite.map((s) => ({ key: s.site ?? '', name: s.site ?? t('contribution.site.none'), ...s })),
    [reply, t],
  );
  const height = (n: number) => Math.min(Math.max(n, 3), 12) * 28 + 60;
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} lg={12}>
        <PartCard title={t('contribution.byStage')} testId="by-stage" first={t('contribution.stage')} parts={stages}>
          <Chart option={pie(stages, CO2E)} height={300} ariaLabel={t('contribution.byStageChart')} />
        </PartCard>
      </Col>
      <Col xs={24} lg={12}>
        <PartCard title={t('contribution.byGas')} testId="by-gas" first={t('contribution.gasColumn')} parts={gases}>
          <Chart option={bars(gases, CO2E)} height={height(gases.length)} ariaLabel={t('contribution.byGasChart')} />
        </PartCard>
      </Col>
      <Col xs={24} lg={12}>
        <PartCard
          title={t('contribution.byDataType')}
          testId="by-data-type"
          first={t('contribution.dataTypeColumn')}
          parts={dataTypes}
          note={t('contribution.primaryDataShare', { share: formatNumber(reply.primaryDataShare) })}
        >
          <Chart option={pie(dataTypes, CO2E)} height={240} ariaLabel={t('contribution.byDataTypeChart')} />
        </PartCard>
      </Col>
      <Col xs={24} lg={12}>
        <PartCard title={t('contribution.byRegion')} testId="by-region" first={t('contribution.regionColumn')} parts={regions}>
          <Chart option={bars(regions, CO2E)} height={height(regions.length)} ariaLabel={t('contribution.byRegionChart')} />
        </PartCard>
        {reply.bySite.some((s) => s.site !== null) && (
          <PartCard title={t('contribution.bySite')} testId="by-site" first={t('contribution.siteColumn')} parts={sites} />
        )}
      </Col>
      <Col span={24}>
        <Typography.Text type="secondary" data-testid="share-basis">
          {t('contribution.shareBasis', { total: formatNumber(reply.basis) })}
        </Typography.Text>
      </Col>
    </Row>
  );
}

function PartCard({
  title,
  testId,
  first,
  parts,
  note,
  children,
}: {
  title: string;
  testId: string;
  first: string;
  parts: Part[];
  note?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(ANALYSIS_NS);
  const columns: TableColumnsType<Part> = [
    { key: 'name', title: first, dataIndex: 'name' },
    { key: 'emission', title: t('contribution.emission'), align: 'right', render: (_, row) => formatNumber(row.emission) },
    { key: 'share', title: t('contribution.share'), align: 'right', render: (_, row) => formatShare(row.share) },
    { key: 'excluded', title: t('contribution.excludedEmission'), align: 'right', render: (_, row) => formatNumber(row.excludedEmission) },
  ];
  return (
    <Card size="small" title={title} style={{ marginBottom: 12 }}>
      {children}
      {note && <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>}
      <div data-testid={testId}>
        <Table<Part>
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={parts}
          pagination={parts.length > 10 ? { pageSize: 10, size: 'small' } : false}
        />
      </div>
    </Card>
  );
}
