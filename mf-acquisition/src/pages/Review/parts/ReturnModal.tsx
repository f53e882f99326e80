/**
 * Returning a project to its company: the reason is required (it becomes the round's reason, which
 * the company reads beside the comments) and at most PROJECT_NOTE_MAX characters. The modal stays
 * open when the transition is refused.
 */
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_NOTE_MAX } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { ACQUISITION_NS } from '../../../locales';
import { reviewApi } from '../api';

export interface ReturnModalProps {
  projectId: number;
  projectName: string;
  onReturned(): void;
  onClose(): void;
}

export function ReturnModal({ projectId, projectName, onReturned, onClose }: ReturnModalProps) {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  const [form] = Form.useForm<{ reason: string }>();
  const { saving, submit } = useModalSave(form, { adding: false, onSaved: onReturned, successText: t('review.actions.done.return') });

  return (
    <FormModal
      title={t('review.returnModal.title')}
      okText={t('common:confirm')}
      danger
      saving={saving}
      onSave={() => void submit(({ reason }) => reviewApi.transition({ id: projectId, action: 'return', note: reason.trim() }))}
      onClose={onClose}
    >
      <Typography.Paragraph>{t('review.returnModal.hint', { name: projectName })}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('review.returnModal.reason')}
          rules={[
            { required: true, whitespace: true, message: t('review.returnModal.reasonRequired') },
            { max: PROJECT_NOTE_MAX, message: t('review.returnModal.reasonTooLong', { max: PROJECT_NOTE_MAX }) },
          ]}
        >
          <Input.TextArea rows={4} maxLength={PROJECT_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
