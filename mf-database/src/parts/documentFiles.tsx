/**
 * The file side of the two document screens (evidence documents and the document library): choosing
 * a file (type and size checked before anything is sent; the server decides again from the content),
 * the multipart upload with its progress, the download with its progress, the inline preview of a
 * PDF or an image, file sizes and SHA-256 digests as a person reads them.
 *
 * Both screens keep the same `file.*` texts in their own locale section (`section`), so each
 * screen's texts stay in its own files.
 */
import { useCallback, useState } from 'react';
import { Alert, App, Button, Progress, Space, Tooltip, Typography, Upload } from 'antd';
import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  DOCUMENT_ACCEPT,
  DOCUMENT_FILE_FIELD,
  DOCUMENT_TITLE_MAX,
  PREVIEWABLE_FILE_TYPES,
  downloadGet,
  isAcceptedFile,
  round2,
  saveBlob,
} from '@pcf/shared';
import type { DocumentFileType, RequestOptions, UploadProgress } from '@pcf/shared';
import { DATABASE_NS } from '../locales';

/** The locale section whose `file.*` texts a component shows. */
export type DocumentSection = 'evidence' | 'library';

const ACCEPTED = DOCUMENT_ACCEPT.split(',');
/** A large document over a slow line: ten minutes before the client gives up. */
const TRANSFER_TIMEOUT_MS = 10 * 60 * 1000;

/** 1.5 MB, 820 KB, 12 B, in the reader's number format. */
export function formatFileSize(bytes: number, language: string): string {
  const format = (value: number) => Number(round2(value)).toLocaleString(language, { maximumFractionDigits: 2 });
  if (bytes >= 1024 * 1024) return `${format(bytes / 1024 / 1024)} MB`;
  if (bytes >= 1024) return `${format(bytes / 1024)} KB`;
  return `${bytes.toLocaleString(language)} B`;
}

/** Why a chosen file is refused before sending, or null. The type is only a first filter: the server reads the content. */
export function fileProblem(file: { name: string; type: string; size: number }, maxBytes: number): 'type' | 'size' | 'empty' | null {
  if (!isAcceptedFile(file, ACCEPTED)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

export function isPreviewable(type: DocumentFileType | string): boolean {
  return (PREVIEWABLE_FILE_TYPES as readonly string[]).includes(type);
}

/** The first characters of a SHA-256, the whole of it in a tooltip and on copy. */
export function ShortHash({ value }: { value: string }) {
  if (!value) return null;
  return (
    <Tooltip title={<span style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{value}</span>}>
      <Typography.Text code copyable={{ text: value }} aria-label={value}>
        {`${value.slice(0, 12)}…`}
      </Typography.Text>
    </Tooltip>
  );
}

/** The multipart body of an upload: the text fields before the file, so the server's streaming parser has them first. */
export function documentForm(fields: Readonly<Record<string, string>>, file: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(DOCUMENT_FILE_FIELD, file, file.name);
  return form;
}

/** The options of an upload through the platform's client: its progress, its abort, time for a large file. */
export function uploadOptions(onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): RequestOptions {
  return { timeout: TRANSFER_TIMEOUT_MS, onUploadProgress: onProgress, signal };
}

/** The title a new document gets from its file: the name without its extension, at most DOCUMENT_TITLE_MAX characters. */
export function titleOfFile(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).slice(0, DOCUMENT_TITLE_MAX);
}

/** Progress of an upload or a download: a percentage when the size is known, else the bytes so far. */
export function TransferProgress({ progress, label }: { progress: UploadProgress; label: string }) {
  const { i18n } = useTranslation();
  const known = progress.total !== undefined && progress.total > 0;
  const percent = known ? Math.min(100, Math.round((progress.loaded / (progress.total as number)) * 100)) : 0;
  return (
    <div role="progressbar" aria-label={label} aria-valuenow={known ? percent : undefined} aria-valuemin={0} aria-valuemax={100}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Progress percent={percent} status="active" format={() => (known ? `${percent}%` : formatFileSize(progress.loaded, i18n.language))} />
    </div>
  );
}

export interface DocumentFilePickerProps {
  section: DocumentSection;
  maxBytes: number;
  /** Set by Form.Item. */
  value?: File | null;
  onChange?: (file: File | null) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * The file of an upload form: one file, kept in the form (never sent by the picker itself). A type
 * outside PDF, JPG, PNG, XLSX, DOCX is refused with 请上传正确的文件格式; a file over the limit with its size.
 */
export function DocumentFilePicker({ section, maxBytes, value, onChange, id, disabled }: DocumentFilePickerProps) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const { message } = App.useApp();
  const max = formatFileSize(maxBytes, i18n.language);
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Upload
        accept={DOCUMENT_ACCEPT}
        maxCount={1}
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          const problem = fileProblem(file, maxBytes);
          if (problem === 'type') message.error(t('common:wrongFileType'));
          else if (problem === 'size')
            message.error(t(`${section}.file.tooLarge`, { max, size: formatFileSize(file.size, i18n.language) }));
          else if (problem === 'empty') message.error(t(`${section}.file.empty`));
          else onChange?.(file);
          // the form sends it with its fields
          return Upload.LIST_IGNORE;
        }}
      >
        <Button id={id} icon={<PaperClipOutlined />} disabled={disabled}>
          {value ? t(`${section}.file.change`) : t(`${section}.file.choose`)}
        </Button>
      </Upload>
      {value && (
        <Typography.Text>
          {value.name} · {formatFileSize(value.size, i18n.language)}
        </Typography.Text>
      )}
      <Typography.Text type="secondary">{t(`${section}.file.hint`, { max })}</Typography.Text>
    </Space>
  );
}

