/**
 * Uploads one evidence document (POST /rest/evidence/upload, multipart): title, description, the
 * file, and the items it supports. The first item goes with the upload; further ones are linked
 * right after it (POST /rest/evidence/link), which needs database:evidence:edit, so without it one
 * item at most is offered. A platform administrator names the company first; the items offered are
 * then that company's. Progress is shown while the file is sent (cancel aborts it); the server's
 * refusal (a file it already holds, a type it finds in the content) is shown as it words it.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Modal, Result, Select, Space, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import axios from 'axios';
import { useTranslation } from 'react-i18next';
import { CODE_OK, DOCUMENT_DESCRIPTION_MAX, DOCUMENT_TITLE_MAX, EVIDENCE_MAX_BYTES, EVIDENCE_TARGET_TYPES, messageOf } from '@pcf/shared';
import type { EvidenceTargetType, EvidenceUploadFields, EvidenceUploadReply, UploadProgress } from '@pcf/shared';
import { CompanySelect } from '@pcf/shared/ui';
import { DATABASE_NS } from '../../../locales';
import { DocumentFilePicker, TransferProgress, formatFileSize } from '../../../parts/documentFiles';
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

type Stage =
  | { kind: 'form'; refusal: string | null }
  | { kind: 'sending'; progress: UploadProgress }
  | { kind: 'done'; reply: EvidenceUploadReply; linked: number; problems: string[] };

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

const titleOfFile = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).slice(0, DOCUMENT_TITLE_MAX);
};

export function EvidenceUploadModal({ isAdmin, mayLinkMore, initialTarget, onClose, onUploaded, onOpen }: EvidenceUploadModalProps) {
  const { t, i18n } = useTranslation([DATABASE_NS, 'common']);
  const [form] = Form.useForm<UploadValues>();
  const [stage, setStage] = useState<Stage>({ kind: 'form', refusal: null });
  const abort = useRef<AbortController | null>(null);
  const companyId = Form.useWatch('companyId', form) ?? null;
  const links = Form.useWatch('links', form) ?? [];

  const initialValues: Partial<UploadValues> = {
    companyId: initialTarget?.companyId ?? undefined,
    file: null,
    links: initialTarget ? [{ targetType: initialTarget.type, targetId: initialTarget.id }] : [],
  };
  const knownOption = (type: EvidenceTargetType | undefined) =>
    initialTarget && type === initialTarget.type ? { value: initialTarget.id, label: initialTarget.label } : undefined;

  const send = async (values: UploadValues) => {
    if (!values.file) return;
    // each item once, complete ones only
    const seen = new Set<string>();
    const chosen = (values.links ?? []).filter((link): link is Required<LinkValue> & { targetId: number } => {
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
    const controller = new AbortController();
    abort.current = controller;
    setStage({ kind: 'sending', progress: { loaded: 0, total: values.file.size } });
    try {
      const envelope = await evidenceApi.upload(
        fields,
        values.file,
        (progress) => setStage({ kind: 'sending', progress }),
        controller.signal,
      );
      if (envelope.code !== CODE_OK || !envelope.data) {
        setStage({ kind: 'form', refusal: messageOf(envelope) });
        return;
      }
      const reply = envelope.data;
      onUploaded();
      const problems: string[] = [];
      let linked = first ? 1 : 0;
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
      setStage({ kind: 'done', reply, linked, problems });
    } catch (error) {
      // cancelled by the user, or a failure the shared client has shown: the form stays as it was
      setStage({ kind: 'form', refusal: axios.isCancel(error) ? null : t('evidence.upload.failed') });
    } finally {
      abort.current = null;
    }
  };

  const again = () => {
    form.resetFields();
    setStage({ kind: 'form', refusal: null });
  };

  const close = () => {
    abort.current?.abort();
    onClose();
  };

  const footer = (() => {
    if (stage.kind === 'done') {
      return (
        <Space>
          <Button onClick={again}>{t('evidence.upload.another')}</Button>
          <Button onClick={() => onOpen(stage.reply.id)}>{t('evidence.upload.openDetail')}</Button>
          <Button type="primary" onClick={onClose}>
            {t('common:close')}
          </Button>
        </Space>
      );
    }
    return (
      <Space>
        <Button onClick={close}>{t('common:cancel')}</Button>
        <Button type="primary" loading={stage.kind === 'sending'} onClick={() => form.submit()}>
          {t('evidence.upload.submit')}
        </Button>
      </Space>
    );
  })();

  const maxLinks = mayLinkMore ? 20 : 1;
  const sending = stage.kind === 'sending';

  return (
    <Modal open title={t('evidence.upload.title')} onCancel={close} footer={footer} width={720} mask={{ closable: false }} destroyOnHidden>
      {stage.kind === 'done' ? (
        <Result
          status="success"
          title={t('evidence.upload.succeeded')}
          subTitle={stage.reply.fileName}
          extra={
            <Space orientation="vertical" style={{ width: '100%', textAlign: 'left' }}>
              <Descriptions bordered size="small" column={1}>
                <Descriptions.Item label={t('evidence.field.fileName')}>{stage.reply.fileName}</Descriptions.Item>
                <Descriptions.Item label={t('evidence.field.size')}>
                  {formatFileSize(stage.reply.sizeBytes, i18n.language)}
                </Descriptions.Item>
                <Descriptions.Item label={t('evidence.field.sha256')}>
                  <Typography.Text copyable style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {stage.reply.sha256}
                  </Typography.Text>
                </Descriptions.Item>
                <Descriptions.Item label={t('evidence.field.links')}>{stage.linked}</Descriptions.Item>
              </Descriptions>
              {stage.problems.length > 0 && (
                <Alert
                  type="warning"
                  showIcon
                  title={t('evidence.upload.linkProblems')}
                  description={stage.problems.map((text, index) => (
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
          disabled={sending}
          onFinish={(values) => void send(values)}
          onValuesChange={(changed: Partial<UploadValues>) => {
            if (stage.kind === 'form' && stage.refusal) setStage({ kind: 'form', refusal: null });
            // another company's items are not this one's: chosen items go
            if ('companyId' in changed)
              form.setFieldValue(
                'links',
                (form.getFieldValue('links') as LinkValue[] | undefined)?.map((link) => ({ ...link, targetId: null })) ?? [],
              );
            if (changed.file && !form.getFieldValue('title')) form.setFieldValue('title', titleOfFile(changed.file.name));
          }}
        >
          {stage.kind === 'form' && stage.refusal && <Alert type="error" showIcon title={stage.refusal} style={{ marginBottom: 16 }} />}
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
            <DocumentFilePicker section="evidence" maxBytes={EVIDENCE_MAX_BYTES} disabled={sending} />
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
                            disabled={sending || (isAdmin && companyId === null)}
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
          {stage.kind === 'sending' && <TransferProgress progress={stage.progress} label={t('evidence.file.uploading')} />}
        </Form>
      )}
    </Modal>
  );
}
