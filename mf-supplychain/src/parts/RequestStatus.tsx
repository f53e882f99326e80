/**
 * A footprint request's status as a tag, how its PACT event to the other host went, and the
 * status filter of the request lists (sent and received).
 */
import { Segmented, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUSES, type FootprintRequest, type FootprintRequestStatus, type PactDelivery } from '@pcf/shared';
import { SUPPLYCHAIN_NS } from '../locales';
import { formatTime } from './format';

const COLOURS: Record<FootprintRequestStatus, string> = { created: 'processing', fulfilled: 'success', rejected: 'error' };

export function RequestStatusTag({ request }: { request: Pick<FootprintRequest, 'status' | 'refreshNeeded' | 'delivery'> }) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  return (
    <>
      <Tag color={COLOURS[request.status]}>{t(`requests.statuses.${request.status}`)}</Tag>
      {request.delivery && <DeliveryTag delivery={request.delivery} />}
      {request.refreshNeeded && (
        <Tooltip title={t('requests.refreshHint')}>
          <Tag color="warning">{t('requests.refreshNeeded')}</Tag>
        </Tooltip>
      )}
    </>
  );
}

/** Sending (first try), retrying with the last failure and the next try, given up, or delivered. */
function DeliveryTag({ delivery }: { delivery: PactDelivery }) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  const [colour, label, detail] =
    delivery.status === 'sent'
      ? ['success', t('requests.delivery.sent'), t('requests.delivery.sentAt', { at: formatTime(delivery.sentAt) })]
      : delivery.status === 'failed'
        ? [
            'error',
            t('requests.delivery.failed'),
            t('requests.delivery.failedHint', { count: delivery.attempts, error: delivery.error ?? '' }),
          ]
        : delivery.attempts === 0
          ? ['default', t('requests.delivery.sending'), t('requests.delivery.sendingHint')]
          : [
              'warning',
              t('requests.delivery.retrying'),
              t('requests.delivery.retryingHint', {
                count: delivery.attempts,
                error: delivery.error ?? '',
                at: formatTime(delivery.nextAttemptAt),
              }),
            ];
  return (
    <Tooltip title={detail}>
      <Tag color={colour}>{label}</Tag>
    </Tooltip>
  );
}

/** 全部 or one status; the list asks the server for that status only. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: FootprintRequestStatus | undefined;
  onChange(status: FootprintRequestStatus | undefined): void;
}) {
  const { t } = useTranslation([SUPPLYCHAIN_NS, 'common']);
  return (
    <Segmented<FootprintRequestStatus | 'all'>
      value={value ?? 'all'}
      onChange={(chosen) => onChange(chosen === 'all' ? undefined : chosen)}
      options={[
        { value: 'all', label: t('common:all') },
        ...REQUEST_STATUSES.map((status) => ({ value: status, label: t(`requests.statuses.${status}`) })),
      ]}
    />
  );
}
