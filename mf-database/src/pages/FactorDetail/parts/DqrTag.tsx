/** A DQR with its PEF rating, coloured from best (green) to worst (red). */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dqrRating } from '@pcf/shared';
import type { DqrRating } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';

const COLOURS: Record<DqrRating, string> = {
  excellent: 'green',
  very_good: 'cyan',
  good: 'blue',
  fair: 'orange',
  poor: 'red',
};

export function DqrTag({ dqr }: { dqr: number }) {
  const { t } = useTranslation(DATABASE_NS);
  const rating = dqrRating(dqr);
  // a mean of four integer-or-decimal scores: two decimals say all of it
  return <Tag color={COLOURS[rating]}>{`${dqr.toFixed(2)} · ${t(`factorDetail.rating.${rating}`)}`}</Tag>;
}
