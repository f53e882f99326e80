/**
 * The projects to review, on the shared object table (pcf_project through /rest/project/getObjDataByPage,
 * which scopes a reviewer to the projects assigned to them; administrators see all): those waiting,
 * in review or decided (REVIEW_LIST_STATUSES), with SPEC §4 status tags and a filter among those
 * statuses. Each row opens the project's review (?id= on the same route).
 */
import { useCallback } from 'react';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { REVIEW_LIST_STATUSES } from '@pcf/shared';
import type { ObjRow, ProjectStatus } from '@pcf/shared';
import { ProjectListTable } from '@pcf/shared/ui';
import { ACQUISITION_NS } from '../../../locales';
import { REVIEW_PATH } from '../../../parts/paths';
import { ProjectStatusTag } from '../../../parts/ProjectStatusTag';

export function ReviewList() {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  const navigate = useNavigate();
  const statusLabel = useCallback((value: ProjectStatus) => t(`entry.status.${value}`), [t]);

  const rowActions = (row: ObjRow) => (
    <Button type="link" onClick={() => navigate(`${REVIEW_PATH}?id=${Number(row.id)}`)}>
      {t('review.list.review')}
    </Button>
  );

  return (
    <Card>
      <ProjectListTable
        statuses={REVIEW_LIST_STATUSES}
        statusLabel={statusLabel}
        statusTag={ProjectStatusTag}
        filterLabel={t('review.list.statusFilter')}
        filterPlaceholder={t('review.list.allStatuses')}
        rowActions={rowActions}
      />
    </Card>
  );
}
