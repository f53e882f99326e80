/** What a contribution screen shows before its content: loading, or failed with a retry. */
import { Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@pcf/shared/ui';
import { ANALYSIS_NS } from '../../locales';

export function Loading() {
  const { t } = useTranslation('common');
  return (
    <Card>
      <div role="status" aria-label={t('loading')} style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin />
      </div>
    </Card>
  );
}

export function Failed({ message, onRetry }: { message: string | null; onRetry(): void }) {
  const { t } = useTranslation(ANALYSIS_NS);
  return (
    <Card>
      <LoadFailed title={t('contribution.loadFailed')} subTitle={message} onRetry={onRetry} />
    </Card>
  );
}
