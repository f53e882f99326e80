/**
 * One general dataset (GET /rest/generalDataset/detail): what it is, its footprint per unit and how
 * it is made: each exchange with the factor version or input dataset it used, the input's footprint
 * per its unit, the exchange's contribution and its share; then every dataset depending on it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Progress, Space, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatStored, messageOf } from '@pcf/shared';
import type { GeneralDatasetDetail, GeneralDatasetExchange } from '@pcf/shared';
import { Chart, LoadFailed } from '@pcf/shared/ui';
import type { ChartOption } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../../locales';
import { generalDatasetApi } from '../api';
import { formatFootprint, formatInputFootprint, nameIn, perUnit, unitLabel } from '../datasetRows';
import { AffectedDatasets } from './AffectedDatasets';

export interface DatasetDrawerProps {
  datasetId: number;
  /** Region labels of the pcf_region dictionary; the stored value shows when one is missing. */
  regionLabels: Readonly<Record<string, string>>;
  /** Opens another dataset (an input, a dependent) in this drawer. */
  onOpen(id: number): void;
  /** Shows 编辑 (database:generalDataset:edit). */
  onEdit?: (id: number) => void;
  onClose(): void;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; detail: GeneralDatasetDetail };

/** This exchange's share of the footprint in %, when there is a positive footprint to share. */
function shareOf(exchange: GeneralDatasetExchange, footprint: number | null): number | null {
  if (exchange.co2e === null || footprint === null || footprint <= 0) return null;
  return (exchange.co2e / footprint) * 100;
}

/** A ring of the exchanges' contributions, when there are at least two to compare. */
function contributionChart(exchanges: readonly GeneralDatasetExchange[]): ChartOption | null {
  const parts = exchanges.filter((e) => e.co2e !== null && e.co2e > 0);
  if (parts.length < 2) return null;
  return {
    tooltip: { trigger: 'item', valueFormatter: (value) => `${formatFootprint(Number(value))} kg CO2e` },
    series: [
      {
        type: 'pie',
        radius: ['40%', '70%'],
        label: { formatter: '{b}: {d}%' },
        data: parts.map((e) => ({ name: e.inputCode, value: e.co2e as number })),
      },
    ],
  };
}

