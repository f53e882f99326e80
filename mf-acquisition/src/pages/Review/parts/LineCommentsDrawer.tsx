/**
 * The comments on one line in the current round, newest last; while the project is in review the
 * reviewer adds comments here and edits or deletes their own (the earlier rounds are in the history).
 */
import { Button, Drawer, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewComment } from '@pcf/shared';
import { ACQUISITION_NS } from '../../../locales';
import { ReviewCommentItem } from '../../../parts/ReviewComment';

export interface LineCommentsDrawerProps {
  lineTitle: string;
  comments: readonly ReviewComment[];
  stageLabel(stage: string): string;
  /** The reviewer may comment now (adds the 添加批注 button). */
  canComment: boolean;
  /** Whether this comment is the caller's own, in the open round. */
  isOwnOpen(comment: ReviewComment): boolean;
  onAdd(): void;
  onEdit(comment: ReviewComment): void;
  onDelete(comment: ReviewComment): void;
  onClose(): void;
}

export function LineCommentsDrawer({
  lineTitle,
  comments,
  stageLabel,
  canComment,
  isOwnOpen,
  onAdd,
  onEdit,
  onDelete,
  onClose,
}: LineCommentsDrawerProps) {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  return (
    <Drawer
      open
      size="large"
      title={t('review.comment.drawerTitle', { line: lineTitle })}
      onClose={onClose}
      extra={
        canComment && (
          <Button type="primary" onClick={onAdd}>
            {t('review.comment.add')}
          </Button>
        )
      }
    >
      {comments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('review.comment.none')} />
      ) : (
        comments.map((comment) => (
          <ReviewCommentItem
            key={comment.id}
            comment={comment}
            stageLabel={stageLabel}
            actions={
              canComment && isOwnOpen(comment) ? (
                <>
                  <Button type="link" size="small" onClick={() => onEdit(comment)}>
                    {t('common:edit')}
                  </Button>
                  <Button type="link" size="small" danger onClick={() => onDelete(comment)}>
                    {t('common:delete')}
                  </Button>
                </>
              ) : undefined
            }
          />
        ))
      )}
    </Drawer>
  );
}
