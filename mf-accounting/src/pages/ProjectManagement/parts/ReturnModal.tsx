/** 退回: the project goes back to its company with the reason, which is required. */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_NOTE_MAX } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { ACCOUNTING_NS } from '../../../locales';
import { projectApi } from '../api';
import type { ProjectSummary } from '../projectRows';

export interface ReturnModalProps {
  project: ProjectSummary;
  onClose: () => void;
  onReturned: () => void;
}

export function ReturnModal({ project, onClose, onReturned }: ReturnModalProps) {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  const [form] = Form.useForm<{ note: string }>();
  const { saving, submit } = useModalSave(form, { adding: false, onSaved: onReturned, successText: t('project.actionDone.return') });

  return (
    <FormModal
      title={t('project.returnTitle', { name: project.name })}
      okText={t('common:confirm')}
      saving={saving}
      onSave={() => void submit(({ note }) => projectApi.transition({ id: project.id, action: 'return', note: note.trim() }))}
      onClose={onClose}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="note"
          label={t('project.returnReason')}
          rules={[{ required: true, whitespace: true, message: t('project.returnReasonRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={PROJECT_NOTE_MAX} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
