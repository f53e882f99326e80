/**
 * Uploads one evidence document (POST /rest/evidence/upload, multipart): title, description, the
 * file, and the items it supports. The first item goes with the upload; further ones are linked
 * right after it (POST /rest/evidence/link), which needs database:evidence:edit, so without it one
 * item at most is offered. A platform administrator names the company first; the items offered are
 * then that company's. Progress is shown while the file is sent (cancel aborts it); the server's
 * refusal (a file it already holds, a type it finds in the content) is shown as it words it.
 */
import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Result, Select, Space, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CODE_OK, DOCUMENT_DESCRIPTION_MAX, DOCUMENT_TITLE_MAX, EVIDENCE_MAX_BYTES, EVIDENCE_TARGET_TYPES, messageOf } from '@pcf/shared';
import type { EvidenceTargetType, EvidenceUploadFields, EvidenceUploadReply } from '@pcf/shared';
import { CompanySelect, FormModal, useModalSave } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../../locales';
import { DocumentFilePicker, TransferProgress, formatFileSize, titleOfFile } from '../../../parts/documentFiles';
import { evidenceApi } from '../api';
import { TargetSelect } from './TargetSelect';

/** The item the screen was opened for: chosen already in a new upload. */
export interface KnownTarget {
  type: EvidenceTargetType;
  id: number;
  label: string;
  /** Its company, when known (a platform administrator's upload starts with it). */
  companyId: number | null;
}

interface LinkValue {
  targetType: EvidenceTargetType;
  targetId?: number | null;
}

interface UploadValues {
  companyId?: number | null;
  title?: string;
  description?: string;
  file: File | null;
  links?: LinkValue[];
}

type ChosenLink = Required<LinkValue> & { targetId: number };

/** A stored upload: its answer, and the items still to link after the one that went with it. */
interface Stored {
  reply: EvidenceUploadReply;
  linkedWithUpload: boolean;
  rest: ChosenLink[];
}

/** What the modal shows in place of the form once the document is stored. */
interface Uploaded {
  reply: EvidenceUploadReply;
  linked: number;
  problems: string[];
}

export interface EvidenceUploadModalProps {
  isAdmin: boolean;
  /** database:evidence:edit: more than one item may be linked. */
  mayLinkMore: boolean;
  initialTarget: KnownTarget | null;
  onClose: () => void;
  /** A document was stored: the list reloads. */
  onUploaded: () => void;
  /** Opens the stored document's detail. */
  onOpen: (id: number) => void;
}

