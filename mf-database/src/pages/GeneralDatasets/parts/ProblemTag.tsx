/**
 * The tag of a dataset whose footprint cannot be computed. The list carries only the status; the
 * server's reason (in the reader's language) comes with the detail, fetched when the tag is hovered.
 */
import { useState } from 'react';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { generalDatasetApi } from '../api';

type Reason = { state: 'idle' } | { state: 'loading' } | { state: 'done'; text: string } | { state: 'failed' };

export function ProblemTag({ datasetId }: { datasetId: number }) {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const [reason, setReason] = useState<Reason>({ state: 'idle' });

  const fetchReason = () => {
    setReason({ state: 'loading' });
    generalDatasetApi
      .detail(datasetId, true)
      .then((envelope) =>
        setReason(
          envelope.code === 200 && envelope.data
            ? { state: 'done', text: envelope.data.problem ?? t('generalDataset.status.problem') }
            : { state: 'done', text: messageOf(envelope) },
        ),
      )
      .catch(() => setReason({ state: 'failed' }));
  };

  const title =
    reason.state === 'done' ? reason.text : reason.state === 'failed' ? t('generalDataset.problemReasonFailed') : t('common:loading');

  return (
    <Tooltip
      title={title}
      onOpenChange={(open) => {
        // once loaded the reason stays; a failed look-up is tried again on the next hover
        if (open && (reason.state === 'idle' || reason.state === 'failed')) fetchReason();
      }}
    >
      <Tag color="error">{t('generalDataset.status.problem')}</Tag>
    </Tooltip>
  );
}
