/**
 * /acquisitionManagement/acquisition?id=<project> (数据填报, hidden): a project's inventory by
 * life-cycle stage (a tab per stage of DOMAIN.md). Lines are added and edited in a form and kept in
 * the page until 保存草稿 sends them all at once (POST /rest/inventory/draft/save, one transaction on
 * the server, so nothing half-saved; a reload shows what the server stores, and the browser warns
 * before leaving with unsaved changes). Deleting lines is part of the draft too: the lines leave the
 * table, can be put back until the save, and the save deletes them with the other changes. A collection
 * template adds its lines as drafts. The submit check lists what is missing per line; 提交审核 (after
 * a confirmation) moves the project to submitted, after which the lines are read-only.
 *
 * Read-only whenever the server says the user may not change the lines (a reviewer; a project not
 * assigned, collecting or returned) or the user lacks the save permission. The server checks again.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Result, Space, Tabs, Tag, Tooltip } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  INVENTORY_EDITABLE_STATUSES,
  INVENTORY_PERMISSIONS,
  LIFECYCLE_STAGES,
  isProjectStatus,
  messageOf,
  useAccess,
  useLeaveGuard,
  useDirectory,
  useUnits,
} from '@pcf/shared';
import { useGuardedNavigate } from '@pcf/shared/ui';
import type { LifecycleStage, ObjRow, ProjectStatus } from '@pcf/shared';
import { ACQUISITION_NS } from '../../locales';
import { DATA_ENTRY_PATH } from '../../parts/paths';
import { inventoryApi } from './api';
import { useStageOptions } from '../../parts/loaders';
import { ProjectLoadState, readProjectLines, type ProjectPending } from '../../parts/ProjectLoadState';
import { projectIdOf } from '../../parts/review';
import { draftOf, inReportOrder, inputOf, newLine, restoreLines, type DraftLine } from './lines';
import { ProjectHeader } from './parts/ProjectHeader';
import { stageTabs } from './parts/stageTabs';
import { LineTable } from './parts/LineTable';
import { LineFormModal } from './parts/LineFormModal';
import { CheckPanel, type CheckState } from './parts/CheckPanel';
import { ApplyTemplateModal } from './parts/ApplyTemplateModal';
import { ExcelActions } from './parts/ExcelActions';
import { ReviewComments, useReviewComments } from './parts/ReviewComments';

function BackToList() {
  const { t } = useTranslation(ACQUISITION_NS);
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(DATA_ENTRY_PATH)}>
      {t('inventory.backToList')}
    </Button>
  );
}

export default function InventoryEditorPage() {
  const { t } = useTranslation(ACQUISITION_NS);
  const [params] = useSearchParams();
  const id = projectIdOf(params.get('id'));
  if (id === null) {
    return (
      <Card>
        <Result status="warning" title={t('inventory.invalidLink')} extra={<BackToList />} />
      </Card>
    );
  }
  // a new project remounts the view: no draft of one project ever shows under another
  return <InventoryView key={id} projectId={id} />;
}

type Loaded = ProjectPending | { status: 'ready'; project: ObjRow; projectStatus: ProjectStatus; serverEditable: boolean };

function InventoryView({ projectId }: { projectId: number }) {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  const { message, modal } = App.useApp();
  const guardedNavigate = useGuardedNavigate();
  const access = useAccess();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [lines, setLines] = useState<DraftLine[]>([]);
  // saved lines deleted in the draft: the draft save deletes them, a reload brings them back
  const [removed, setRemoved] = useState<DraftLine[]>([]);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [check, setCheck] = useState<CheckState>({ status: 'loading' });
  const [editing, setEditing] = useState<{ line: DraftLine; adding: boolean } | null>(null);
  const [applying, setApplying] = useState(false);
  const [stage, setStage] = useState<LifecycleStage>(LIFECYCLE_STAGES[0]);
  const [selected, setSelected] = useState<string[]>([]);

  // the tabs are the contract's stages, in its order; the dictionary only names them
  const stageOptions = useStageOptions();
  const units = useUnits();

  const editable =
    loaded.status === 'ready' &&
    loaded.serverEditable &&
    INVENTORY_EDITABLE_STATUSES.includes(loaded.projectStatus) &&
    access.hasPermission(INVENTORY_PERMISSIONS.save);
  const mayDelete = editable && access.hasPermission(INVENTORY_PERMISSIONS.remove);
  const directory = useDirectory({ enabled: editable });
  const review = useReviewComments(projectId, loaded.status === 'ready' ? loaded.projectStatus : null);

  const loadCheck = useCallback(() => {
    setCheck({ status: 'loading' });
    inventoryApi
      .check(projectId)
      .then((envelope) =>
        setCheck(envelope.code === 200 && envelope.data ? { status: 'ready', check: envelope.data } : { status: 'failed' }),
      )
      .catch(() => setCheck({ status: 'failed' }));
  }, [projectId]);

  useEffect(() => {
    let active = true;
    setLoaded({ status: 'loading' });
    readProjectLines(projectId)
      .then((read) => {
        if (!active) return;
        if (read.status === 'failed') {
          setLoaded(read);
          return;
        }
        const reply = read.lines;
        setLines(reply.lines.map(draftOf));
        setRemoved([]);
        setDirty(false);
        setSelected([]);
        setLoaded({
          status: 'ready',
          project: read.project,
          projectStatus: isProjectStatus(reply.projectStatus) ? reply.projectStatus : 'assigned',
          serverEditable: reply.editable,
        });
      })
      .catch(() => {
        // the shared client has shown why (network, session)
        if (active) setLoaded({ status: 'failed', code: null, message: null });
      });
    loadCheck();
    return () => {
      active = false;
    };
  }, [projectId, attempt, loadCheck]);

  // the menu, the tabs, a reload or a closed tab would lose what is not saved: each asks first
  useLeaveGuard(dirty ? { title: t('common:warning'), message: t('inventory.leaveConfirm') } : null);

  const ordered = useMemo(() => inReportOrder(lines), [lines]);
  const positions = useMemo(() => new Map(ordered.map((line, index) => [line.key, index + 1])), [ordered]);
  const reload = () => setAttempt((n) => n + 1);

  const leave = () => guardedNavigate(DATA_ENTRY_PATH);

  const saveDraft = async () => {
    setSaving(true);
    setServerError(null);
    try {
      // in report order: the server's messages number the lines as the table does
      const inputs = ordered.flatMap((line) => (line.unitId === null ? [] : [inputOf({ ...line, unitId: line.unitId })]));
      const deleteIds = removed.flatMap((line) => (line.id === undefined ? [] : [line.id]));
      const envelope = await inventoryApi.saveDraft({ projectId, lines: inputs, ...(deleteIds.length ? { deleteIds } : {}) });
      if (envelope.code !== 200 || !envelope.data) {
        const text = messageOf(envelope);
        setServerError(text);
        message.error(text);
        return;
      }
      message.success(t('common:saveSuccess'));
      reload();
    } catch {
      // the shared client has shown it
    } finally {
      setSaving(false);
    }
  };

  const deleteLines = (chosen: DraftLine[]) => {
    if (chosen.length === 0) {
      message.warning(t('common:selectToDelete'));
      return;
    }
    // nothing is deleted before 保存草稿: the lines leave the table and can be put back until then
    const gone = new Set(chosen.map((line) => line.key));
    setLines((before) => before.filter((line) => !gone.has(line.key)));
    setSelected((before) => before.filter((key) => !gone.has(key)));
    setRemoved((before) => [...before, ...chosen.filter((line) => line.id !== undefined)]);
    setDirty(true);
    setServerError(null);
    message.info(t('inventory.removed.done', { count: chosen.length }));
  };

  const restoreRemoved = () => {
    setLines((before) => restoreLines(before, removed));
    setRemoved([]);
  };

  const submit = async () => {
    if (dirty) {
      message.warning(t('inventory.submit.saveFirst'));
      return;
    }
    setSubmitting(true);
    try {
      const envelope = await inventoryApi.check(projectId);
      if (envelope.code !== 200 || !envelope.data) {
        message.error(messageOf(envelope));
        return;
      }
      setCheck({ status: 'ready', check: envelope.data });
      if (envelope.data.empty || !envelope.data.complete) {
        message.error(t(envelope.data.empty ? 'inventory.check.empty' : 'inventory.submit.incomplete'));
        return;
      }
    } catch {
      return;
    } finally {
      setSubmitting(false);
    }
    modal.confirm({
      title: t('inventory.submit.confirmTitle'),
      content: t('inventory.submit.confirm'),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          const envelope = await inventoryApi.submit(projectId);
          if (envelope.code !== 200) {
            // the server's refusal lists what is still missing
            message.error(messageOf(envelope));
            loadCheck();
            return;
          }
          message.success(t('inventory.submit.done'));
          reload();
        } catch {
          // the shared client has shown it
        }
      },
    });
  };

  if (loaded.status !== 'ready') {
    return (
      <ProjectLoadState
        state={loaded}
        notFoundTitle={t('inventory.notFound')}
        failedTitle={t('inventory.loadFailed')}
        back={<BackToList />}
        onRetry={reload}
      />
    );
  }

  const stageLines = ordered.filter((line) => line.stage === stage);
  const update = (next: DraftLine) => {
    setLines((before) =>
      before.some((line) => line.key === next.key) ? before.map((line) => (line.key === next.key ? next : line)) : [...before, next],
    );
    setDirty(true);
    setServerError(null);
    if (next.stage !== stage) setStage(next.stage);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={t('inventory.title')}
        extra={
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={leave}>
            {t('inventory.backToList')}
          </Button>
        }
      >
        <ProjectHeader project={loaded.project} status={loaded.projectStatus} />
        {!editable && <Alert type="info" showIcon title={t('inventory.readOnly')} style={{ marginTop: 12 }} />}
      </Card>
      <ReviewComments review={review} />
      <Card>
        {/* one toolbar, its groups apart; the main action is the next step: saving while there are changes, else submitting */}
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
          {editable && (
            <Space wrap>
              <Button type={dirty ? 'primary' : 'default'} loading={saving} disabled={!dirty} onClick={() => void saveDraft()}>
                {t('inventory.saveDraft')}
              </Button>
              <Button onClick={() => (dirty ? message.warning(t('inventory.submit.saveFirst')) : setApplying(true))}>
                {t('inventory.template.open')}
              </Button>
              <Tooltip title={t('inventory.submit.hint')}>
                <Button type={dirty ? 'default' : 'primary'} loading={submitting} onClick={() => void submit()}>
                  {t('inventory.submit.button')}
                </Button>
              </Tooltip>
              {removed.length > 0 && <Button onClick={restoreRemoved}>{t('inventory.removed.restore', { count: removed.length })}</Button>}
              {dirty && <Tag color="orange">{t('inventory.unsaved')}</Tag>}
            </Space>
          )}
          <ExcelActions
            projectId={projectId}
            projectCode={String(loaded.project.code ?? projectId)}
            editable={editable}
            dirty={dirty}
            onImported={reload}
          />
        </div>
        {serverError && (
          <Alert
            type="error"
            showIcon
            closable
            title={t('inventory.saveRefused')}
            description={serverError}
            style={{ marginBottom: 12 }}
            onClose={() => setServerError(null)}
          />
        )}
        <Tabs
          activeKey={stage}
          onChange={(key) => {
            setStage(key as LifecycleStage);
            setSelected([]);
          }}
          items={stageTabs(stageOptions, ordered, (tabStage) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {editable && (
                <Space>
                  <Button onClick={() => setEditing({ line: newLine(tabStage), adding: true })}>{t('inventory.addLine')}</Button>
                  {mayDelete && (
                    <Button danger onClick={() => deleteLines(stageLines.filter((line) => selected.includes(line.key)))}>
                      {t('common:delete')}
                    </Button>
                  )}
                </Space>
              )}
              <LineTable
                lines={tabStage === stage ? stageLines : []}
                positions={positions}
                units={units.value}
                editable={editable}
                selectedKeys={selected}
                onSelect={setSelected}
                onEdit={(line) => setEditing({ line, adding: false })}
                onDelete={(line) => (mayDelete ? deleteLines([line]) : message.warning(t('inventory.noDeleteRight')))}
                extraColumns={review.columns}
              />
            </Space>
          ))}
        />
      </Card>
      <CheckPanel state={check} dirty={dirty} projectStatus={loaded.projectStatus} canSubmit={editable} onRefresh={loadCheck} />
      {editing && (
        <LineFormModal
          line={editing.line}
          adding={editing.adding}
          units={units}
          directory={directory}
          stageOptions={stageOptions}
          onCancel={() => setEditing(null)}
          onDone={(line) => {
            update(line);
            setEditing(null);
          }}
        />
      )}
      {applying && (
        <ApplyTemplateModal
          projectId={projectId}
          onClose={() => setApplying(false)}
          onApplied={() => {
            setApplying(false);
            reload();
          }}
        />
      )}
    </Space>
  );
}