export function EvidenceUploadModal({ isAdmin, mayLinkMore, initialTarget, onClose, onUploaded, onOpen }: EvidenceUploadModalProps) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const [form] = Form.useForm<UploadValues>();
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const companyId = Form.useWatch('companyId', form) ?? null;
  const links = Form.useWatch('links', form) ?? [];

  /** The document is stored (the list reloads); the further items are linked one by one, each problem kept. */
  const linkRest = async ({ reply, linkedWithUpload, rest }: Stored) => {
    onUploaded();
    const problems: string[] = [];
    let linked = linkedWithUpload ? 1 : 0;
    for (const link of rest) {
      try {
        const answer = await evidenceApi.link({ documentId: reply.id, targetType: link.targetType, targetId: link.targetId });
        if (answer.code === CODE_OK) linked += 1;
        else problems.push(messageOf(answer));
      } catch {
        problems.push(t('evidence.upload.linkFailed'));
      }
    }
    if (rest.length > 0) onUploaded();
    setUploaded({ reply, linked, problems });
  };

  // the result shows in place of the form; the server's refusal (a file it holds already, a type it finds in the content) above it
  const { saving, submit, refusal, clearRefusal, progress } = useModalSave<UploadValues, Stored>(form, {
    adding: true,
    onSaved: linkRest,
    successText: null,
    refusal: 'inline',
    failedText: t('evidence.upload.failed'),
  });

  const initialValues: Partial<UploadValues> = {
    companyId: initialTarget?.companyId ?? undefined,
    file: null,
    links: initialTarget ? [{ targetType: initialTarget.type, targetId: initialTarget.id }] : [],
  };
  const knownOption = (type: EvidenceTargetType | undefined) =>
    initialTarget && type === initialTarget.type ? { value: initialTarget.id, label: initialTarget.label } : undefined;

  const upload = () =>
    void submit(async (values, { signal, onProgress }) => {
      if (!values.file) return undefined;
      // each item once, complete ones only
      const seen = new Set<string>();
      const chosen = (values.links ?? []).filter((link): link is ChosenLink => {
        if (!link?.targetType || !link.targetId) return false;
        const key = `${link.targetType}:${link.targetId}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      const [first, ...rest] = chosen;
      const fields: EvidenceUploadFields = {
        title: values.title?.trim() || undefined,
        description: values.description?.trim() || undefined,
        companyId: isAdmin && values.companyId ? values.companyId : undefined,
        targetType: first?.targetType,
        targetId: first?.targetId,
      };
      onProgress({ loaded: 0, total: values.file.size });
      const envelope = await evidenceApi.upload(fields, values.file, onProgress, signal);
      return { ...envelope, data: envelope.data && { reply: envelope.data, linkedWithUpload: first !== undefined, rest } };
    });

  const again = () => {
    form.resetFields();
    setUploaded(null);
  };

  const maxLinks = mayLinkMore ? 20 : 1;

  return (
    <FormModal
      title={t('evidence.upload.title')}
      width={720}
      okText={t('evidence.upload.submit')}
      saving={saving}
      cancelWhileSaving
      refusal={refusal}
      onSave={upload}
      onClose={onClose}
      footer={
        uploaded ? (
          <Space>
            <Button onClick={again}>{t('evidence.upload.another')}</Button>
            <Button onClick={() => onOpen(uploaded.reply.id)}>{t('evidence.upload.openDetail')}</Button>
            <Button type="primary" onClick={onClose}>
              {t('common:close')}
            </Button>
          </Space>
        ) : undefined
      }
    >
      {uploaded ? (
        <Result
          status="success"
          title={t('evidence.upload.succeeded')}
          subTitle={uploaded.reply.fileName}
          extra={
            <Space orientation="vertical" style={{ width: '100%', textAlign: 'left' }}>
              <Descriptions bordered size="small" column={1}>
                <Descriptions.Item label={t('evidence.field.fileName')}>{uploaded.reply.fileName}</Descriptions.Item>
                <Descriptions.Item label={t('evidence.field.size')}>
                  {formatFileSize(uploaded.reply.sizeBytes, i18n.language)}
                </Descriptions.Item>
                <Descriptions.Item label={t('evidence.field.sha256')}>
                  <Typography.Text copyable style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {uploaded.reply.sha256}
                  </Typography.Text>
                </Descriptions.Item>
                <Descriptions.Item label={t('evidence.field.links')}>{uploaded.linked}</Descriptions.Item>
              </Descriptions>
              {uploaded.problems.length > 0 && (
                <Alert
                  type="warning"
                  showIcon
                  title={t('evidence.upload.linkProblems')}
                  description={uploaded.problems.map((text, index) => (
                    <div key={index}>{text}</div>
                  ))}
                />
              )}
            </Space>
          }
        />
      ) : (
        <Form<UploadValues>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          disabled={saving}
          onValuesChange={(changed: Partial<UploadValues>) => {
            clearRefusal();
            // another company's items are not this one's: chosen items go
            if ('companyId' in changed)
              form.setFieldValue(
                'links',
                (form.getFieldValue('links') as LinkValue[] | undefined)?.map((link) => ({ ...link, targetId: null })) ?? [],
              );
            if (changed.file && !form.getFieldValue('title')) form.setFieldValue('title', titleOfFile(changed.file.name));
          }}
        >
          {isAdmin && (
            <Form.Item
              name="companyId"
              label={t('evidence.field.company')}
              rules={[{ required: true, message: t('evidence.upload.companyRequired') }]}
            >
              <CompanySelect />
            </Form.Item>
          )}
          <Form.Item name="file" label={t('evidence.field.file')} rules={[{ required: true, message: t('evidence.file.required') }]}>
            <DocumentFilePicker section="evidence" maxBytes={EVIDENCE_MAX_BYTES} disabled={saving} />
          </Form.Item>
          <Form.Item
            name="title"
            label={t('evidence.field.title')}
            rules={[{ max: DOCUMENT_TITLE_MAX, message: t('evidence.titleTooLong', { max: DOCUMENT_TITLE_MAX }) }]}
          >
            <Input placeholder={t('evidence.upload.titlePlaceholder')} maxLength={DOCUMENT_TITLE_MAX} />
          </Form.Item>
          <Form.Item name="description" label={t('evidence.field.description')}>
            <Input.TextArea rows={3} maxLength={DOCUMENT_DESCRIPTION_MAX} showCount />
          </Form.Item>
          <Form.Item label={t('evidence.field.links')} extra={mayLinkMore ? undefined : t('evidence.upload.oneLinkOnly')}>
            <Form.List name="links">
              {(rows, { add, remove }) => (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  {rows.map(({ key, name }) => {
                    const type = links[name]?.targetType;
                    return (
                      <Space key={key} align="start" wrap>
                        <Form.Item name={[name, 'targetType']} noStyle>
                          <Select<EvidenceTargetType>
                            aria-label={t('evidence.target.type')}
                            style={{ width: 140 }}
                            options={EVIDENCE_TARGET_TYPES.map((value) => ({ value, label: t(`evidence.target.type_${value}`) }))}
                            onChange={() => form.setFieldValue(['links', name, 'targetId'], null)}
                          />
                        </Form.Item>
                        <Form.Item
                          name={[name, 'targetId']}
                          rules={[{ required: true, message: t('evidence.target.required') }]}
                          style={{ marginBottom: 0 }}
                        >
                          <TargetSelect
                            aria-label={t('evidence.target.item')}
                            targetType={type ?? 'product'}
                            companyId={isAdmin ? companyId : null}
                            disabled={saving || (isAdmin && companyId === null)}
                            knownOption={knownOption(type)}
                          />
                        </Form.Item>
                        <Button
                          type="text"
                          aria-label={t('evidence.upload.removeLink')}
                          icon={<MinusCircleOutlined />}
                          onClick={() => remove(name)}
                        />
                      </Space>
                    );
                  })}
                  {rows.length < maxLinks && (
                    <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ targetType: 'product', targetId: null })}>
                      {t('evidence.upload.addLink')}
                    </Button>
                  )}
                </Space>
              )}
            </Form.List>
          </Form.Item>
          {progress && <TransferProgress progress={progress} label={t('evidence.file.uploading')} />}
        </Form>
      )}
    </FormModal>
  );
}
