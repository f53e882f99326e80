/**
 * One project's review (?id=): its header, the reviewer's moves (开始审核 when submitted; 通过 after a
 * confirm and 退回 with a required reason while in review, both through the lifecycle's transition),
 * the lines by life-cycle stage read-only with their evidence openable and their comments of the
 * current round (added, edited and deleted by the reviewer while in review), and every round with its
 * comments and the company's replies. After each change the page reads everything again.
 *
 * The buttons follow what the server says (canComment) and the lifecycle table (only the project's
 * reviewer takes, returns or approves); the server checks each call again.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App, Badge, Button, Card, Space, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import { ArrowLeftOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { REVIEW_PERMISSIONS, isProjectStatus, messageOf, useAccess, useSession } from '@pcf/shared';
import type {
  InventoryLine,
  InventoryLineEvidence,
  LifecycleStage,
  ObjRow,
  ProjectAction,
  ProjectStatus,
  ReviewComment,
  ReviewRoundsReply,
} from '@pcf/shared';
import { useConfirmDelete } from '@pcf/shared/ui';
import { ACQUISITION_NS } from '../../../locales';
import { projectApi } from '../../../parts/api';
import { REVIEW_PATH } from '../../../parts/paths';
import { reviewApi } from '../api';
import { useStageOptions } from '../../../parts/loaders';
import { ProjectLoadState, failureOf, readProjectLines, type ProjectPending } from '../../../parts/ProjectLoadState';
import { commentsByLine, currentRound, reviewActionsFor } from '../../../parts/review';
import { draftOf, inReportOrder, type DraftLine } from '../../InventoryEditor/lines';
import { LineTable } from '../../InventoryEditor/parts/LineTable';
import { ProjectHeader } from '../../InventoryEditor/parts/ProjectHeader';
import { stageTabs } from '../../InventoryEditor/parts/stageTabs';
import { CommentModal } from './CommentModal';
import { LineCommentsDrawer } from './LineCommentsDrawer';
import { ReturnModal } from './ReturnModal';
import { RoundsHistory } from './RoundsHistory';
import { useEvidenceViewer } from './EvidenceViewer';

const TRANSITION_PERMISSION = 'business:project:transition';

export function BackToReviewList() {
  const { t } = useTranslation(ACQUISITION_NS);
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(REVIEW_PATH)}>
      {t('review.backToList')}
    </Button>
  );
}

type Loaded =
  ProjectPending | { status: 'ready'; project: ObjRow; projectStatus: ProjectStatus; lines: InventoryLine[]; review: ReviewRoundsReply };

function useReviewData(projectId: number) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let active = true;
    // a reload after a change keeps the page in place; only the first load (or a retry) shows the spinner
    setLoaded((before) => (before.status === 'ready' ? before : { status: 'loading' }));
    Promise.all([readProjectLines(projectId), projectApi.rounds(projectId)])
      .then(([read, roundsReply]) => {
        if (!active) return;
        if (read.status === 'failed') {
          setLoaded(read);
          return;
        }
        if (roundsReply.code !== 200 || !roundsReply.data) {
          setLoaded(failureOf(roundsReply));
          return;
        }
        const status = roundsReply.data.projectStatus;
        setLoaded({
          status: 'ready',
          project: read.project,
          projectStatus: isProjectStatus(status) ? status : 'submitted',
          lines: read.lines.lines,
          review: roundsReply.data,
        });
      })
      .catch(() => {
        // the shared client has shown why (network, session)
        if (active) setLoaded({ status: 'failed', code: null, message: null });
      });
    return () => {
      active = false;
    };
  }, [projectId, version]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const retry = useCallback(() => {
    setLoaded({ status: 'loading' });
    setVersion((n) => n + 1);
  }, []);
  return { loaded, reload, retry };
}

export function ReviewProject({ projectId }: { projectId: number }) {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  const { message, modal } = App.useApp();
  const access = useAccess();
  const session = useSession();
  const { loaded, reload, retry } = useReviewData(projectId);
  const [stage, setStage] = useState<LifecycleStage>('raw_material');
  const [taking, setTaking] = useState(false);
  const [returning, setReturning] = useState(false);
  const [drawerLine, setDrawerLine] = useState<DraftLine | null>(null);
  const [commenting, setCommenting] = useState<{ line: DraftLine; comment?: ReviewComment } | null>(null);

  const stageOptions = useStageOptions();
  const stageLabel = useCallback((value: string) => stageOptions.find((o) => o.value === value)?.label ?? value, [stageOptions]);
  const evidence = useEvidenceViewer(projectId);
  const deleteComment = useConfirmDelete((comment: ReviewComment) => reviewApi.deleteComment({ projectId, id: comment.id }), reload, {
    danger: true,
  });

  const ready = loaded.status === 'ready' ? loaded : null;
  const ordered = useMemo(() => inReportOrder((ready?.lines ?? []).map(draftOf)), [ready]);
  const positions = useMemo(() => new Map(ordered.map((line, index) => [line.key, index + 1])), [ordered]);
  const evidenceById = useMemo(
    () => new Map<number, InventoryLineEvidence>((ready?.lines ?? []).flatMap((line) => line.evidence.map((e) => [e.id, e] as const))),
    [ready],
  );
  const round = ready ? currentRound(ready.review.rounds) : null;
  const byLine = useMemo(() => commentsByLine(round), [round]);

  if (loaded.status !== 'ready') {
    return (
      <ProjectLoadState
        state={loaded}
        notFoundTitle={t('review.notFound')}
        failedTitle={t('review.loadFailed')}
        back={<BackToReviewList />}
        onRetry={retry}
      />
    );
  }

  const { project, projectStatus, review } = loaded;
  const projectName = String(project.name ?? '');
  const isReviewer = session.userid !== null && Number(project.reviewer_id) === session.userid;
  const actions = access.hasPermission(TRANSITION_PERMISSION) ? reviewActionsFor(projectStatus, isReviewer) : [];
  const canComment = review.canComment && projectStatus === 'in_review' && access.hasPermission(REVIEW_PERMISSIONS.comment);
  const isOwnOpen = (comment: ReviewComment) =>
    round !== null && round.decision === null && comment.roundId === round.id && comment.authorId === session.userid;
  const lineTitle = (line: DraftLine) =>
    t('review.comment.lineTitle', { position: positions.get(line.key), stage: stageLabel(line.stage), description: line.description });
  const commentsOf = (line: DraftLine) => (line.id === undefined ? [] : (byLine.get(line.id) ?? []));

  const move = async (action: ProjectAction): Promise<void> => {
    try {
      const envelope = await reviewApi.transition({ id: projectId, action });
      if (envelope.code !== 200) {
        message.error(messageOf(envelope));
        return;
      }
      message.success(t(`review.actions.done.${action}`));
      reload();
    } catch {
      // the shared client has shown it
    }
  };

  const take = async () => {
    setTaking(true);
    try {
      await move('take');
    } finally {
      setTaking(false);
    }
  };

  const approve = () =>
    modal.confirm({
      title: t('common:warning'),
      content: t('review.actions.approveConfirm', { name: projectName }),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      onOk: () => move('approve'),
    });

  const hint =
    projectStatus === 'submitted' && actions.includes('take')
      ? { type: 'info' as const, text: t('review.hints.submitted') }
      : projectStatus === 'in_review' && canComment
        ? { type: 'info' as const, text: t('review.hints.inReview') }
        : (projectStatus === 'submitted' || projectStatus === 'in_review') && !isReviewer
          ? { type: 'info' as const, text: t('review.hints.notReviewer') }
          : projectStatus === 'returned'
            ? { type: 'warning' as const, text: t('review.hints.returned') }
            : projectStatus === 'approved'
              ? { type: 'success' as const, text: t('review.hints.approved') }
              : null;

  const commentColumn: TableColumnsType<DraftLine> = [
    {
      key: 'comments',
      title: t('review.lines.comments'),
      width: 128,
      render: (_v, line) => {
        const count = commentsOf(line).length;
        return (
          <Space size={0}>
            <Button type="link" size="small" aria-label={t('review.lines.openComments', { count })} onClick={() => setDrawerLine(line)}>
              <span data-comment-count={count}>
                <Badge count={count} size="small" offset={[6, -2]}>
                  <MessageOutlined />
                </Badge>
              </span>
            </Button>
            {canComment && (
              <Button type="link" size="small" onClick={() => setCommenting({ line })}>
                {t('review.comment.action')}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  const stageLines = ordered.filter((line) => line.stage === stage);
  const openEvidence = (choice: { id: number; title: string }) =>
    evidence.open(evidenceById.get(choice.id) ?? { id: choice.id, title: choice.title, fileName: choice.title });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={t('review.title')}
        extra={
          <Space wrap>
            {actions.includes('take') && (
              <Button type="primary" loading={taking} onClick={() => void take()}>
                {t('review.actions.take')}
              </Button>
            )}
            {actions.includes('approve') && (
              <Button type="primary" onClick={approve}>
                {t('review.actions.approve')}
              </Button>
            )}
            {actions.includes('return') && (
              <Button danger onClick={() => setReturning(true)}>
                {t('review.actions.return')}
              </Button>
            )}
            <BackToReviewList />
          </Space>
        }
      >
        <ProjectHeader project={project} status={projectStatus} />
        {hint && <Alert type={hint.type} showIcon title={hint.text} style={{ marginTop: 12 }} />}
      </Card>
      <Card title={t('review.lines.title')}>
        <Tabs
          activeKey={stage}
          onChange={(key) => setStage(key as LifecycleStage)}
          items={stageTabs(stageOptions, ordered, (tabStage) => (
            <LineTable
              lines={tabStage === stage ? stageLines : []}
              positions={positions}
              units={[]}
              editable={false}
              selectedKeys={[]}
              onSelect={() => undefined}
              onEdit={() => undefined}
              onDelete={() => undefined}
              extraColumns={commentColumn}
              onOpenEvidence={openEvidence}
            />
          ))}
        />
      </Card>
      <RoundsHistory rounds={review.rounds} stageLabel={stageLabel} />
      {drawerLine && (
        <LineCommentsDrawer
          lineTitle={lineTitle(drawerLine)}
          comments={commentsOf(drawerLine)}
          stageLabel={stageLabel}
          canComment={canComment}
          isOwnOpen={isOwnOpen}
          onAdd={() => setCommenting({ line: drawerLine })}
          onEdit={(comment) => setCommenting({ line: drawerLine, comment })}
          onDelete={deleteComment}
          onClose={() => setDrawerLine(null)}
        />
      )}
      {commenting && commenting.line.id !== undefined && (
        <CommentModal
          projectId={projectId}
          lineId={commenting.line.id}
          lineTitle={lineTitle(commenting.line)}
          comment={commenting.comment}
          onClose={() => setCommenting(null)}
          onSaved={() => {
            setCommenting(null);
            reload();
          }}
        />
      )}
      {returning && (
        <ReturnModal
          projectId={projectId}
          projectName={projectName}
          onReturned={() => {
            setReturning(false);
            reload();
          }}
          onClose={() => setReturning(false)}
        />
      )}
      {evidence.view}
    </Space>
  );
}
