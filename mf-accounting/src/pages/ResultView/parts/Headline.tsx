/** The result's figures: total, per declared unit, per kWp and m², data quality, primary-data share and uncertainty. */
import type { ReactNode } from 'react';
import { Card, Col, Descriptions, Row, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
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
            quantity: formatNumber(snapshot.settings.declaredQuantity),
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
          ) : (
            <Typography.Text type="secondary">{t('footprint.result.noUncertainty')}</Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}
