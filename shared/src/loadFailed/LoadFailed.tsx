/** What a screen or a part of one shows when what it reads could not be loaded: why (数据出错 unless said) and 重试; RetryAlert inside a page. */
import type { CSSProperties, ReactNode } from 'react';
import { Alert, Button, Result } from 'antd';
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

export interface RetryAlertProps {
  /** What could not be loaded. */
  title: ReactNode;
  description?: ReactNode;
  /** error (the default), or warning when the rest of the page still works. */
  type?: 'error' | 'warning';
  showIcon?: boolean;
  style?: CSSProperties;
  onRetry: () => void;
}

/** The same inside a page: an alert that something could not be loaded, with 重试. */
export function RetryAlert({ title, description, type = 'error', showIcon = true, style, onRetry }: RetryAlertProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type={type}
      showIcon={showIcon}
      title={title}
      description={description}
      style={style}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      }
    />
  );
}