/** A PDF in a frame, an image inline; the browser loads it itself and the dby_token cookie signs it in. */
export function DocumentPreview({
  section,
  url,
  fileType,
  title,
}: {
  section: DocumentSection;
  url: string;
  fileType: DocumentFileType;
  title: string;
}) {
  const { t } = useTranslation(DATABASE_NS);
  if (!isPreviewable(fileType)) return <Alert type="info" showIcon title={t(`${section}.file.noPreview`)} />;
  return (
    <div>
      <Typography.Paragraph type="secondary">
        <a href={url} target="_blank" rel="noreferrer">
          {t(`${section}.file.openInNewTab`)}
        </a>
      </Typography.Paragraph>
      {fileType === 'pdf' ? (
        <iframe src={url} title={title} style={{ width: '100%', height: 560, border: '1px solid #f0f0f0' }} />
      ) : (
        <img src={url} alt={title} style={{ maxWidth: '100%', border: '1px solid #f0f0f0' }} />
      )}
    </div>
  );
}

type Download = { status: 'idle' } | { status: 'running'; progress: UploadProgress } | { status: 'failed'; text: string };

/**
 * Downloads through the one client with progress, and saves the file under the name the server
 * gives (the uploader's, cleaned) or the one the screen knows. `view` shows the progress or the
 * server's refusal; network and session failures the client has shown already.
 */
export function useDocumentDownload(section: DocumentSection) {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const { message } = App.useApp();
  const [state, setState] = useState<Download>({ status: 'idle' });

  const start = useCallback(
    async (url: string, params: Record<string, unknown>, fallbackName: string) => {
      setState({ status: 'running', progress: { loaded: 0 } });
      try {
        const file = await downloadGet(url, params, {
          timeout: TRANSFER_TIMEOUT_MS,
          onDownloadProgress: (progress) => setState({ status: 'running', progress }),
        });
        const name = file.fileName ?? fallbackName;
        saveBlob(file.blob, name);
        setState({ status: 'idle' });
        message.success(t(`${section}.file.downloaded`, { name }));
      } catch (error) {
        setState(error instanceof ApiError ? { status: 'failed', text: error.message } : { status: 'idle' });
      }
    },
    [message, section, t],
  );

  const view =
    state.status === 'running' ? (
      <TransferProgress progress={state.progress} label={t(`${section}.file.downloading`)} />
    ) : state.status === 'failed' ? (
      <Alert
        type="error"
        showIcon
        closable={{ onClose: () => setState({ status: 'idle' }) }}
        title={t(`${section}.file.downloadFailed`)}
        description={state.text}
      />
    ) : null;

  return { start, busy: state.status === 'running', view };
}

/** A download button bound to the hook above. */
export function DownloadButton({ onClick, busy, label }: { onClick: () => void; busy: boolean; label: string }) {
  return (
    <Button icon={<DownloadOutlined />} loading={busy} disabled={busy} onClick={onClick}>
      {label}
    </Button>
  );
}
