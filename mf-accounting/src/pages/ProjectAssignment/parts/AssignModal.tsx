/** Reassign a project's accountant and reviewer (/rest/project/assign), with an optional note kept in its history. */
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_NOTE_MAX } from '@pcf/shared';
import type { ObjRow } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
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
  const [form] = Form.useForm<Values>();
  const accountants = useAccountants(Number(row.company_id));
  const chosen = (key: string) => [{ required: true, message: t('project.chooseRequired', { field: t(`project.${key}`) }) }];

  const { saving, submit: checkThenSave } = useModalSave(form, { adding: false, onSaved, successText: t('project.assigned') });
  const submit = () =>
    checkThenSave((values) => {
      const note = values.note?.trim();
      return projectAssignmentApi.assign({
        id: Number(row.id),
        accountantId: values.accountantId,
        reviewerId: values.reviewerId,
        ...(note ? { note } : {}),
      });
    });

  // the current people are offered even before the lists arrive (shown by name from the row)
  const withCurrent = (list: { id: number; name: string }[], id: number, name: unknown) =>
    (list.some((p) => p.id === id) ? list : [{ id, name: String(name ?? id) }, ...list]).map((p) => ({ value: p.id, label: p.name }));

  return (
    <FormModal
      title={t('project.assignTitle', { name: String(row.name ?? '') })}
      saving={saving}
      onSave={() => void submit()}
      onClose={onClose}
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
    </FormModal>
  );
}
