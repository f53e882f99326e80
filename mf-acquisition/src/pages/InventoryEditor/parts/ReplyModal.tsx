/**
 * The company's answer to one review comment (POST /rest/review/comment/reply): required, at most
 * REVIEW_REPLY_MAX characters; an earlier answer may be changed while the project is returned or
 * collecting (the server checks that, and that the comment is of this project's decided round).
 */
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_REPLY_MAX } from '@pcf/shared';
import type { ReviewComment } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { ACQUISITION_NS } from '../../../locales';
import { inventoryApi } from '../api';

export interface ReplyModalProps {
  projectId: number;
  comment: ReviewComment;
  onClose(): void;
  onSaved(): void;
}

export function ReplyModal({ projectId, comment, onClose, onSaved }: ReplyModalProps) {
  const { t } = useTranslation(ACQUISITION_NS);
  const [form] = Form.useForm<{ reply: string }>();
  const { saving, submit } = useModalSave(form, {
    adding: comment.reply === null,
    onSaved,
    // a reply is not a new record of the user's: say it was sent (an edit keeps 编辑成功!)
    ...(comment.reply === null ? { successText: t('review.reply.sent') } : {}),
  });
  const save = () => void submit((values) => inventoryApi.reply({ projectId, id: comment.id, reply: values.reply.trim() }));

  return (
    <FormModal title={t('review.reply.title')} saving={saving} onSave={save} onClose={onClose} width={560}>
      <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
        {t('review.reply.quote', { line: comment.lineLabel, body: comment.body })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ reply: comment.reply ?? '' }}>
        <Form.Item
          name="reply"
          label={t('review.reply.body')}
          rules={[
            { required: true, whitespace: true, message: t('review.reply.bodyRequired') },
            { max: REVIEW_REPLY_MAX, message: t('review.reply.bodyTooLong', { max: REVIEW_REPLY_MAX }) },
          ]}
        >
          <Input.TextArea rows={5} maxLength={REVIEW_REPLY_MAX} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
