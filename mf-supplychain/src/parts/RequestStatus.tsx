/** A footprint request's status as a tag, and the status filter of the request lists (sent and received). */
import { Segmented, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUSES, type FootprintRequest, type FootprintRequestStatus } from '@pcf/shared';
import { SUPPLYCHAIN_NS } from '../locales';

const COLOURS: Record<FootprintRequestStatus, string> = { created: 'processing', fulfilled: 'success', rejected: 'error' };

export function RequestStatusTag({ request }: { request: Pick<FootprintRequest, 'status' | 'refreshNeeded'> }) {
  const { t } = useTranslation(SUPPLYCHAIN_NS);
  return (
    <>
      <Tag color={COLOURS[request.status]}>{t(`requests.statuses.${request.status}`)}</Tag>
      {request.refreshNeeded && (
        <Tooltip title={t('requests.refreshHint')}>
          <Tag color="warning">{t('requests.refreshNeeded')}</Tag>
        </Tooltip>
      )}
    </>
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