export function DatasetDrawer({ datasetId, regionLabels, onOpen, onEdit, onClose }: DatasetDrawerProps) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [failure, setFailure] = useState<string | null>(null);

  const fetchDetail = useCallback(() => {
    setLoad({ state: 'loading' });
    setFailure(null);
    generalDatasetApi
      .detail(datasetId)
      .then((envelope) => {
        if (envelope.code === 200 && envelope.data) setLoad({ state: 'done', detail: envelope.data });
        else {
          setFailure(messageOf(envelope));
          setLoad({ state: 'failed' });
        }
      })
      .catch(() => setLoad({ state: 'failed' }));
  }, [datasetId]);
  useEffect(fetchDetail, [fetchDetail]);

  const language = i18n.language;
  const chart = useMemo(() => (load.state === 'done' ? contributionChart(load.detail.exchanges) : null), [load]);
  const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString(language) : '—');

  let body;
  if (load.state === 'loading') body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (load.state === 'failed')
    body = <LoadFailed title={t('generalDataset.detail.loadFailed')} subTitle={failure ?? undefined} onRetry={fetchDetail} />;
  else {
    const d = load.detail;
    const exchangeColumns = [
      {
        key: 'input',
        title: t('generalDataset.exchange.input'),
        render: (_v: unknown, e: GeneralDatasetExchange) => (
          <Space orientation="vertical" size={0}>
            <Space size={4}>
              <Tag color={e.kind === 'factor' ? 'green' : 'purple'}>{t(`generalDataset.kind.${e.kind}`)}</Tag>
              {e.kind === 'dataset' && e.inputDatasetId !== null ? (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(e.inputDatasetId as number)}>
                  {e.inputCode}
                </Button>
              ) : (
                <Typography.Text>{e.inputCode}</Typography.Text>
              )}
            </Space>
            <Typography.Text type="secondary">{nameIn(language, e.inputNameZh, e.inputNameEn)}</Typography.Text>
          </Space>
        ),
      },
      {
        key: 'version',
        title: t('generalDataset.exchange.version'),
        render: (_v: unknown, e: GeneralDatasetExchange) =>
          e.factorVersion !== null ? t('generalDataset.picker.version', { version: e.factorVersion }) : '—',
      },
      {
        key: 'quantity',
        title: t('generalDataset.exchange.quantity'),
        align: 'right' as const,
        render: (_v: unknown, e: GeneralDatasetExchange) => formatStored(e.quantity),
      },
      { key: 'unit', title: t('generalDataset.exchange.unit'), dataIndex: 'unit' },
      {
        key: 'inputFootprint',
        title: t('generalDataset.exchange.inputFootprint'),
        align: 'right' as const,
        render: (_v: unknown, e: GeneralDatasetExchange) => `${formatInputFootprint(e.kind, e.inputFootprint)} ${perUnit(e.inputUnit)}`,
      },
      {
        key: 'co2e',
        title: t('generalDataset.exchange.co2e'),
        align: 'right' as const,
        render: (_v: unknown, e: GeneralDatasetExchange) => formatFootprint(e.co2e),
      },
      {
        key: 'share',
        title: t('generalDataset.exchange.share'),
        width: 150,
        render: (_v: unknown, e: GeneralDatasetExchange) => {
          const share = shareOf(e, d.footprint);
          return share === null ? '—' : <Progress percent={Math.round(share * 10) / 10} size="small" format={(p) => `${p ?? 0}%`} />;
        },
      },
      { key: 'note', title: t('generalDataset.exchange.note'), render: (_v: unknown, e: GeneralDatasetExchange) => e.note || '' },
    ];

    body = (
      <>
        {d.problem !== null && (
          <Alert type="error" showIcon title={t('generalDataset.status.problem')} description={d.problem} style={{ marginBottom: 16 }} />
        )}
        <Descriptions bordered size="small" column={2} styles={{ label: { width: 140 } }}>
          <Descriptions.Item label={t('generalDataset.field.footprint')} span={2}>
            {d.footprint === null ? (
              <Tag color="error">{t('generalDataset.status.problem')}</Tag>
            ) : (
              <Typography.Text strong>
                {formatFootprint(d.footprint)} {perUnit(d.unit)}
              </Typography.Text>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('generalDataset.field.code')}>{d.code}</Descriptions.Item>
          <Descriptions.Item label={t('generalDataset.field.unit')}>
            {unitLabel(language, d.unit, d.unitNameZh, d.unitNameEn)}
          </Descriptions.Item>
          <Descriptions.Item label={t('generalDataset.field.nameZh')}>{d.nameZh}</Descriptions.Item>
          <Descriptions.Item label={t('generalDataset.field.nameEn')}>{d.nameEn}</Descriptions.Item>
          <Descriptions.Item label={t('generalDataset.field.category')}>{d.categoryName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('generalDataset.field.region')}>{regionLabels[d.region] ?? d.region}</Descriptions.Item>
          <Descriptions.Item label={t('generalDataset.field.year')}>{d.year}</Descriptions.Item>
          <Descriptions.Item label={t('generalDataset.field.source')}>{d.source}</Descriptions.Item>
          <Descriptions.Item label={t('generalDataset.field.computedAt')}>{time(d.computedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('generalDataset.field.updatedAt')}>{time(d.updatedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('generalDataset.field.description')} span={2}>
            <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{d.description || '—'}</Typography.Paragraph>
          </Descriptions.Item>
        </Descriptions>

        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('generalDataset.detail.exchanges', { unit: d.unit })}
        </Typography.Title>
        {chart && <Chart option={chart} height={220} ariaLabel={t('generalDataset.detail.chart')} className="pcf-general-dataset__chart" />}
        <Table<GeneralDatasetExchange>
          className="pcf-general-dataset__exchanges"
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={d.exchanges}
          columns={exchangeColumns}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={5}>
                <Typography.Text strong>{t('generalDataset.detail.total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                <Typography.Text strong>{formatFootprint(d.footprint)}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} colSpan={2} />
            </Table.Summary.Row>
          )}
        />

        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('generalDataset.detail.affected')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('generalDataset.detail.affectedHint')}</Typography.Paragraph>
        <AffectedDatasets key={d.id} query={{ datasetId: d.id }} emptyText={t('generalDataset.detail.affectedNone')} onOpen={onOpen} />
      </>
    );
  }

  const title =
    load.state === 'done'
      ? `${load.detail.code} · ${nameIn(language, load.detail.nameZh, load.detail.nameEn)}`
      : t('generalDataset.detail.title');
  return (
    <Drawer
      open
      title={title}
      size={1000}
      onClose={onClose}
      destroyOnHidden
      extra={
        onEdit && load.state === 'done' ? (
          <Button type="primary" onClick={() => onEdit(load.detail.id)}>
            {t('common:edit')}
          </Button>
        ) : undefined
      }
    >
      {body}
    </Drawer>
  );
}
