/**
 * /AnalysisDisplay/contribution_analysis/item?snapshotId=&lineId= (贡献分析详情): one line of a
 * result — its quantity, the factor version with its source, version and region (or the gas and its
 * GWP), the evidence documents of the inventory line, its data quality (DQR), GSD, share of the
 * total and of the variance of the total.
 */
import { Button, Card, Descriptions, Empty, Result, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GAS_DICT, formatStored, useDictLabels, useLoaded } from '@pcf/shared';
import type { ContributionItemReply } from '@pcf/shared';
import { ANALYSIS_NS } from '../../locales';
import { contributionApi } from '../../parts/contribution/api';
import { CO2E, NO_VALUE, formatNumber, formatShare } from '../../parts/contribution/format';
import { analysisUrl, CONTRIBUTION_PATHS, idParam } from '../../parts/paths';
import { useStageLabels } from '../../parts/contribution/useStageLabels';
import { FailedCard, LoadingCard } from '@pcf/shared/ui';

export default function ContributionItemPage() {
  const { t } = useTranslation(ANALYSIS_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const snapshotId = idParam(params.get('snapshotId'));
  const lineId = idParam(params.get('lineId'));
  if (snapshotId === null || lineId === null)
    return (
      <Card title={t('contribution.item.title')}>
        <Result
          status="warning"
          title={t('contribution.item.nothingChosen')}
          extra={<Button onClick={() => navigate(CONTRIBUTION_PATHS.page)}>{t('contribution.item.back')}</Button>}
        />
      </Card>
    );
  return <LineDetail snapshotId={snapshotId} lineId={lineId} />;
}

function LineDetail({ snapshotId, lineId }: { snapshotId: number; lineId: number }) {
  const { t } = useTranslation(ANALYSIS_NS);
  const navigate = useNavigate();
  const { load, retry } = useLoaded(() => contributionApi.item(snapshotId, lineId), `${snapshotId}:${lineId}`);
  if (load.status === 'loading') return <LoadingCard />;
  if (load.status === 'failed') return <FailedCard title={t('contribution.loadFailed')} message={load.message} onRetry={retry} />;
  return (
    <Card
      title={t('contribution.item.heading', { line: load.data.description, name: load.data.projectName, seq: load.data.seq })}
      extra={<Button onClick={() => navigate(analysisUrl(snapshotId))}>{t('contribution.item.back')}</Button>}
    >
      <LineFacts item={load.data} />
    </Card>
  );
}

function LineFacts({ item }: { item: ContributionItemReply }) {
  const { t } = useTranslation(ANALYSIS_NS);
  const stageLabel = useStageLabels();
  const gasLabels = useDictLabels(GAS_DICT);
  const quality = item.quality
    ? `TeR ${item.quality.ter} · GeR ${item.quality.ger} · TiR ${item.quality.tir} · P ${item.quality.p}`
    : NO_VALUE;
  const factor = item.factor;
  // a supplier line is primary data only by its footprint's own share, as the breakdown counts it
  const dataTypeText =
    item.primaryShare > 0 && item.primaryShare < 1
      ? t('contribution.item.dataTypeSplit', { primary: formatShare(item.primaryShare), secondary: formatShare(1 - item.primaryShare) })
      : t(`contribution.dataType.${item.primaryShare === 1 ? 'primary' : 'secondary'}`);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      <div data-testid="line-facts">
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('contribution.stage')}>{stageLabel(item.stage)}</Descriptions.Item>
          <Descriptions.Item label={t('contribution.item.category')}>{item.category ?? t('contribution.uncategorized')}</Descriptions.Item>
          <Descriptions.Item label={t('contribution.item.quantity')}>{`${formatStored(item.quantity)} ${item.unitCode}`}</Descriptions.Item>
          <Descriptions.Item label={t('contribution.item.converted')}>
            {item.convertedQuantity === null ? NO_VALUE : `${formatStored(item.convertedQuantity)} ${item.perUnitCode}`}
          </Descriptions.Item>
          <Descriptions.Item
            label={t('contribution.item.perUnit')}
          >{`${formatStored(item.perUnit)} ${CO2E}/${item.perUnitCode}`}</Descriptions.Item>
          <Descriptions.Item label={t('contribution.item.dataType')}>{dataTypeText}</Descriptions.Item>
          <Descriptions.Item label={t('contribution.emission')}>
            {formatNumber(item.emission)}
            {item.excluded && <Tag style={{ marginLeft: 8 }}>{t('contribution.excluded')}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={t('contribution.share')}>{formatShare(item.share)}</Descriptions.Item>
          <Descriptions.Item label={t('contribution.item.rank')}>{item.rank}</Descriptions.Item>
          <Descriptions.Item label={t('contribution.item.varianceShare')}>{formatShare(item.varianceShare)}</Descriptions.Item>
          <Descriptions.Item label={t('contribution.item.dqr')}>{`${formatNumber(item.dqr)} (${quality})`}</Descriptions.Item>
          <Descriptions.Item label={t('contribution.item.gsd')}>{formatNumber(item.gsd)}</Descriptions.Item>
          <Descriptions.Item label={t('contribution.item.site')}>{item.site ?? NO_VALUE}</Descriptions.Item>
          <Descriptions.Item label={t('contribution.item.region')}>{item.region ?? NO_VALUE}</Descriptions.Item>
        </Descriptions>
      </div>
      <Card size="small" title={item.sourceKind === 'gas' ? t('contribution.item.gasTitle') : t('contribution.item.factorTitle')}>
        <div data-testid="line-source">
          {item.sourceKind === 'gas' ? (
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('contribution.gasColumn')}>
                {item.gas ? (gasLabels[item.gas] ?? item.gas) : NO_VALUE}
              </Descriptions.Item>
              <Descriptions.Item label={t('contribution.item.gwp')}>{formatStored(item.perUnit)}</Descriptions.Item>
            </Descriptions>
          ) : factor ? (
            <Descriptions size="small" column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label={t('contribution.item.factorCode')}>{factor.code}</Descriptions.Item>
              <Descriptions.Item label={t('contribution.item.factorName')}>{factor.name}</Descriptions.Item>
              <Descriptions.Item
                label={t('contribution.item.factorValue')}
              >{`${formatStored(factor.value)} ${CO2E}/${factor.unitCode}`}</Descriptions.Item>
              <Descriptions.Item label={t('contribution.item.version')}>{factor.version}</Descriptions.Item>
              <Descriptions.Item label={t('contribution.item.source')}>{factor.source}</Descriptions.Item>
              <Descriptions.Item label={t('contribution.item.databaseVersion')}>{factor.databaseVersion}</Descriptions.Item>
              <Descriptions.Item label={t('contribution.item.factorRegion')}>{factor.region}</Descriptions.Item>
              <Descriptions.Item label={t('contribution.item.year')}>{factor.year}</Descriptions.Item>
            </Descriptions>
          ) : (
            NO_VALUE
          )}
        </div>
      </Card>
      <Card size="small" title={t('contribution.item.evidence')}>
        <div data-testid="line-evidence">
          {item.evidence.length === 0 ? (
            <Empty description={t('contribution.item.noEvidence')} />
          ) : (
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {item.evidence.map((doc) => (
                <li key={doc.id}>{`${doc.title} (${doc.fileName})`}</li>
              ))}
            </ul>
          )}
        </div>
      </Card>
    </Space>
  );
}
