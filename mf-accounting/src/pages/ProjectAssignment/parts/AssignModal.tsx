/** Reassign a project's accountant and reviewer (/rest/project/assign), with an optional note kept in its history. */
import { useState } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_NOTE_MAX, messageOf } from '@pcf/shared';
import type { ObjRow } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../../locales';
import { projectAssignmentApi } from '../api';
import { useAccountants, type FormChoices } from './useProjectFormOptions';

interface Values {
  accountantId: number;
  reviewerId: number;
  note?: string;
}

export interface AssignModalProps {
  row: ObjRow;
  choices: FormChoices;
  onClose(): void;
  onSaved(): void;
}

export function AssignModal({ row, choices, onClose, onSaved }: AssignModalProps) {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const accountants = useAccountants(Number(row.company_id));
  const chosen = (key: string) => [{ required: true, message: t('project.chooseRequired', { field: t(`project.${key}`) }) }];

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      message.error(t('common:formInvalid'));
      return;
    }
    setSaving(true);
    try {
      const note = values.note?.trim();
      const envelope = await projectAssignmentApi.assign({
        id: Number(row.id),
        accountantId: values.accountantId,
        reviewerId: values.reviewerId,
        ...(note ? { note } : {}),
      });
      if (envelope.code !== 200) {
        message.error(messageOf(envelope));
        return;
      }
      message.success(t('project.assigned'));
      onSaved();
    } catch {
      // the shared client has shown it
    } finally {
      setSaving(false);
    }
  };

  // the current people are offered even before the lists arrive (shown by name from the row)
  const withCurrent = (list: { id: number; name: string }[], id: number, name: unknown) =>
    (list.some((p) => p.id === id) ? list : [{ id, name: String(name ?? id) }, ...list]).map((p) => ({ value: p.id, label: p.name }));

  return (
    <Modal
      open
      title={t('project.assignTitle', { name: String(row.name ?? '') })}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ accountantId: Number(row.accountant_id), reviewerId: Number(row.reviewer_id) }}>
        <Form.Item name="accountantId" label={t('project.accountant')} rules={chosen('accountant')}>
          <Select options={withCurrent(accountants, Number(row.accountant_id), row.accountant_name)} />
        </Form.Item>
        <Form.Item name="reviewerId" label={t('project.reviewer')} rules={chosen('reviewer')}>
          <Select options={withCurrent(choices.options?.reviewers ?? [], Number(row.reviewer_id), row.reviewer_name)} />
        </Form.Item>
        <Form.Item name="note" label={t('project.note')}>
          <Input.TextArea rows={3} maxLength={PROJECT_NOTE_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
