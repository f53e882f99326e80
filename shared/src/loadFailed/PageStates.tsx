/** What a screen shows in place of its content before it is loaded: loading, or failed with a retry. */
import { Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './LoadFailed';

export function LoadingCard() {
  const { t } = useTranslation('common');
  return (
    <Card>
      <div role="status" aria-label={t('loading')} style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin />
      </div>
    </Card>
  );
}

/** `title` says what failed to load (the screen's words); `message` is the server's, when it answered. */
export function FailedCard({ title, message, onRetry }: { title: string; message: string | null; onRetry(): void }) {
  return (
    <Card>
      <LoadFailed title={title} subTitle={message} onRetry={onRetry} />
    </Card>
  );
}
