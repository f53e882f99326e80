/**
 * Uploads to the library, multipart with progress (cancel aborts it): a new document with its
 * category, title, description, file and version note (POST /rest/library/upload), or the next
 * version of a document with its note (POST /rest/library/version), which becomes current. The
 * server's refusal (a type it finds in the content, the same file as the current version) is shown
 * as it words it.
 */
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_DESCRIPTION_MAX, DOCUMENT_TITLE_MAX, DOCUMENT_VERSION_NOTE_MAX, LIBRARY_MAX_BYTES } from '@pcf/shared';
import type { LibraryUploadReply } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../../locales';
import { DocumentFilePicker, TransferProgress, titleOfFile } from '../../../parts/documentFiles';
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

export interface LibraryUploadModalProps {
  target: LibraryUploadTarget;
  categories: readonly { value: string; label: string }[];
  onClose: () => void;
  onUploaded: (reply: LibraryUploadReply) => void;
}

export function LibraryUploadModal({ target, categories, onClose, onUploaded }: LibraryUploadModalProps) {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const [form] = Form.useForm<UploadValues>();
  // the server's refusal (a type it finds in the content, the current version's file) stays above the form
  const { saving, submit, refusal, clearRefusal, progress } = useModalSave<UploadValues, LibraryUploadReply>(form, {
    adding: true,
    onSaved: onUploaded,
    successText: ({ data }) => t('library.upload.succeeded', { version: data?.version, name: data?.fileName }),
    refusal: 'inline',
    failedText: t('library.upload.failed'),
  });
  const newDocument = target.kind === 'document';

  const upload = () =>
    void submit(async (values, { signal, onProgress }) => {
      if (!values.file) return undefined;
      onProgress({ loaded: 0, total: values.file.size });
      const note = values.note?.trim() || undefined;
      return target.kind === 'document'
        ? libraryApi.upload(
            {
              category: values.category ?? '',
              title: values.title?.trim() || undefined,
              description: values.description?.trim() || undefined,
              note,
            },
            values.file,
            onProgress,
            signal,
          )
        : libraryApi.addVersion({ documentId: target.documentId, note }, values.file, onProgress, signal);
    });

  return (
    <FormModal
      title={newDocument ? t('library.upload.title') : t('library.version.title')}
      width={640}
      okText={t('library.upload.submit')}
      saving={saving}
      cancelWhileSaving
      refusal={refusal}
      onSave={upload}
      onClose={onClose}
    >
      {target.kind === 'version' && (
        <Typography.Paragraph type="secondary">
          {t('library.version.hint', { title: target.title, next: target.currentVersion + 1 })}
        </Typography.Paragraph>
      )}
      <Form<UploadValues>
        form={form}
        layout="vertical"
        disabled={saving}
        initialValues={{ category: target.kind === 'document' ? (target.category ?? undefined) : undefined, file: null }}
        onValuesChange={(changed: Partial<UploadValues>) => {
          clearRefusal();
          if (newDocument && changed.file && !form.getFieldValue('title')) form.setFieldValue('title', titleOfFile(changed.file.name));
        }}
      >
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
          <DocumentFilePicker section="library" maxBytes={LIBRARY_MAX_BYTES} disabled={saving} />
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
        {progress && <TransferProgress progress={progress} label={t('library.file.uploading')} />}
      </Form>
    </FormModal>
  );
}
