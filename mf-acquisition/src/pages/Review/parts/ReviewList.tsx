/**
 * The projects to review, on the shared object table (pcf_project through /rest/project/getObjDataByPage,
 * which scopes a reviewer to the projects assigned to them; administrators see all): those waiting,
 * in review or decided (REVIEW_LIST_STATUSES), with SPEC §4 status tags and a filter among those
 * statuses. Each row opens the project's review (?id= on the same route).
 */
import { useMemo, useState } from 'react';
import { Button, Card, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { API, PROJECT_OBJECT, PROJECT_STATUS_DICT, REVIEW_LIST_STATUSES } from '@pcf/shared';
import type { ObjCondition, ObjRow, ObjValue, ProjectStatus } from '@pcf/shared';
import { ObjectTable } from '@pcf/shared/ui';
import { ACQUISITION_NS } from '../../../locales';
import { REVIEW_PATH } from '../../../api';
import { ProjectStatusTag } from '../../../parts/ProjectStatusTag';
import { isProjectStatus } from '../../../parts/review';

export function ReviewList() {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  const navigate = useNavigate();
  const [status, setStatus] = useState<ProjectStatus | undefined>(undefined);

  const statusOptions = useMemo(() => REVIEW_LIST_STATUSES.map((value) => ({ value, label: t(`entry.status.${value}`) })), [t]);
  const baseConditions = useMemo<ObjCondition[]>(
    () => [status ? { field: 'status', operator: 'eq', value: status } : { field: 'status', operator: 'in', value: [...REVIEW_LIST_STATUSES] }],
    [status],
  );

  const renderCell = {
    status: (value: ObjValue | undefined) => (isProjectStatus(value) ? <ProjectStatusTag status={value} /> : ''),
  };

  const rowActions = (row: ObjRow) => (
    <Button type="link" onClick={() => navigate(`${REVIEW_PATH}?id=${Number(row.id)}`)}>
      {t('review.list.review')}
    </Button>
  );

  return (
    <Card>
      <ObjectTable
        objName={PROJECT_OBJECT}
        pageUrl={API.projectPage}
        baseConditions={baseConditions}
        fallbackDictOptions={{ [PROJECT_STATUS_DICT]: statusOptions }}
        renderCell={renderCell}
        rowActions={rowActions}
        toolbarExtra={
          <Select<ProjectStatus>
            allowClear
            aria-label={t('review.list.statusFilter')}
            placeholder={t('review.list.allStatuses')}
            options={statusOptions}
            value={status}
            onChange={(value) => setStatus(value ?? undefined)}
            style={{ width: 160 }}
          />
        }
      />
    </Card>
  );
}
