/**
 * 导入 PACT 文件: a PACT JSON file from a supplier without an API (one ProductFootprint, a list, or a
 * { data } answer; v2.3 or v3.0) is checked by the server against the spec's JSON Schema. Nothing is
 * stored: a conforming file shows its footprints (read as v3.0), each openable with its PACT fields;
 * a refused one lists the failing fields the server names (the refusal's `problems`: where in the
 * file, and what is wrong in the reader's language).
 */
import { useState } from 'react';
import { Alert, App, Button, Form, Result, Table, Typography, Upload } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_FILE_FIELD,
  PACT_IMPORT_MAX_BYTES,
  type FieldProblemMessage,
  type PactImportReply,
  type PactProductFootprint,
} from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { SUPPLYCHAIN_NS } from '../../../locales';
import { PactFields } from '../../../parts/PactFields';
import { footprintApi } from '../api';
import { footprintFigure } from './figure';

interface ImportValues {
  file: File | null;
}

const MAX_MB = PACT_IMPORT_MAX_BYTES / 1024 / 1024;

/** One .json file kept in the form (never sent by the picker itself). */
function JsonFilePicker({ value, onChange }: { value?: File | null; onChange?: (file: File | null) => void }) {
  const { t } = useTranslation([SUPPLYCHAIN_NS, 'common']);
  const { message } = App.useApp();
  return (
    <Upload
      accept=".json,application/json"
      maxCount={1}
      fileList={value ? [{ uid: 'file', name: value.name, status: 'done' }] : []}
      beforeUpload={(file) => {
        if (!file.name.toLowerCase().endsWith('.json')) message.error(t('common:wrongFileType'));
        else if (file.size > PACT_IMPORT_MAX_BYTES) message.error(t('footprint.import.tooLarge', { max: MAX_MB }));
        else onChange?.(file);
        return false;
      }}
      onRemove={() => onChange?.(null)}
    >
      <Button icon={<PaperClipOutlined />}>{t('footprint.import.choose')}</Button>
    </Upload>
  );
}

export function ImportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation([SUPPLYCHAIN_NS, 'common']);
  const [form] = Form.useForm<ImportValues>();
  const [checked, setChecked] = useState<PactImportReply | null>(null);
  const [shown, setShown] = useState<PactProductFootprint | null>(null);
  const [problems, setProblems] = useState<FieldProblemMessage[]>([]);
  const { saving, submit, refusal } = useModalSave<ImportValues, PactImportReply>(form, {
    adding: true,
    onSaved: setChecked,
    successText: null,
    refusal: 'inline',
  });

  const check = () =>
    void submit(async (values, { signal, onProgress }) => {
      if (!values.file) return undefined;
      const body = new FormData();
      body.append(DOCUMENT_FILE_FIELD, values.file, values.file.name);
      setProblems([]);
      const envelope = await footprintApi.check(body, { signal, onUploadProgress: onProgress });
      setProblems(envelope.problems ?? []);
      return envelope;
    });

  const footer = checked ? (
    <Button type="primary" onClick={onClose}>
      {t('common:close')}
    </Button>
  ) : undefined;

  return (
    <FormModal
      title={t('footprint.import.title')}
      saving={saving}
      onSave={check}
      onClose={onClose}
      okText={t('footprint.import.check')}
      cancelWhileSaving
      footer={footer}
      width={760}
    >
      {refusal !== null && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={refusal}
          description={
            problems.length > 0 && (
              <ul
                aria-label={t('footprint.import.problems')}
                style={{ margin: 0, paddingInlineStart: 20, maxHeight: 240, overflow: 'auto' }}
              >
                {problems.map((problem, index) => (
                  <li key={index}>
                    <Typography.Text code>{problem.field}</Typography.Text> {problem.message}
                  </li>
                ))}
              </ul>
            )
          }
        />
      )}
      {checked ? (
        <>
          <Result
            status="success"
            title={t('footprint.import.conforms', { version: checked.specVersion, count: checked.documents.length })}
            subTitle={t('footprint.import.notStored')}
          />
          <Table<PactProductFootprint>
            rowKey="id"
            size="small"
            dataSource={checked.documents}
            pagination={checked.documents.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            columns={[
              { title: t('footprint.product'), dataIndex: 'productNameCompany' },
              { title: t('footprint.company'), dataIndex: 'companyName' },
              { title: t('footprint.status'), dataIndex: 'status' },
              { title: t('footprint.figure'), render: (_: unknown, doc) => footprintFigure(doc.pcf) },
              {
                title: t('common:operation'),
                render: (_: unknown, doc) => (
                  <Button type="link" onClick={() => setShown(doc)}>
                    {t('common:detail')}
                  </Button>
                ),
              },
            ]}
          />
          {shown && (
            <div style={{ marginTop: 16 }}>
              <Typography.Title level={5}>{shown.productNameCompany}</Typography.Title>
              <PactFields document={shown} />
            </div>
          )}
        </>
      ) : (
        <Form form={form} layout="vertical" preserve={false} initialValues={{ file: null }}>
          <Form.Item
            name="file"
            label={t('footprint.import.file')}
            extra={t('footprint.import.hint', { max: MAX_MB })}
            rules={[{ required: true, message: t('footprint.import.fileRequired') }]}
          >
            <JsonFilePicker />
          </Form.Item>
        </Form>
      )}
    </FormModal>
  );
}
