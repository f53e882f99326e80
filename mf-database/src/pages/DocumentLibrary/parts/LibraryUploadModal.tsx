/**
 * Uploads to the library, multipart with progress (cancel aborts it): a new document with its
 * category, title, description, file and version note (POST /rest/library/upload), or the next
 * version of a document with its note (POST /rest/library/version), which becomes current. The
 * server's refusal (a type it finds in the content, the same file as the current version) is shown
 * as it words it.
 */
import { useRef, useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import axios from 'axios';
import { useTranslation } from 'react-i18next';
import {
  CODE_OK,
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_TITLE_MAX,
  DOCUMENT_VERSION_NOTE_MAX,
  LIBRARY_MAX_BYTES,
  messageOf,
} from '@pcf/shared';
import type { LibraryUploadReply, UploadProgress } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { DocumentFilePicker, TransferProgress } from '../../../parts/documentFiles';
import { libraryApi } from '../api';

/** What is uploaded: a new document (in a category chosen first, if any) or the next version of one. */
export type LibraryUploadTarget =
  { kind: 'document'; category: string | null } | { kind: 'version'; documentId: number; title: string; currentVersion: number };

interface UploadValues {
  category?: string;
  title?: string;
  description?: string;
  file: File | null;
  note?: string;
}

type Stage = { kind: 'form'; refusal: string | null } | { kind: 'sending'; progress: UploadProgress };

export interface LibraryUploadModalProps {
  target: LibraryUploadTarget;
  categories: readonly { value: string; label: string }[];
  onClose: () => void;
  onUploaded: (reply: LibraryUploadReply) => void;
}

const titleOfFile = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).slice(0, DOCUMENT_TITLE_MAX);
};

export function LibraryUploadModal({ target, categories, onClose, onUploaded }: LibraryUploadModalProps) {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<UploadValues>();
  const [stage, setStage] = useState<Stage>({ kind: 'form', refusal: null });
  const abort = useRef<AbortController | null>(null);
  const newDocument = target.kind === 'document';
  const sending = stage.kind === 'sending';

  const send = async (values: UploadValues) => {
    if (!values.file) return;
    const controller = new AbortController();
    abort.current = controller;
    const onProgress = (progress: UploadProgress) => setStage({ kind: 'sending', progress });
    setStage({ kind: 'sending', progress: { loaded: 0, total: values.file.size } });
    const note = values.note?.trim() || undefined;
    try {
      const envelope =
        target.kind === 'document'
          ? await libraryApi.upload(
              {
                category: values.category ?? '',
                title: values.title?.trim() || undefined,
                description: values.description?.trim() || undefined,
                note,
              },
              values.file,
              onProgress,
              controller.signal,
            )
          : await libraryApi.addVersion({ documentId: target.documentId, note }, values.file, onProgress, controller.signal);
      if (envelope.code !== CODE_OK || !envelope.data) {
        setStage({ kind: 'form', refusal: messageOf(envelope) });
        return;
      }
      message.success(t('library.upload.succeeded', { version: envelope.data.version, name: envelope.data.fileName }));
      onUploaded(envelope.data);
    } catch (error) {
      // cancelled by the user, or a failure the shared client has shown: the form stays as it was
      setStage({ kind: 'form', refusal: axios.isCancel(error) ? null : t('library.upload.failed') });
    } finally {
      abort.current = null;
    }
  };

  const close = () => {
    abort.current?.abort();
    onClose();
  };

  return (
    <Modal
      open
      title={newDocument ? t('library.upload.title') : t('library.version.title')}
      onCancel={close}
      mask={{ closable: false }}
      width={640}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{t('common:cancel')}</Button>
          <Button type="primary" loading={sending} onClick={() => form.submit()}>
            {t('library.upload.submit')}
          </Button>
        </Space>
      }
    >
      {target.kind === 'version' && (
        <Typography.Paragraph type="secondary">
          {t('library.version.hint', { title: target.title, next: target.currentVersion + 1 })}
        </Typography.Paragraph>
      )}
      <Form<UploadValues>
        form={form}
        layout="vertical"
        disabled={sending}
        initialValues={{ category: target.kind === 'document' ? (target.category ?? undefined) : undefined, file: null }}
        onFinish={(values) => void send(values)}
        onFinishFailed={() => message.error(t('common:formInvalid'))}
        onValuesChange={(changed: Partial<UploadValues>) => {
          if (stage.kind === 'form' && stage.refusal) setStage({ kind: 'form', refusal: null });
          if (newDocument && changed.file && !form.getFieldValue('title')) form.setFieldValue('title', titleOfFile(changed.file.name));
        }}
      >
        {stage.kind === 'form' && stage.refusal && <Alert type="error" showIcon title={stage.refusal} style={{ marginBottom: 16 }} />}
        {newDocument && (
          <Form.Item
            name="category"
            label={t('library.field.category')}
            rules={[{ required: true, message: t('library.upload.categoryRequired') }]}
          >
            <Select
              options={categories.map((c) => ({ value: c.value, label: c.label }))}
              placeholder={t('library.upload.categoryPlaceholder')}
            />
          </Form.Item>
        )}
        <Form.Item name="file" label={t('library.field.file')} rules={[{ required: true, message: t('library.file.required') }]}>
          <DocumentFilePicker section="library" maxBytes={LIBRARY_MAX_BYTES} disabled={sending} />
        </Form.Item>
        {newDocument && (
          <>
            <Form.Item
              name="title"
              label={t('library.field.title')}
              rules={[{ max: DOCUMENT_TITLE_MAX, message: t('library.titleTooLong', { max: DOCUMENT_TITLE_MAX }) }]}
            >
              <Input placeholder={t('library.upload.titlePlaceholder')} maxLength={DOCUMENT_TITLE_MAX} />
            </Form.Item>
            <Form.Item name="description" label={t('library.field.description')}>
              <Input.TextArea rows={3} maxLength={DOCUMENT_DESCRIPTION_MAX} showCount />
            </Form.Item>
          </>
        )}
        <Form.Item name="note" label={t('library.field.note')}>
          <Input.TextArea rows={2} maxLength={DOCUMENT_VERSION_NOTE_MAX} showCount placeholder={t('library.upload.notePlaceholder')} />
        </Form.Item>
        {stage.kind === 'sending' && <TransferProgress progress={stage.progress} label={t('library.file.uploading')} />}
      </Form>
    </Modal>
  );
}
