/** The fields of one factor version: what it is, its value (and a fuel's net calorific value), where and when it applies, its quality. */
import { Descriptions, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dqrOf, formatStored } from '@pcf/shared';
import type { FactorDetail } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { perUnit } from '../../../parts/factorDisplay';
import { DqrTag } from './DqrTag';

export interface VersionFieldsProps {
  detail: FactorDetail;
  regionLabels: Readonly<Record<string, string>>;
  uncertaintyLabels: Readonly<Record<string, string>>;
}

export function VersionFields({ detail, regionLabels, uncertaintyLabels }: VersionFieldsProps) {
  const { t, i18n } = useTranslation(DATABASE_NS);
  const v = detail.current;
  const none = '—';
  const unitName = i18n.language === 'en-US' ? v.unitNameEn : v.unitNameZh;
  const regionLabel = regionLabels[v.region];
  // the stored DQR, else computed from the scores (both are the same mean)
  const dqr = v.dqr ?? (v.quality ? dqrOf(v.quality) : null);
  const validity =
    v.validFrom === null && v.validTo === null
      ? t('factorDetail.notStated')
      : t('factorDetail.validityFromTo', { from: v.validFrom ?? none, to: v.validTo ?? t('factorDetail.openEnded') });

  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} title={t('factorDetail.section.basic')}>
        <Descriptions.Item label={t('factorDetail.field.code')}>
          <Typography.Text copyable>{detail.code}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.version')}>
          {t('factorDetail.versionTag', { version: v.version })}
        </Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.nameZh')}>{v.nameZh}</Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.nameEn')}>{v.nameEn}</Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.value')}>
          <Typography.Text strong>{formatStored(v.value)}</Typography.Text> {perUnit(v.unit)}
          {unitName && unitName !== v.unit ? <Typography.Text type="secondary">{` (${unitName})`}</Typography.Text> : null}
        </Descriptions.Item>
        {v.ncv && (
          <Descriptions.Item label={t('factorDetail.field.ncv')} span="filled">
            {t('factorDetail.ncvValue', { value: v.ncv.value, energyUnit: v.ncv.energyUnit, perUnit: v.ncv.perUnit })}{' '}
            <Typography.Text type="secondary">{t('factorDetail.ncvSource', { source: v.ncv.source })}</Typography.Text>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('factorDetail.field.category')}>{v.categoryName ?? t('factorDetail.uncategorized')}</Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.gwpSet')}>{`IPCC ${v.gwpSet} GWP100`}</Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.region')}>
          {regionLabel ? `${regionLabel} (${v.region})` : v.region}
        </Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.year')}>{v.year}</Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.source')}>{v.source || none}</Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.databaseVersion')}>{v.databaseVersion || none}</Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.licence')}>{v.licence || none}</Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.gwpBasis')}>{v.gwpBasis || none}</Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.sourceUrl')} span="filled">
          {v.sourceUrl ? (
            <Typography.Link href={v.sourceUrl} target="_blank" rel="noopener noreferrer">
              {v.sourceUrl}
            </Typography.Link>
          ) : (
            none
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.validity')}>{validity}</Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.usage')}>
          <Tooltip title={detail.inUse ? t('factorDetail.inUseHint') : undefined}>
            <Tag color={detail.inUse ? 'gold' : 'default'}>{detail.inUse ? t('factorDetail.inUse') : t('factorDetail.notInUse')}</Tag>
          </Tooltip>
        </Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.createdBy')}>{v.createdByName ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.createdAt')}>
          {new Date(v.createdAt).toLocaleString(i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.note')} span="filled">
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{v.note || none}</Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>

      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} title={t('factorDetail.section.quality')} style={{ marginTop: 24 }}>
        <Descriptions.Item label={t('factorDetail.field.dqrScores')}>
          {v.quality
            ? t('factorDetail.dqrScores', { ter: v.quality.ter, ger: v.quality.ger, tir: v.quality.tir, p: v.quality.p })
            : t('factorDetail.notRated')}
        </Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.dqr')}>
          {dqr === null ? t('factorDetail.notRated') : <DqrTag dqr={dqr} />}
        </Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.uncertainty')}>
          {v.uncertainty ? (uncertaintyLabels[v.uncertainty] ?? v.uncertainty) : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('factorDetail.field.gsd')}>{v.gsd === null ? none : formatStored(v.gsd)}</Descriptions.Item>
      </Descriptions>
    </>
  );
}
