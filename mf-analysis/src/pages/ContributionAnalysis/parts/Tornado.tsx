/**
 * Sensitivity: each of the largest lines varied alone by −/+ x % (default 10 %, the top 10 lines),
 * the total and per kWp at each end, as a tornado chart and a table.
 */
import { useMemo, useState } from 'react';
import { Button, Card, InputNumber, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { SENSITIVITY_PERCENT_DEFAULT, SENSITIVITY_PERCENT_MAX, SENSITIVITY_TOP_DEFAULT, SENSITIVITY_TOP_MAX, useLoaded } from '@pcf/shared';
import type { SensitivityReply } from '@pcf/shared';
import { Chart, FailedCard, LoadingCard } from '@pcf/shared/ui';
import { ANALYSIS_NS } from '../../../locales';
import { contributionApi } from '../../../parts/contribution/api';
import { CO2E, formatNumber } from '../../../parts/contribution/format';
import { tornado } from './chartOptions';

type Bar = SensitivityReply['bars'][number];

export function Tornado({ snapshotId }: { snapshotId: number }) {
  const { t } = useTranslation(ANALYSIS_NS);
  const [percent, setPercent] = useState(SENSITIVITY_PERCENT_DEFAULT);
  const [top, setTop] = useState(SENSITIVITY_TOP_DEFAULT);
  const [asked, setAsked] = useState({ percent: SENSITIVITY_PERCENT_DEFAULT, top: SENSITIVITY_TOP_DEFAULT });
  const { load, retry } = useLoaded(
    () => contributionApi.sensitivity({ snapshotId, ...asked }),
    `${snapshotId}:${asked.percent}:${asked.top}`,
  );
  const names = useMemo<[string, string]>(
    () => [t('contribution.tornado.low', { percent: asked.percent }), t('contribution.tornado.high', { percent: asked.percent })],
    [asked.percent, t],
  );
  const option = useMemo(
    () =>
      load.status === 'ready'
        ? tornado(
            load.data.bars.map((bar) => ({ name: bar.description, low: bar.low.total, high: bar.high.total })),
            load.data.base.total,
            CO2E,
            names,
          )
        : null,
    [load, names],
  );
  const columns: TableColumnsType<Bar> = [
    { key: 'line', title: t('contribution.pareto.line'), dataIndex: 'description' },
    { key: 'emission', title: t('contribution.emission'), align: 'right', render: (_, bar) => formatNumber(bar.emission) },
    { key: 'low', title: names[0], align: 'right', render: (_, bar) => formatNumber(bar.low.total) },
    { key: 'high', title: names[1], align: 'right', render: (_, bar) => formatNumber(bar.high.total) },
    { key: 'lowKwp', title: t('contribution.tornado.lowKwp'), align: 'right', render: (_, bar) => formatNumber(bar.low.perKwp) },
    { key: 'highKwp', title: t('contribution.tornado.highKwp'), align: 'right', render: (_, bar) => formatNumber(bar.high.perKwp) },
  ];
  return (
    <Card size="small" title={t('contribution.tornado.title')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text>{t('contribution.tornado.percent')}</Typography.Text>
        <InputNumber<number>
          aria-label={t('contribution.tornado.percent')}
          min={0.1}
          max={SENSITIVITY_PERCENT_MAX}
          value={percent}
          onChange={(value) => value !== null && setPercent(value)}
          suffix="%"
        />
        <Typography.Text>{t('contribution.tornado.top')}</Typography.Text>
        <InputNumber<number>
          aria-label={t('contribution.tornado.top')}
          min={1}
          max={SENSITIVITY_TOP_MAX}
          precision={0}
          value={top}
          onChange={(value) => value !== null && setTop(value)}
        />
        <Button onClick={() => setAsked({ percent, top })}>{t('contribution.tornado.run')}</Button>
      </Space>
      {load.status === 'loading' && <LoadingCard />}
      {load.status === 'failed' && <FailedCard title={t('contribution.loadFailed')} message={load.message} onRetry={retry} />}
      {load.status === 'ready' && option && (
        <>
          <Typography.Paragraph type="secondary" data-testid="tornado-base">
            {t('contribution.tornado.base', { total: formatNumber(load.data.base.total), perKwp: formatNumber(load.data.base.perKwp) })}
          </Typography.Paragraph>
          <Chart option={option} height={Math.max(load.data.bars.length, 3) * 32 + 60} ariaLabel={t('contribution.tornado.chart')} />
          <div data-testid="tornado">
            <Table<Bar> rowKey="lineId" size="small" columns={columns} dataSource={load.data.bars} pagination={false} />
          </div>
        </>
      )}
    </Card>
  );
}
