/**
 * What the library and evidence screens share around one document: the drawer's frame (its detail
 * loaded by id, a spinner while it loads, 加载失败 with a retry, the download progress above the
 * body, the download, edit and delete buttons) and the edit of its title and description. Each screen keeps its texts in its own locale
 * section (`section`: `<section>.detail.*`, `<section>.edit.title`, `<section>.field.*`).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { App, Button, Drawer, Form, Input, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_OK, DOCUMENT_DESCRIPTION_MAX, DOCUMENT_TITLE_MAX, messageOf } from '@pcf/shared';
import type { ApiEnvelope } from '@pcf/shared';
import { FormModal, useConfirmDelete, useModalSave, LoadFailed } from '@pcf/shared/ui';
import { DATABASE_NS } from '../locales';
import { useDocumentDownload } from './documentFiles';
import type { DocumentSection } from './documentFiles';

export type LoadedDetail<D> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; detail: D };

/** A document's detail by id; `load` asks again, keeping what is shown meanwhile. */
export function useDocumentDetail<D>(
  id: number,
  fetch: (id: number) => Promise<ApiEnvelope<D>>,
): { loaded: LoadedDetail<D>; load: () => void } {
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<LoadedDetail<D>>({ status: 'loading' });
  const load = useCallback(() => {
    setLoaded((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    fetch(id)
      .then((envelope) => {
        if (envelope.code === CODE_OK && envelope.data) setLoaded({ status: 'ready', detail: envelope.data });
        else {
          message.error(messageOf(envelope));
          setLoaded({ status: 'failed' });
        }
      })
      .catch(() => setLoaded({ status: 'failed' }));
  }, [id, fetch, message]);
  useEffect(load, [load]);
  return { loaded, load };
}

export interface DocumentDrawerOptions<D> {
  fetch: (id: number) => Promise<ApiEnvelope<D>>;
  remove: (id: number) => Promise<ApiEnvelope<unknown>>;
  /** Its details changed: the list reloads. */
  onChanged: () => void;
  onDeleted: () => void;
}

/** What a document's drawer keeps: its detail, its download, whether it is being edited; `changed` reloads it and the list. */
export function useDocumentDrawer<D>(
  section: DocumentSection,
  id: number,
  { fetch, remove, onChanged, onDeleted }: DocumentDrawerOptions<D>,
) {
  const { loaded, load } = useDocumentDetail(id, fetch);
  const [editing, setEditing] = useState(false);
  const download = useDocumentDownload(section);
  const confirmDelete = useConfirmDelete(remove, onDeleted, { danger: true });
  const changed = () => {
    load();
    onChanged();
  };
  const detail = loaded.status === 'ready' ? loaded.detail : null;
  return { loaded, load, detail, editing, setEditing, download, confirmDelete, changed };
}

export type DocumentDrawerState<D> = ReturnType<typeof useDocumentDrawer<D>>;

export interface DocumentDrawerProps<D extends { id: number }> {
  section: DocumentSection;
  drawer: DocumentDrawerState<D>;
  /** The document's title, once it is there. */
  title: string | undefined;
  /** The download button (DownloadButton), first beside the title. */
  downloadButton: ReactNode;
  /** The screen's own buttons, between the download and 编辑. */
  actions?: ReactNode;
  mayEdit: boolean;
  mayRemove: boolean;
  size: number;
  onClose: () => void;
  children: (detail: D) => ReactNode;
}

export function DocumentDrawer<D extends { id: number }>({
  section,
  drawer,
  title,
  downloadButton,
  actions,
  mayEdit,
  mayRemove,
  size,
  onClose,
  children,
}: DocumentDrawerProps<D>) {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const { loaded, load, detail, download, setEditing, confirmDelete } = drawer;
  const body = (() => {
    if (loaded.status === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} description={t('common:loading')} />;
    if (loaded.status === 'failed' || !detail) {
      return <LoadFailed title={t(`${section}.detail.loadFailed`)} onRetry={load} />;
    }
    return children(detail);
  })();
  const extra = detail ? (
    <Space wrap>
      {downloadButton}
      {actions}
      {mayEdit && <Button onClick={() => setEditing(true)}>{t('common:edit')}</Button>}
      {mayRemove && (
        <Button danger onClick={() => confirmDelete(detail.id)}>
          {t('common:delete')}
        </Button>
      )}
    </Space>
  ) : null;
  return (
    <Drawer open onClose={onClose} title={title ?? t(`${section}.detail.title`)} extra={extra} size={size} destroyOnHidden>
      {download.view && <div style={{ marginBottom: 16 }}>{download.view}</div>}
      {body}
    </Drawer>
  );
}

export interface DocumentEditValues {
  title: string;
  description?: string;
}

export interface DocumentEditModalProps<V extends DocumentEditValues> {
  section: DocumentSection;
  initialValues: V;
  /** Sends the change; title and description come trimmed. */
  send: (values: V & { description: string }) => Promise<ApiEnvelope<unknown>>;
  onClose: () => void;
  onSaved: () => void;
  /** Fields of the screen's own, above the title. */
  children?: ReactNode;
}

/** A document's title and description (and the screen's own fields): 编辑成功! or the server's words. */
export function DocumentEditModal<V extends DocumentEditValues>({
  section,
  initialValues,
  send,
  onClose,
  onSaved,
  children,
}: DocumentEditModalProps<V>) {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const [form] = Form.useForm<V>();
  const { saving, submit } = useModalSave(form, { adding: false, onSaved });
  const save = () =>
    void submit((values) => send({ ...values, title: values.title.trim(), description: values.description?.trim() ?? '' }));

  return (
    <FormModal title={t(`${section}.edit.title`)} saving={saving} onSave={save} onClose={onClose}>
      <Form<V> form={form} layout="vertical" initialValues={initialValues}>
        {children}
        <Form.Item
          name="title"
          label={t(`${section}.field.title`)}
          rules={[
            { required: true, whitespace: true, message: t(`${section}.titleRequired`) },
            { max: DOCUMENT_TITLE_MAX, message: t(`${section}.titleTooLong`, { max: DOCUMENT_TITLE_MAX }) },
          ]}
        >
          <Input maxLength={DOCUMENT_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="description" label={t(`${section}.field.description`)}>
          <Input.TextArea rows={4} maxLength={DOCUMENT_DESCRIPTION_MAX} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
