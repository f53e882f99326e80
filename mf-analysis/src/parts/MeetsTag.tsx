/** Whether a result meets a reference: 达标 / 未达标, or no figure in the reference's unit. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANALYSIS_NS } from '../locales';

export function MeetsTag({ meets }: { meets: boolean | null }) {
  const { t } = useTranslation(ANALYSIS_NS);
  if (meets === null) return <Tag>{t('benchmark.noFigure')}</Tag>;
  return meets ? <Tag color="success">{t('benchmark.meets')}</Tag> : <Tag color="error">{t('benchmark.misses')}</Tag>;
}
