/**
 * /businessAccounting/project_management (项目管理): the projects the user may see on the shared
 * object table (pcf_project through /rest/project/getObjDataByPage: an enterprise user sees only
 * their company's, a reviewer the projects they review): paging, sort, a status
 * filter, quick and advanced search, column settings. The status is a tag in the colours of SPEC §4.
 * Each row offers the lifecycle actions this user may take now (a confirm first; returning asks for
 * the reason) and its history in a drawer. The server checks every action again.
 */
import { useCallback, useRef, useState } from 'react';
import { App, Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf, useAccess, useSession } from '@pcf/shared';
import type { ObjRow, ObjectTableHandle, ProjectAction, ProjectStatus } from '@pcf/shared';
import { ProjectListTable } from '@pcf/shared/ui';
import { ACCOUNTING_NS } from '../../locales';
import { projectApi } from './api';
import { actionsFor, projectOf, type ProjectSummary } from './projectRows';
import { ProjectStatusTag } from './parts/ProjectStatusTag';
import { HistoryDrawer } from './parts/HistoryDrawer';
import { ReturnModal } from './parts/ReturnModal';

export default function ProjectManagementPage() {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  const { message, modal } = App.useApp();
  const access = useAccess();
  const session = useSession();
  const table = useRef<ObjectTableHandle>(null);
  const [history, setHistory] = useState<ProjectSummary | null>(null);
  const [returning, setReturning] = useState<ProjectSummary | null>(null);
  const mayTransition = access.hasPermission('business:project:transition');
  const viewer = { userId: session.userid, companyId: session.company_id, isAdmin: access.isAdmin };

  const statusLabel = useCallback((value: ProjectStatus) => t(`project.status.${value}`), [t]);

  const run = async (project: ProjectSummary, action: ProjectAction): Promise<void> => {
    try {
      const envelope = await projectApi.transition({ id: project.id, action });
      if (envelope.code !== 200) {
        message.error(messageOf(envelope));
        return;
      }
      // what happened to the project, not a generic success
      message.success(t(`project.actionDone.${action}`));
      table.current?.reload();
    } catch {
      // the shared client has shown it
    }
  };

  const act = (project: ProjectSummary, action: ProjectAction) => {
    if (action === 'return') {
      setReturning(project);
      return;
    }
    modal.confirm({
      title: t('common:warning'),
      content: t('project.actionConfirm', { name: project.name, action: t(`project.actions.${action}`) }),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      onOk: () => run(project, action),
    });
  };

  const rowActions = (row: ObjRow) => {
    const project = projectOf(row);
    if (!project) return null;
    return (
      <Space size={0} wrap>
        {mayTransition &&
          actionsFor(viewer, project).map((action) => (
            <Button key={action} type="link" danger={action === 'return'} onClick={() => act(project, action)}>
              {t(`project.actions.${action}`)}
            </Button>
          ))}
        <Button type="link" onClick={() => setHistory(project)}>
          {t('project.history')}
        </Button>
      </Space>
    );
  };

  return (
    <Card>
      <ProjectListTable
        ref={table}
        statusLabel={statusLabel}
        statusTag={ProjectStatusTag}
        filterLabel={t('project.statusFilter')}
        filterPlaceholder={t('project.allStatuses')}
        rowActions={rowActions}
      />
      {history && <HistoryDrawer project={history} onClose={() => setHistory(null)} />}
      {returning && (
        <ReturnModal
          project={returning}
          onClose={() => setReturning(null)}
          onReturned={() => {
            setReturning(null);
            table.current?.reload();
          }}
        />
      )}
    </Card>
  );
}
