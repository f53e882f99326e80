/**
 * /businessAccounting/carbon_footprint (碳足迹评价), two tabs. 评价项目: the projects whose footprint
 * may be evaluated (FOOTPRINT_LIST_STATUSES) on the shared object table over pcf_project, their status
 * as a tag, and per row what the user may do: enter the study settings, compute, open the latest
 * result, and list the computations (snapshots) to open one or compare two. 评价结果 (for readers of
 * results): the projects' latest figures side by side. The tab is kept in the query string (?tab=) so
 * coming back from a result opens the same one. The server checks every call again.
 */
import { useCallback, useState } from 'react';
import { Button, Card, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FOOTPRINT_COMPUTABLE_STATUSES, FOOTPRINT_LIST_STATUSES, FOOTPRINT_PERMISSIONS, useAccess } from '@pcf/shared';
import type { ObjRow, ProjectStatus } from '@pcf/shared';
import { ProjectListTable } from '@pcf/shared/ui';
import { ACCOUNTING_NS } from '../../locales';
import { computeUrl, entryUrl, latestResultUrl } from '../../parts/footprint/paths';
import { projectOf, type ProjectSummary } from '../ProjectManagement/projectRows';
import { ProjectStatusTag } from '../ProjectManagement/parts/ProjectStatusTag';
import { ResultTable } from './parts/ResultTable';
import { SnapshotDrawer } from './parts/SnapshotDrawer';

const RESULTS_TAB = 'results';

/** Approved projects have not been computed yet: no result to open. */
const hasResults = (status: ProjectStatus): boolean => status !== 'approved';

export default function FootprintEvaluationPage() {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const access = useAccess();
  const [snapshotsOf, setSnapshotsOf] = useState<ProjectSummary | null>(null);
  const mayEnter = access.hasPermission(FOOTPRINT_PERMISSIONS.entry);
  const mayCompute = access.hasPermission(FOOTPRINT_PERMISSIONS.compute);
  const mayRead = access.hasPermission(FOOTPRINT_PERMISSIONS.result);

  const statusLabel = useCallback((value: ProjectStatus) => t(`project.status.${value}`), [t]);

  const rowActions = (row: ObjRow) => {
    const project = projectOf(row);
    if (!project) return null;
    return (
      <Space size={0} wrap>
        {mayEnter && (
          <Button type="link" onClick={() => navigate(entryUrl(project.id))}>
            {t('footprint.list.entry')}
          </Button>
        )}
        {mayCompute && FOOTPRINT_COMPUTABLE_STATUSES.includes(project.status) && (
          <Button type="link" onClick={() => navigate(computeUrl(project.id))}>
            {t('footprint.list.compute')}
          </Button>
        )}
        {mayRead && hasResults(project.status) && (
          <>
            <Button type="link" onClick={() => navigate(latestResultUrl(project.id))}>
              {t('footprint.list.result')}
            </Button>
            <Button type="link" onClick={() => setSnapshotsOf(project)}>
              {t('footprint.list.snapshots')}
            </Button>
          </>
        )}
      </Space>
    );
  };

  const projectList = (
    <>
      <Typography.Paragraph type="secondary">{t('footprint.list.hint')}</Typography.Paragraph>
      <ProjectListTable
        statuses={FOOTPRINT_LIST_STATUSES}
        statusLabel={statusLabel}
        statusTag={ProjectStatusTag}
        filterLabel={t('project.statusFilter')}
        filterPlaceholder={t('project.allStatuses')}
        rowActions={rowActions}
      />
    </>
  );

  return (
    <Card>
      {mayRead ? (
        <Tabs
          activeKey={search.get('tab') === RESULTS_TAB ? RESULTS_TAB : 'projects'}
          onChange={(key) => setSearch(key === RESULTS_TAB ? { tab: RESULTS_TAB } : {}, { replace: true })}
          destroyOnHidden
          items={[
            { key: 'projects', label: t('footprint.list.projectsTab'), children: projectList },
            { key: RESULTS_TAB, label: t('footprint.list.resultsTab'), children: <ResultTable /> },
          ]}
        />
      ) : (
        projectList
      )}
      {snapshotsOf && <SnapshotDrawer project={snapshotsOf} onClose={() => setSnapshotsOf(null)} />}
    </Card>
  );
}
