/** A registration's review status as a coloured tag (orange waiting, green approved, red rejected: SPEC §4's row colours). */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES } from '@pcf/shared';
import type { ReviewStatus } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../../locales';

const COLORS: Record<ReviewStatus, string> = { pending: 'orange', approved: 'green', rejected: 'red' };

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);
}

export function ReviewStatusTag({ status }: { status: unknown }) {
  const { t } = useTranslation(ACCOUNTING_NS);
  if (!isReviewStatus(status)) return null;
  return <Tag color={COLORS[status]}>{t(`registration.status.${status}`)}</Tag>;
}
