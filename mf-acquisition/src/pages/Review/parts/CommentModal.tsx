/**
 * The reviewer's comment on one line (POST /rest/review/comment/save): a new one, or an edit of their
 * own in the open round. The text is required and at most REVIEW_COMMENT_MAX characters; the server
 * checks again (only the reviewer, only in review, a line of the project).
 */
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_COMMENT_MAX } from '@pcf/shared';
import type { ReviewComment } from '@pcf/shared';
import { FormModal, useModalSave } from '@pcf/shared/ui';
import { ACQUISITION_NS } from '../../../locales';
import { reviewApi } from '../api';

export interface CommentModalProps {
  projectId: number;
  lineId: number;
  /** Which line, as the reviewer sees it (number, stage, description). */
  lineTitle: string;
  /** Absent: a new comment. */
  comment?: ReviewComment;
  onClose(): void;
  onSaved(): void;
}

interface CommentValues {
  body: string;
}

export function CommentModal({ projectId, lineId, lineTitle, comment, onClose, onSaved }: CommentModalProps) {
  const { t } = useTranslation(ACQUISITION_NS);
  const [form] = Form.useForm<CommentValues>();
  const { saving, submit } = useModalSave(form, {
    adding: comment === undefined,
    onSaved,
    // the server answers 新增成功! to every new row: say what was added (an edit keeps 编辑成功!)
    ...(comment === undefined ? { successText: t('review.comment.added') } : {}),
  });

  const save = () =>
    void submit((values) =>
      reviewApi.saveComment({ projectId, lineId, body: values.body.trim(), ...(comment === undefined ? {} : { id: comment.id }) }),
    );

  return (
    <FormModal
      title={t(comment === undefined ? 'review.comment.addTitle' : 'review.comment.editTitle')}
      saving={saving}
      onSave={save}
      onClose={onClose}
      width={560}
    >
      <Typography.Paragraph type="secondary">{lineTitle}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ body: comment?.body ?? '' }}>
        <Form.Item
          name="body"
          label={t('review.comment.body')}
          rules={[
            { required: true, whitespace: true, message: t('review.comment.bodyRequired') },
            { max: REVIEW_COMMENT_MAX, message: t('review.comment.bodyTooLong', { max: REVIEW_COMMENT_MAX }) },
          ]}
        >
          <Input.TextArea rows={5} maxLength={REVIEW_COMMENT_MAX} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
