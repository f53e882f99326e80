/**
 * Every review round of the project, newest first: its number, reviewer, start, decision (and when),
 * the reason, and its comments with the company's replies. Rounds are kept for good, so this is the
 * project's whole review record.
 */
import { Card, Descriptions, Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewRound } from '@pcf/shared';
import { ACQUISITION_NS } from '../../../locales';
import { formatTime } from '../../../parts/format';
import { ReviewCommentItem, RoundDecisionTag } from '../../../parts/ReviewComment';

export function RoundsHistory({ rounds, stageLabel }: { rounds: readonly ReviewRound[]; stageLabel(stage: string): string }) {
  const { t } = useTranslation(ACQUISITION_NS);
  return (
    <Card title={t('review.rounds.title')} size="small">
      {rounds.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('review.rounds.empty')} />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {rounds.map((round) => (
            <Card
              key={round.id}
              type="inner"
              size="small"
              data-round={round.roundNo}
              title={
                <Space>
                  {t('review.rounds.round', { no: round.roundNo })}
                  <RoundDecisionTag decision={round.decision} />
                </Space>
              }
            >
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 3 }}
                items={[
                  { key: 'reviewer', label: t('review.rounds.reviewer'), children: round.reviewerName },
                  { key: 'started', label: t('review.rounds.startedAt'), children: formatTime(round.startedAt) },
                  { key: 'decided', label: t('review.rounds.decidedAt'), children: formatTime(round.decidedAt) },
                  ...(round.reason
                    ? [
                        {
                          key: 'reason',
                          label: t(round.decision === 'returned' ? 'review.rounds.reason' : 'review.rounds.note'),
                          children: round.reason,
                          span: 3,
                        },
                      ]
                    : []),
                ]}
              />
              <Typography.Text strong>{t('review.rounds.comments', { count: round.comments.length })}</Typography.Text>
              {round.comments.length === 0 ? (
                <Typography.Paragraph type="secondary">{t('review.rounds.noComments')}</Typography.Paragraph>
              ) : (
                round.comments.map((comment) => <ReviewCommentItem key={comment.id} comment={comment} stageLabel={stageLabel} showLine />)
              )}
            </Card>
          ))}
        </Space>
      )}
    </Card>
  );
}
