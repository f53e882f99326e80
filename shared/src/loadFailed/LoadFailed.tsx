/** What a screen or a part of one shows when what it reads could not be loaded: why (数据出错 unless said) and 重试. */
import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export interface LoadFailedProps {
  /** What failed to load; 数据出错,请检查 when not said. */
  title?: ReactNode;
  /** The server's words, when it gave any. */
  subTitle?: ReactNode;
  onRetry: () => void;
  /** Buttons beside 重试 (the way back ...). */
  extra?: ReactNode;
}

export function LoadFailed({ title, subTitle, onRetry, extra }: LoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="error"
      title={title ?? t('common:dataError')}
      subTitle={subTitle}
      extra={
        <>
          <Button type="primary" onClick={onRetry}>
            {t('common:retry')}
          </Button>
          {extra}
        </>
      }
    />
  );
}
