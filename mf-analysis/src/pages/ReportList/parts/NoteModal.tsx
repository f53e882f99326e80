/** 退回 (the reviewer's reason) or 撤回 (the administrator's reason): one required text, then the call. */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPORT_NOTE_MAX, type ApiEnvelope } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { ANALYSIS_NS } from '../../../locales';

export function NoteModal({
  kind,
  onSend,
  onClose,
  onDone,
}: {
  kind: 'return' | 'withdraw';
  onSend: (note: string) => Promise<ApiEnvelope<unknown>>;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(ANALYSIS_NS);
  const [form] = Form.useForm<{ note: string }>();
  const { saving, submit, refusal } = useModalSave(form, {
    adding: false,
    onSaved: onDone,
    successText: t(kind === 'return' ? 'report.returned' : 'report.withdrawn'),
    refusal: 'inline',
  });
  return (
    <FormModal
      title={t(kind === 'return' ? 'report.actions.return' : 'report.actions.withdraw')}
      okText={t(kind === 'return' ? 'report.actions.return' : 'report.actions.withdraw')}
      danger
      saving={saving}
      refusal={refusal}
      onSave={() => void submit((values) => onSend(values.note.trim()))}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="note"
          label={t(kind === 'return' ? 'report.returnNote' : 'report.withdrawReason')}
          rules={[{ required: true, whitespace: true, message: t('report.noteRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={REPORT_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
