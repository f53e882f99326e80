/** One card of the home page: how many there are, the newest few, each a link to its screen, and 查看全部. */
import { Card, Empty, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoaded } from '@pcf/shared';
import type { ObjPage, ObjRow } from '@pcf/shared';
import { LoadFailed } from '@pcf/shared/ui';
import { GuardedLink } from '../../../layout/GuardedLink';

export interface HomeRow {
  key: string;
  label: string;
  detail: string;
  /** The screen that shows the row (the list's screen when the row has no page of its own). */
  to: string;
}

export interface HomeCardProps {
  /** Names the card and its reading. */
  id: string;
  title: string;
  countLabel: string;
  emptyText: string;
  failedText: string;
  /** Where 查看全部 leads. */
  listPath: string;
  read(): Promise<ObjPage>;
  rowOf(row: ObjRow): HomeRow;
}

export function HomeCard({ id, title, countLabel, emptyText, failedText, listPath, read, rowOf }: HomeCardProps) {
  const { t } = useTranslation('shell');
  const { load, retry } = useLoaded(read, id);
  return (
    <Card
      title={title}
      aria-label={title}
      role="region"
      extra={<GuardedLink to={listPath}>{t('home.viewAll')}</GuardedLink>}
      loading={load.status === 'loading'}
      style={{ height: '100%' }}
    >
      {load.status === 'failed' && <LoadFailed title={failedText} subTitle={load.message} onRetry={retry} />}
      {load.status === 'ready' && (
        <>
          <Statistic title={countLabel} value={load.data.total} />
          {load.data.rows.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
          ) : (
            // a plain list: antd's List is deprecated in 6.6
            <ul style={{ margin: '12px 0 0', paddingInlineStart: 20 }}>
              {load.data.rows.map((raw) => {
                const row = rowOf(raw);
                return (
                  <li key={row.key}>
                    <GuardedLink to={row.to}>{row.label}</GuardedLink>
                    <Typography.Text type="secondary">{` · ${row.detail}`}</Typography.Text>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
