/**
 * Opening a line's evidence document as the reviewer reads it: a PDF or an image previewed in a modal
 * (GET /rest/review/evidence/file?projectId=&id=, which the browser loads itself, the dby_token cookie
 * signing it in: the project, not the company, decides, so its reviewer reads it too), any other file downloaded (?download=1) through the shared
 * client under the name the server gives. The type is the file name's extension: the server keeps
 * it matching the content.
 */
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { App, Button, Modal, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError, downloadGet, reviewEndpoints, saveBlob } from '@pcf/shared';
import type { InventoryLineEvidence } from '@pcf/shared';
import { ACQUISITION_NS } from '../../../locales';
import { evidenceFileUrl } from '../api';

/** A large document over a slow line: ten minutes before the client gives up. */
const DOWNLOAD_TIMEOUT_MS = 10 * 60 * 1000;

export type EvidencePreviewKind = 'pdf' | 'image' | null;

/** How a document shows in the browser, from its file name: a PDF in a frame, a JPEG or PNG inline, anything else not at all. */
export function previewKindOf(fileName: string): EvidencePreviewKind {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (extension === 'pdf') return 'pdf';
  if (['jpg', 'jpeg', 'png'].includes(extension)) return 'image';
  return null;
}

export function useEvidenceViewer(projectId: number): { open(evidence: InventoryLineEvidence): void; view: ReactNode } {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  const { message } = App.useApp();
  const [shown, setShown] = useState<InventoryLineEvidence | null>(null);
  const [downloading, setDownloading] = useState(false);

  const download = useCallback(
    async (evidence: InventoryLineEvidence) => {
      setDownloading(true);
      try {
        const file = await downloadGet(
          reviewEndpoints.evidenceFile.url,
          { projectId, id: evidence.id, download: 1 },
          { timeout: DOWNLOAD_TIMEOUT_MS },
        );
        const name = file.fileName ?? evidence.fileName;
        saveBlob(file.blob, name);
        message.success(t('review.evidence.downloaded', { name }));
      } catch (error) {
        // network and session failures the shared client has shown; a refusal says why
        if (error instanceof ApiError) message.error(error.message || t('review.evidence.downloadFailed'));
      } finally {
        setDownloading(false);
      }
    },
    [message, projectId, t],
  );

  const open = useCallback(
    (evidence: InventoryLineEvidence) => {
      if (previewKindOf(evidence.fileName) === null) void download(evidence);
      else setShown(evidence);
    },
    [download],
  );

  const kind = shown ? previewKindOf(shown.fileName) : null;
  const title = shown ? shown.title || shown.fileName : '';
  const view = shown ? (
    // a viewer, not a form: nothing is saved, so it is a plain Modal rather than FormModal
    <Modal
      open
      width={880}
      title={t('review.evidence.title', { title })}
      onCancel={() => setShown(null)}
      footer={[
        <Button key="download" icon={<DownloadOutlined />} loading={downloading} onClick={() => void download(shown)}>
          {t('common:download')}
        </Button>,
        <Button key="close" type="primary" onClick={() => setShown(null)}>
          {t('common:close')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        <a href={evidenceFileUrl(projectId, shown.id)} target="_blank" rel="noreferrer">
          {t('review.evidence.openInNewTab')}
        </a>
      </Typography.Paragraph>
      {kind === 'pdf' ? (
        <iframe
          src={evidenceFileUrl(projectId, shown.id)}
          title={title}
          style={{ width: '100%', height: 560, border: '1px solid #f0f0f0' }}
        />
      ) : (
        <img src={evidenceFileUrl(projectId, shown.id)} alt={title} style={{ maxWidth: '100%', border: '1px solid #f0f0f0' }} />
      )}
    </Modal>
  ) : null;

  return { open, view };
}
