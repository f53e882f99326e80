/**
 * One evidence document (GET /rest/evidence/detail): its details with the SHA-256 in full, the items
 * it supports (linked and unlinked here with database:evidence:edit), the file previewed in place
 * (PDF in a frame, images inline) and downloaded with progress; edit and delete with their rights.
 */
import { useState } from 'react';
import { App, Button, Descriptions, Divider, Empty, Select, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API, CODE_OK, EVIDENCE_TARGET_TYPES, messageOf } from '@pcf/shared';
import type { EvidenceDocument, EvidenceLink, EvidenceTargetType } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { DocumentDrawer, useDocumentDrawer } from '../../../parts/documentDetail';
import { DocumentPreview, DownloadButton, formatFileSize } from '../../../parts/documentFiles';
import { evidenceApi } from '../api';
import { EvidenceEditModal } from './EvidenceEditModal';
import { TargetSelect } from './TargetSelect';

export interface EvidenceDrawerProps {
  id: number;
  mayEdit: boolean;
  mayRemove: boolean;
  fileTypeLabels: Readonly<Record<string, string>>;
  onClose: () => void;
  /** Its details or links changed: the list reloads. */
  onChanged: () => void;
  onDeleted: () => void;
}

export function EvidenceDrawer({ id, mayEdit, mayRemove, fileTypeLabels, onClose, onChanged, onDeleted }: EvidenceDrawerProps) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const { message, modal } = App.useApp();
  const drawer = useDocumentDrawer('evidence', id, {
    fetch: evidenceApi.detail,
    remove: (id) => evidenceApi.remove({ id }),
    onChanged,
    onDeleted,
  });
  const { detail, editing, setEditing, download, changed } = drawer;
  const [linkType, setLinkType] = useState<EvidenceTargetType>('product');
  const [linkTarget, setLinkTarget] = useState<number | null>(null);
  const [linking, setLinking] = useState(false);

  const addLink = async (detail: EvidenceDocument) => {
    if (linkTarget === null) return;
    setLinking(true);
    try {
      const envelope = await evidenceApi.link({ documentId: detail.id, targetType: linkType, targetId: linkTarget });
      if (envelope.code !== CODE_OK) {
        message.error(messageOf(envelope));
        return;
      }
      message.success(messageOf(envelope));
      setLinkTarget(null);
      changed();
    } catch {
      // the shared client has shown it
    } finally {
      setLinking(false);
    }
  };

  const unlink = (detail: EvidenceDocument, link: EvidenceLink) => {
    modal.confirm({
      title: t('common:systemTip'),
      content: t('evidence.links.unlinkConfirm', { target: `${t(`evidence.target.type_${link.targetType}`)} ${link.label}` }),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          const envelope = await evidenceApi.unlink({ documentId: detail.id, targetType: link.targetType, targetId: link.targetId });
          if (envelope.code !== CODE_OK) {
            message.error(messageOf(envelope));
            return;
          }
          message.success(messageOf(envelope));
          changed();
        } catch {
          // the shared client has shown it
        }
      },
    });
  };

  const dateTime = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  const body = (detail: EvidenceDocument) => (
    <>
      <Descriptions bordered size="small" column={1} styles={{ label: { width: 140 } }}>
        <Descriptions.Item label={t('evidence.field.title')}>{detail.title}</Descriptions.Item>
        <Descriptions.Item label={t('evidence.field.description')}>
          {detail.description ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{detail.description}</Typography.Text> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('evidence.field.company')}>{detail.companyName}</Descriptions.Item>
        <Descriptions.Item label={t('evidence.field.fileName')}>{detail.fileName}</Descriptions.Item>
        <Descriptions.Item label={t('evidence.field.fileType')}>{fileTypeLabels[detail.fileType] ?? detail.fileType}</Descriptions.Item>
        <Descriptions.Item label={t('evidence.field.size')}>{formatFileSize(detail.sizeBytes, i18n.language)}</Descriptions.Item>
        <Descriptions.Item label={t('evidence.field.sha256')}>
          <Typography.Text copyable style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {detail.sha256}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('evidence.field.uploadedBy')}>{detail.uploadedByName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('evidence.field.uploadedAt')}>{dateTime(detail.uploadedAt)}</Descriptions.Item>
      </Descriptions>

      <Divider titlePlacement="start">{t('evidence.links.title', { count: detail.links.length })}</Divider>
      {detail.links.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('evidence.links.none')} />
      ) : (
        <Table<EvidenceLink>
          size="small"
          bordered
          pagination={false}
          showHeader={false}
          dataSource={detail.links}
          rowKey={(link) => `${link.targetType}:${link.targetId}`}
          columns={[
            { key: 'type', width: 120, render: (_value, link) => <Tag>{t(`evidence.target.type_${link.targetType}`)}</Tag> },
            { key: 'label', render: (_value, link) => link.label || `#${link.targetId}` },
            {
              key: 'linkedAt',
              render: (_value, link) => (
                <Typography.Text type="secondary">{t('evidence.links.linkedAt', { time: dateTime(link.linkedAt) })}</Typography.Text>
              ),
            },
            ...(mayEdit
              ? [
                  {
                    key: 'unlink',
                    width: 100,
                    render: (_value: unknown, link: EvidenceLink) => (
                      <Button type="link" danger onClick={() => unlink(detail, link)}>
                        {t('evidence.links.unlink')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {mayEdit && (
        <Space wrap style={{ marginTop: 12 }}>
          <Select<EvidenceTargetType>
            aria-label={t('evidence.target.type')}
            style={{ width: 140 }}
            value={linkType}
            onChange={(value) => {
              setLinkType(value);
              setLinkTarget(null);
            }}
            options={EVIDENCE_TARGET_TYPES.map((value) => ({ value, label: t(`evidence.target.type_${value}`) }))}
          />
          <TargetSelect
            aria-label={t('evidence.target.item')}
            targetType={linkType}
            companyId={detail.companyId}
            value={linkTarget}
            onChange={setLinkTarget}
          />
          <Button type="primary" disabled={linkTarget === null} loading={linking} onClick={() => void addLink(detail)}>
            {t('evidence.links.add')}
          </Button>
        </Space>
      )}

      <Divider titlePlacement="start">{t('evidence.detail.preview')}</Divider>
      <DocumentPreview section="evidence" url={evidenceApi.fileUrl(detail.id)} fileType={detail.fileType} title={detail.title} />
      {editing && (
        <EvidenceEditModal
          evidence={detail}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            changed();
          }}
        />
      )}
    </>
  );

  return (
    <DocumentDrawer<EvidenceDocument>
      section="evidence"
      drawer={drawer}
      title={detail?.title}
      downloadButton={
        detail && (
          <DownloadButton
            busy={download.busy}
            label={t('evidence.file.download')}
            onClick={() => void download.start(API.evidenceFile, { id: detail.id, download: 1 }, detail.fileName)}
          />
        )
      }
      mayEdit={mayEdit}
      mayRemove={mayRemove}
      size={760}
      onClose={onClose}
    >
      {body}
    </DocumentDrawer>
  );
}
