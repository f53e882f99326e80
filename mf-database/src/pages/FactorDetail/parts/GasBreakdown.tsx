/**
 * A version's value by gas: kg of each gas per unit times its GWP100 gives its kg CO₂e, whose sum is
 * the factor value. The table says it line by line, the pie shows which gas weighs most.
 */
import { useMemo } from 'react';
import { Col, Row, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatStored, round2 } from '@pcf/shared';
import type { FactorVersionDetail } from '@pcf/shared';
import { Chart, escapeHtml } from '@pcf/shared/ui';
import type { ChartOption } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../../locales';
import { perUnit } from '../../../parts/factorDisplay';

type GasLine = FactorVersionDetail['gases'][number];

export interface GasBreakdownProps {
  version: FactorVersionDetail;
  gasLabels: Readonly<Record<string, string>>;
}

export function GasBreakdown({ version, gasLabels }: GasBreakdownProps) {
  const { t } = useTranslation(DATABASE_NS);
  const { gases, unit } = version;
  const total = gases.reduce((sum, line) => sum + line.co2e, 0);
  const labelOf = (gas: string) => gasLabels[gas] ?? gas;
  // a share is a result: SPEC §5's 2 decimals; the amounts, GWP values and their products keep their digits
  const percent = (co2e: number) => (total > 0 ? `${round2((co2e / total) * 100)}%` : '—');

  const columns: TableColumnsType<GasLine> = [
    { key: 'gas', title: t('factorDetail.gas.gas'), dataIndex: 'gas', render: (gas: string) => labelOf(gas) },
    {
      key: 'amount',
      title: t('factorDetail.gas.amount', { unit }),
      dataIndex: 'amount',
      align: 'right',
      render: (n: number) => formatStored(n),
    },
    { key: 'gwp', title: t('factorDetail.gas.gwp'), dataIndex: 'gwp', align: 'right', render: (n: number) => formatStored(n) },
    {
      key: 'co2e',
      title: t('factorDetail.gas.co2e', { unit }),
      dataIndex: 'co2e',
      align: 'right',
      render: (n: number) => formatStored(n),
    },
    { key: 'share', title: t('factorDetail.gas.share'), dataIndex: 'co2e', align: 'right', render: (n: number) => percent(n) },
  ];

  const chartLabel = t('factorDetail.gas.chart');
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: {
        trigger: 'item',
        formatter: (params) => {
          const p = Array.isArray(params) ? params[0] : params;
          return `${escapeHtml(p.name)}<br/>${formatStored(Number(p.value))} ${escapeHtml(perUnit(unit))} (${p.percent ?? 0}%)`;
        },
      },
      series: [
        {
          name: chartLabel,
          type: 'pie',
          radius: ['35%', '65%'],
          label: { formatter: '{b}: {d}%' },
          data: gases.map((line) => ({ name: gasLabels[line.gas] ?? line.gas, value: line.co2e })),
        },
      ],
    }),
    [gases, gasLabels, unit, chartLabel],
  );

  if (gases.length === 0) return <Typography.Text type="secondary">{t('factorDetail.gas.none')}</Typography.Text>;
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} xl={15}>
        <Table<GasLine>
          rowKey="gas"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={gases}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <Typography.Text strong>{t('factorDetail.gas.total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <Typography.Text strong>{formatStored(total)}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {total > 0 ? '100%' : '—'}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </Col>
      <Col xs={24} xl={9}>
        <Chart option={option} height={260} ariaLabel={chartLabel} />
      </Col>
    </Row>
  );
}
