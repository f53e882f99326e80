/**
 * How a review comment reads wherever it shows (the reviewer's line comments, the rounds history, the
 * company's review comments): the line it is on, the reviewer's words, who wrote them and when, and
 * the company's reply or that there is none yet. Plus the tag of a round's decision.
 */
import type { ReactNode } from 'react';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewComment, ReviewDecision } from '@pcf/shared';
import { ACQUISITION_NS } from '../locales';
import { formatTime } from './format';

export interface ReviewCommentItemProps {
  comment: ReviewComment;
  /** The stage's label: shown with the line when `showLine`. */
  stageLabel(stage: string): string;
  showLine?: boolean;
  /** Edit, delete or reply, as the caller may. */
  actions?: ReactNode;
}

export function ReviewCommentItem({ comment, stageLabel, showLine = false, actions }: ReviewCommentItemProps) {
  const { t } = useTranslation(ACQUISITION_NS);
  return (
    <div className="pcf-review-comment" data-comment-id={comment.id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
      {showLine && (
        <div>
          <Typography.Text strong>{`${stageLabel(comment.lineStage)} · ${comment.lineLabel}`}</Typography.Text>
          {comment.lineId === null && <Tag style={{ marginInlineStart: 8 }}>{t('review.comment.lineDeleted')}</Tag>}
        </div>
      )}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>{comment.body}</Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('review.comment.by', { name: comment.authorName, time: formatTime(comment.createdAt) })}
      </Typography.Text>
      <div style={{ marginTop: 6, padding: '6px 10px', background: '#fafafa', borderRadius: 4 }}>
        {comment.reply === null ? (
          <Typography.Text type="secondary">{t('review.reply.none')}</Typography.Text>
        ) : (
          <>
            <Typography.Text strong>{t('review.reply.label')}</Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 2 }}>{comment.reply}</Typography.Paragraph>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('review.comment.by', { name: comment.replyAuthorName ?? '—', time: formatTime(comment.repliedAt) })}
            </Typography.Text>
          </>
        )}
      </div>
      {actions && (
        <Space size={0} style={{ marginTop: 4 }}>
          {actions}
        </Space>
      )}
    </div>
  );
}

const DECISION_COLOURS: Readonly<Record<ReviewDecision | 'open', string>> = { open: 'blue', returned: 'red', approved: 'green' };

/** A round's decision in SPEC §4's colours: blue while open (in review), red returned, green approved. */
export function RoundDecisionTag({ decision }: { decision: ReviewDecision | null }) {
  const { t } = useTranslation(ACQUISITION_NS);
  const key = decision ?? 'open';
  return (
    <Tag color={DECISION_COLOURS[key]} data-decision={key}>
      {t(`review.rounds.decision.${key}`)}
    </Tag>
  );
}
