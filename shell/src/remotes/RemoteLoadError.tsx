/** A remote that could not be loaded, shown in the layout where its page would be, with a retry. */
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeLoadFailure } from './loadFailure';

export interface RemoteLoadErrorProps {
  /** The menu group's title, e.g. 系统管理. */
  moduleTitle: string;
  error: unknown;
  retrying: boolean;
  onRetry(): void;
}

export function RemoteLoadError({ moduleTitle, error, retrying, onRetry }: RemoteLoadErrorProps) {
  const { t } = useTranslation('shell');
  const failure = describeLoadFailure(error);
  return (
    <Result
      status="warning"
      title={t('remote.failedTitle', { module: moduleTitle })}
      subTitle={
        <>
          <div>{t(failure.kind === 'timeout' ? 'remote.chunkTimeout' : 'remote.chunkMissing')}</div>
          <div>{t('remote.othersWork')}</div>
        </>
      }
      extra={
        <>
          <Button type="primary" loading={retrying} onClick={onRetry}>
            {t('remote.retry')}
          </Button>
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, fontSize: 12 }}>
            <Typography.Text code>
              {failure.name}: {failure.detail}
            </Typography.Text>
          </Typography.Paragraph>
        </>
      }
    />
  );
}
