/** The documents supporting one item (GET /rest/evidence/forTarget), newest first, with the list's own actions. */
import { Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvidenceDocument } from '@pcf/shared';
import { LoadFailed } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../../locales';
import { ShortHash, formatFileSize } from '../../../parts/documentFiles';

export type TargetDocumentsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; documents: EvidenceDocument[] };

export interface TargetDocumentsProps {
  state: TargetDocumentsState;
  fileTypeLabels: Readonly<Record<string, string>>;
  onRetry: () => void;
  onOpen: (id: number) => void;
  actions: (document: EvidenceDocument) => ReactNode;
}

export function TargetDocuments({ state, fileTypeLabels, onRetry, onOpen, actions }: TargetDocumentsProps) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  if (state.status === 'failed') {
    return <LoadFailed title={t('evidence.target.documentsFailed')} onRetry={onRetry} />;
  }
  const columns: TableColumnsType<EvidenceDocument> = [
    {
      key: 'title',
      title: t('evidence.field.title'),
      render: (_value, document) => <Typography.Link onClick={() => onOpen(document.id)}>{document.title}</Typography.Link>,
    },
    { key: 'fileName', title: t('evidence.field.fileName'), dataIndex: 'fileName', ellipsis: true },
    {
      key: 'fileType',
      title: t('evidence.field.fileType'),
      render: (_value, document) => fileTypeLabels[document.fileType] ?? document.fileType,
    },
    { key: 'size', title: t('evidence.field.size'), render: (_value, document) => formatFileSize(document.sizeBytes, i18n.language) },
    { key: 'sha256', title: t('evidence.field.sha256'), render: (_value, document) => <ShortHash value={document.sha256} /> },
    { key: 'uploadedBy', title: t('evidence.field.uploadedBy'), render: (_value, document) => document.uploadedByName ?? '—' },
    {
      key: 'uploadedAt',
      title: t('evidence.field.uploadedAt'),
      render: (_value, document) => new Date(document.uploadedAt).toLocaleString(i18n.language),
    },
    { key: 'links', title: t('evidence.field.links'), render: (_value, document) => document.links.length },
    { key: 'actions', title: t('common:operation'), render: (_value, document) => actions(document) },
  ];
  return (
    <Table<EvidenceDocument>
      rowKey="id"
      size="middle"
      loading={state.status === 'loading'}
      columns={columns}
      dataSource={state.status === 'ready' ? state.documents : []}
      locale={{ emptyText: t('evidence.target.noDocuments') }}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
