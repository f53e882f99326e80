/** The states a footprint page shows before its content: loading, failed (with a retry), no project or result named. */
import { Button, Card, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@pcf/shared/ui';
import { useNavigate } from 'react-router-dom';
import { ACCOUNTING_NS } from '../../locales';
import { FOOTPRINT_PATHS } from './paths';

export function PageLoading({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <Card title={title}>
      <div role="status" aria-label={t('loading')} style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin />
      </div>
    </Card>
  );
}

export function PageFailed({ title, message, onRetry }: { title: string; message: string | null; onRetry(): void }) {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  return (
    <Card title={title}>
      <LoadFailed title={t('footprint.loadFailed')} subTitle={message} onRetry={onRetry} extra={<BackToList />} />
    </Card>
  );
}

/** The page was opened without the project (or snapshot) it is about. */
export function NothingChosen({ title }: { title: string }) {
  const { t } = useTranslation(ACCOUNTING_NS);
  return (
    <Card title={title}>
      <Result status="warning" title={t('footprint.nothingChosen')} extra={<BackToList />} />
    </Card>
  );
}

export function BackToList() {
  const { t } = useTranslation(ACCOUNTING_NS);
  const navigate = useNavigate();
  return <Button onClick={() => navigate(FOOTPRINT_PATHS.list)}>{t('footprint.backToList')}</Button>;
}
