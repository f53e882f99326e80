/**
 * The result's figures: total, per declared unit, per kWp and m², data quality, primary-data share
 * and uncertainty, with how it was sampled and the lines that drive it most.
 */
import type { ReactNode } from 'react';
import { Card, Col, Descriptions, Row, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatStored } from '@pcf/shared';
import type { FootprintSnapshot } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../../locales';
import { NO_VALUE, formatNumber, formatPercent, formatShare, perUnitLabel } from '../../../parts/footprint/format';

/** A statistic shown exactly as formatted (antd would split a numeric string into its own parts). */
function Figure({ label, value, unit, extra, testId }: { label: string; value: string; unit?: string; extra?: ReactNode; testId: string }) {
  return (
    <Card size="small" style={{ height: '100%' }} data-testid={testId}>
      <Statistic title={label} value={value} formatter={() => value} suffix={value === NO_VALUE ? undefined : unit} />
      {extra}
    </Card>
  );
}

/** Lines listed as what drives the uncertainty. */
const DRIVERS = 5;

interface Driver {
  lineId: number;
  description: string;
  share: number;
}

/** How the result was sampled, and the lines with the largest shares of its variance. */
function UncertaintyMethod({ snapshot }: { snapshot: FootprintSnapshot }) {
  const { t } = useTranslation(ACCOUNTING_NS);
  const uncertainty = snapshot.uncertainty;
  if (!uncertainty) return null;
  const names = new Map(snapshot.lines.map((line) => [line.lineId, line.description]));
  const drivers: Driver[] = [...(uncertainty.contributions ?? [])]
    .sort((a, b) => b.share - a.share)
    .slice(0, DRIVERS)
    .map((c) => ({ lineId: c.lineId, description: names.get(c.lineId) ?? String(c.lineId), share: c.share }));
  return (
    <>
      <Typography.Paragraph type="secondary" data-testid="uncertainty-method" style={{ marginTop: 8 }}>
        {uncertainty.method === 'lognormalSharedSources' ? t('footprint.result.methodShared') : t('footprint.result.methodIndependent')}
      </Typography.Paragraph>
      {drivers.length > 0 && (
        <Table<Driver>
          rowKey="lineId"
          size="small"
          data-testid="uncertainty-drivers"
          title={() => t('footprint.result.drivers')}
          pagination={false}
          dataSource={drivers}
          columns={[
            { key: 'description', title: t('footprint.result.description'), render: (_, d) => d.description },
            { key: 'share', title: t('footprint.result.driverShare'), align: 'right', render: (_, d) => formatShare(d.share) },
          ]}
        />
      )}
    </>
  );
}

const RATING_COLOURS = { excellent: 'green', very_good: 'green', good: 'blue', fair: 'orange', poor: 'red' } as const;

export function Headline({ snapshot }: { snapshot: FootprintSnapshot }) {
  const { t } = useTranslation(ACCOUNTING_NS);
  const { uncertainty } = snapshot;
  const perDeclared = perUnitLabel(snapshot.declaredUnitCode);
  return (
    <Row gutter={[12, 12]}>
      <Col xs={12} md={8} xl={4}>
        <Figure testId="figure-total" label={t('footprint.result.total')} value={formatNumber(snapshot.total)} unit="kg CO₂e" />
      </Col>
      <Col xs={12} md={8} xl={4}>
        <Figure
          testId="figure-per-declared-unit"
          label={t('footprint.result.perDeclaredUnit', {
            quantity: formatStored(snapshot.settings.declaredQuantity),
            unit: snapshot.declaredUnitCode,
          })}
          value={formatNumber(snapshot.perDeclaredUnit)}
          unit={perDeclared}
        />
      </Col>
      <Col xs={12} md={8} xl={4}>
        <Figure
          testId="figure-per-kwp"
          label={t('footprint.result.perKwp')}
          value={formatNumber(snapshot.perKwp)}
          unit={perUnitLabel('kWp')}
        />
      </Col>
      <Col xs={12} md={8} xl={4}>
        <Figure testId="figure-per-m2" label={t('footprint.result.perM2')} value={formatNumber(snapshot.perM2)} unit={perUnitLabel('m²')} />
      </Col>
      <Col xs={12} md={8} xl={4}>
        <Figure
          testId="figure-dqr"
          label={t('footprint.result.dqr')}
          value={formatNumber(snapshot.dqr)}
          extra={
            <Typography.Text type="secondary">
              {snapshot.dqrRating && <Tag color={RATING_COLOURS[snapshot.dqrRating]}>{t(`footprint.rating.${snapshot.dqrRating}`)}</Tag>}
              {t('footprint.result.dqrCoverage', { share: formatShare(snapshot.dqrCoverage) })}
            </Typography.Text>
          }
        />
      </Col>
      <Col xs={12} md={8} xl={4}>
        <Figure testId="figure-primary" label={t('footprint.result.primaryDataShare')} value={formatPercent(snapshot.primaryDataShare)} />
      </Col>
      <Col span={24}>
        <Card size="small" title={t('footprint.result.uncertainty')} data-testid="uncertainty">
          {uncertainty ? (
            <>
              <Descriptions
                size="small"
                // three a row: six in one row squeezed the figures and their units into a narrow column
                column={{ xs: 1, md: 2, xl: 3 }}
                items={[
                  { key: 'mean', label: t('footprint.result.mean'), children: `${formatNumber(uncertainty.mean)} ${perDeclared}` },
                  { key: 'sd', label: t('footprint.result.sd'), children: `${formatNumber(uncertainty.sd)} ${perDeclared}` },
                  { key: 'p2_5', label: t('footprint.result.p2_5'), children: `${formatNumber(uncertainty.p2_5)} ${perDeclared}` },
                  { key: 'p97_5', label: t('footprint.result.p97_5'), children: `${formatNumber(uncertainty.p97_5)} ${perDeclared}` },
                  { key: 'iterations', label: t('footprint.settings.monteCarloIterations'), children: uncertainty.iterations },
                  { key: 'seed', label: t('footprint.settings.monteCarloSeed'), children: uncertainty.seed },
                ]}
              />
              <UncertaintyMethod snapshot={snapshot} />
            </>
          ) : (
            <Typography.Text type="secondary">{t('footprint.result.noUncertainty')}</Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}
