/** Every version of the factor, newest first (as the server sends them); one can be opened in place of the shown one. */
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatStored } from '@pcf/shared';
import type { FactorDetail } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { perUnit } from '../../../parts/factorDisplay';

type VersionRow = FactorDetail['versions'][number];

export interface VersionHistoryProps {
  versions: FactorDetail['versions'];
  currentVersion: number;
  shownVersion: number;
  onOpen: (version: number) => void;
}

export function VersionHistory({ versions, currentVersion, shownVersion, onOpen }: VersionHistoryProps) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);

  const columns: TableColumnsType<VersionRow> = [
    {
      key: 'version',
      title: t('factorDetail.field.version'),
      dataIndex: 'version',
      render: (version: number) => (
        <Space size={4}>
          <span>{t('factorDetail.versionTag', { version })}</span>
          {version === currentVersion && <Tag color="green">{t('factorDetail.currentTag')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'value',
      title: t('factorDetail.field.value'),
      dataIndex: 'value',
      align: 'right',
      render: (value: number, row) => `${formatStored(value)} ${perUnit(row.unitCode)}`,
    },
    { key: 'gwpSet', title: t('factorDetail.field.gwpSet'), dataIndex: 'gwpSet' },
    { key: 'year', title: t('factorDetail.field.year'), dataIndex: 'year' },
    { key: 'source', title: t('factorDetail.field.source'), dataIndex: 'source', ellipsis: true },
    {
      key: 'createdBy',
      title: t('factorDetail.field.createdBy'),
      dataIndex: 'createdByName',
      render: (name: string | null) => name ?? '—',
    },
    {
      key: 'createdAt',
      title: t('factorDetail.field.createdAt'),
      dataIndex: 'createdAt',
      render: (at: string) => new Date(at).toLocaleString(i18n.language),
    },
    {
      key: 'action',
      title: t('common:operation'),
      render: (_: unknown, row) =>
        row.version === shownVersion ? (
          <Typography.Text type="secondary">{t('factorDetail.versions.shown')}</Typography.Text>
        ) : (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => onOpen(row.version)}
            aria-label={t('factorDetail.versions.viewVersion', { version: row.version })}
          >
            {t('factorDetail.versions.view')}
          </Button>
        ),
    },
  ];

  return (
    <Table<VersionRow>
      rowKey="versionId"
      size="small"
      pagination={versions.length > 10 ? { pageSize: 10, hideOnSinglePage: true } : false}
      columns={columns}
      dataSource={versions}
      rowClassName={(row) => (row.version === shownVersion ? 'ant-table-row-selected' : '')}
      scroll={{ x: 'max-content' }}
    />
  );
}
