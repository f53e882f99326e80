/**
 * The review comments on the data entry screen: those of the latest decided round (GET
 * /rest/review/rounds), as a panel with the round's decision and reason (the reason for returning
 * the project above all), an icon with the count on each commented line, and a drawer listing the
 * comments (all, or one line's) where the company answers each while the server allows it
 * (canReply: the project is returned or collecting again).
 *
 * `useReviewComments` loads them and gives the line column; `ReviewComments` shows the panel, the
 * drawer and the answer's modal. The rounds are read again when the project's status changes.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Drawer, Empty, Space, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REVIEW_PERMISSIONS, useAccess } from '@pcf/shared';
import type { ProjectStatus, ReviewComment, ReviewRound } from '@pcf/shared';
import { RetryAlert } from '@pcf/shared/ui';
import { ACQUISITION_NS } from '../../../locales';
import { projectApi } from '../../../parts/api';
import { useStageOptions } from '../../../parts/loaders';
import { commentsByLine, latestDecidedRound } from '../../../parts/review';
import { ReviewCommentItem } from '../../../parts/ReviewComment';
import { formatTime } from '../../../parts/format';
import type { DraftLine } from '../lines';
import { ReplyModal } from './ReplyModal';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; round: ReviewRound | null; canReply: boolean };

/** The drawer: every comment of the round (lineId null) or one line's. */
type Shown = { lineId: number | null } | null;

export interface ReviewCommentsState {
  projectId: number;
  load: Load;
  reload(): void;
  shown: Shown;
  show(shown: Shown): void;
  /** The line column: an icon with the count on each commented line (none without comments). */
  columns: TableColumnsType<DraftLine>;
}

export function useReviewComments(projectId: number, projectStatus: ProjectStatus | null): ReviewCommentsState {
  const { t } = useTranslation(ACQUISITION_NS);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [shown, show] = useState<Shown>(null);

  useEffect(() => {
    // nothing to read before the page knows the project
    if (projectStatus === null) return;
    let active = true;
    projectApi
      .rounds(projectId)
      .then((envelope) => {
        if (!active) return;
        setLoad(
          envelope.code === 200 && envelope.data
            ? { status: 'ready', round: latestDecidedRound(envelope.data.rounds), canReply: envelope.data.canReply }
            : { status: 'failed' },
        );
      })
      .catch(() => {
        if (active) setLoad({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [projectId, projectStatus, version]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const round = load.status === 'ready' ? load.round : null;
  const byLine = useMemo(() => commentsByLine(round), [round]);

  const columns = useMemo<TableColumnsType<DraftLine>>(
    () =>
      byLine.size === 0
        ? []
        : [
            {
              key: 'reviewComments',
              title: t('review.entry.column'),
              width: 88,
              render: (_v, line) => {
                const count = line.id === undefined ? 0 : (byLine.get(line.id)?.length ?? 0);
                if (count === 0) return null;
                return (
                  <Tooltip title={t('review.entry.lineBadge', { count })}>
                    <Button
                      type="link"
                      size="small"
                      aria-label={t('review.entry.lineBadge', { count })}
                      data-review-comments={count}
                      onClick={() => show({ lineId: line.id ?? null })}
                    >
                      <Badge count={count} size="small" offset={[6, -2]}>
                        <MessageOutlined style={{ color: '#fa541c' }} />
                      </Badge>
                    </Button>
                  </Tooltip>
                );
              },
            },
          ],
    [byLine, t],
  );

  return { projectId, load, reload, shown, show, columns };
}

export function ReviewComments({ review }: { review: ReviewCommentsState }) {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  const access = useAccess();
  const stageOptions = useStageOptions();
  const [replying, setReplying] = useState<ReviewComment | null>(null);
  const stageLabel = (value: string) => stageOptions.find((o) => o.value === value)?.label ?? value;
  const { load, shown } = review;

  if (load.status === 'loading') return null;
  if (load.status === 'failed') {
    return <RetryAlert title={t('review.entry.loadFailed')} type="warning" onRetry={review.reload} />;
  }
  const { round, canReply } = load;
  // nothing to say: never decided, or approved without a word
  if (round === null || (round.decision === 'approved' && round.comments.length === 0 && !round.reason)) return null;

  const mayReply = canReply && access.hasPermission(REVIEW_PERMISSIONS.reply);
  const replied = round.comments.filter((comment) => comment.reply !== null).length;
  const listed = shown && shown.lineId !== null ? round.comments.filter((comment) => comment.lineId === shown.lineId) : round.comments;

  return (
    <>
      <Alert
        type={round.decision === 'returned' ? 'warning' : 'success'}
        showIcon
        title={t(`review.entry.title_${round.decision ?? 'returned'}`, {
          no: round.roundNo,
          reviewer: round.reviewerName,
          time: formatTime(round.decidedAt),
        })}
        description={
          <Space orientation="vertical" size={4} style={{ width: '100%' }}>
            {round.reason && (
              <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
                {t(round.decision === 'returned' ? 'review.entry.reason' : 'review.entry.note', { reason: round.reason })}
              </Typography.Text>
            )}
            <Typography.Text type="secondary">{t('review.entry.count', { count: round.comments.length, replied })}</Typography.Text>
            {mayReply && replied < round.comments.length && (
              <Typography.Text type="secondary">{t('review.entry.replyHint')}</Typography.Text>
            )}
          </Space>
        }
        action={
          round.comments.length > 0 && (
            <Button size="small" onClick={() => review.show({ lineId: null })}>
              {t('review.entry.open')}
            </Button>
          )
        }
      />
      {shown && (
        <Drawer
          open
          size="large"
          title={
            shown.lineId === null ? t('review.entry.drawerTitle') : t('review.entry.drawerLineTitle', { line: listed[0]?.lineLabel ?? '' })
          }
          onClose={() => review.show(null)}
          extra={
            shown.lineId !== null && (
              <Button size="small" onClick={() => review.show({ lineId: null })}>
                {t('review.entry.showAll')}
              </Button>
            )
          }
        >
          {round.reason && round.decision === 'returned' && (
            <Alert
              type="warning"
              showIcon
              title={t('review.entry.reason', { reason: round.reason })}
              style={{ marginBottom: 12, whiteSpace: 'pre-wrap' }}
            />
          )}
          {listed.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('review.comment.none')} />
          ) : (
            listed.map((comment) => (
              <ReviewCommentItem
                key={comment.id}
                comment={comment}
                stageLabel={stageLabel}
                showLine
                actions={
                  mayReply ? (
                    <Button type="link" size="small" onClick={() => setReplying(comment)}>
                      {t(comment.reply === null ? 'review.reply.button' : 'review.reply.edit')}
                    </Button>
                  ) : undefined
                }
              />
            ))
          )}
        </Drawer>
      )}
      {replying && (
        <ReplyModal
          projectId={review.projectId}
          comment={replying}
          onClose={() => setReplying(null)}
          onSaved={() => {
            setReplying(null);
            review.reload();
          }}
        />
      )}
    </>
  );
}
