/**
 * One library document (GET /rest/library/detail): its details and its versions, newest first.
 * Any version previews in place (PDF in a frame, images inline; the current one at first) and
 * downloads with progress; administrators with the rights upload a new version, edit the details
 * and delete the document.
 */
import { useState } from 'react';
import { Button, Descriptions, Divider, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { API } from '@pcf/shared';
import type { LibraryDocumentDetail, LibraryVersion } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { DocumentDrawer, useDocumentDrawer } from '../../../parts/documentDetail';
import { DocumentPreview, DownloadButton, ShortHash, formatFileSize, isPreviewable } from '../../../parts/documentFiles';
import { libraryApi } from '../api';
import { LibraryEditModal } from './LibraryEditModal';
import { LibraryUploadModal } from './LibraryUploadModal';

export interface LibraryDrawerProps {
  id: number;
  categories: readonly { value: string; label: string }[];
  fileTypeLabels: Readonly<Record<string, string>>;
  mayEdit: boolean;
  mayRemove: boolean;
  onClose: () => void;
  /** A new version or new details: the list reloads. */
  onChanged: () => void;
  onDeleted: () => void;
}

export function LibraryDrawer({ id, categories, fileTypeLabels, mayEdit, mayRemove, onClose, onChanged, onDeleted }: LibraryDrawerProps) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const drawer = useDocumentDrawer('library', id, {
    fetch: libraryApi.detail,
    remove: (id) => libraryApi.remove({ id }),
    onChanged,
    onDeleted,
  });
  const { detail, editing, setEditing, download, changed } = drawer;
  // the version shown in the preview; null: the current one
  const [previewed, setPreviewed] = useState<number | null>(null);
  const [addingVersion, setAddingVersion] = useState(false);

  const dateTime = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const categoryLabel = (value: string) => categories.find((c) => c.value === value)?.label ?? value;
  // newest first whatever order arrives
  const versions = detail ? [...detail.versions].sort((a, b) => b.version - a.version) : [];
  const shown = detail ? (versions.find((v) => v.version === (previewed ?? detail.currentVersion)) ?? versions[0]) : undefined;

  const downloadVersion = (version: LibraryVersion) =>
    void download.start(API.libraryFile, { id, version: version.version, download: 1 }, version.fileName);

  const columns: TableColumnsType<LibraryVersion> = [
    {
      key: 'version',
      title: t('library.field.version'),
      render: (_value, version) => (
        <Space size={4}>
          <span>{`V${version.version}`}</span>
          {detail && version.version === detail.currentVersion && <Tag color="blue">{t('library.versions.current')}</Tag>}
        </Space>
      ),
    },
    { key: 'fileName', title: t('library.field.fileName'), dataIndex: 'fileName', ellipsis: true },
    {
      key: 'fileType',
      title: t('library.field.fileType'),
      render: (_value, version) => fileTypeLabels[version.fileType] ?? version.fileType,
    },
    { key: 'size', title: t('library.field.size'), render: (_value, version) => formatFileSize(version.sizeBytes, i18n.language) },
    { key: 'sha256', title: t('library.field.sha256'), render: (_value, version) => <ShortHash value={version.sha256} /> },
    { key: 'note', title: t('library.field.note'), render: (_value, version) => version.note || '—' },
    { key: 'uploadedBy', title: t('library.field.uploadedBy'), render: (_value, version) => version.uploadedByName ?? '—' },
    { key: 'uploadedAt', title: t('library.field.uploadedAt'), render: (_value, version) => dateTime(version.uploadedAt) },
    {
      key: 'actions',
      title: t('common:operation'),
      render: (_value, version) => (
        <Space size={0}>
          {isPreviewable(version.fileType) && (
            <Button type="link" disabled={shown?.version === version.version} onClick={() => setPreviewed(version.version)}>
              {t('library.versions.preview')}
            </Button>
          )}
          <Button type="link" disabled={download.busy} onClick={() => downloadVersion(version)}>
            {t('library.file.download')}
          </Button>
        </Space>
      ),
    },
  ];

  const body = (detail: LibraryDocumentDetail) => (
    <>
      <Descriptions bordered size="small" column={1} styles={{ label: { width: 140 } }}>
        <Descriptions.Item label={t('library.field.category')}>{categoryLabel(detail.category)}</Descriptions.Item>
        <Descriptions.Item label={t('library.field.title')}>{detail.title}</Descriptions.Item>
        <Descriptions.Item label={t('library.field.description')}>
          {detail.description ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{detail.description}</Typography.Text> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('library.field.currentVersion')}>{`V${detail.currentVersion}`}</Descriptions.Item>
        <Descriptions.Item label={t('library.field.createdAt')}>{dateTime(detail.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('library.field.updatedAt')}>{dateTime(detail.updatedAt)}</Descriptions.Item>
      </Descriptions>

      <Divider titlePlacement="start">{t('library.versions.title', { count: versions.length })}</Divider>
      <Table<LibraryVersion>
        rowKey="id"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={versions}
        scroll={{ x: 'max-content' }}
      />

      {shown && (
        <>
          <Divider titlePlacement="start">{t('library.versions.previewOf', { version: shown.version })}</Divider>
          <DocumentPreview
            section="library"
            url={libraryApi.fileUrl(detail.id, shown.version)}
            fileType={shown.fileType}
            title={`${detail.title} V${shown.version}`}
          />
        </>
      )}
      {addingVersion && (
        <LibraryUploadModal
          target={{ kind: 'version', documentId: detail.id, title: detail.title, currentVersion: detail.currentVersion }}
          categories={categories}
          onClose={() => setAddingVersion(false)}
          onUploaded={() => {
            setAddingVersion(false);
            // the new current version is the one to see
            setPreviewed(null);
            changed();
          }}
        />
      )}
      {editing && (
        <LibraryEditModal
          libraryDocument={detail}
          categories={categories}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            changed();
          }}
        />
      )}
    </>
  );

  const current = versions.find((v) => v.version === detail?.currentVersion);

  return (
    <DocumentDrawer<LibraryDocumentDetail>
      section="library"
      drawer={drawer}
      title={detail?.title}
      downloadButton={
        current && <DownloadButton busy={download.busy} label={t('library.file.download')} onClick={() => downloadVersion(current)} />
      }
      actions={
        mayEdit && (
          <Button icon={<UploadOutlined />} onClick={() => setAddingVersion(true)}>
            {t('library.version.open')}
          </Button>
        )
      }
      mayEdit={mayEdit}
      mayRemove={mayRemove}
      size={900}
      onClose={onClose}
    >
      {body}
    </DocumentDrawer>
  );
}
