/**
 * /acquisitionManagement/index (数据填报): the projects the user works on, on the shared object table
 * (pcf_project through /rest/project/getObjDataByPage: an enterprise user sees only their company's
 * projects, a reviewer those they review), with the status as a tag in SPEC §4's colours and a
 * status filter. Each row opens the project's inventory (/acquisitionManagement/acquisition?id=):
 * to fill it in while it can change, to read it otherwise. Platform administrators maintain the
 * collection templates from the toolbar.
 */
import { useMemo, useState } from 'react';
import { Button, Card, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { API, INVENTORY_EDITABLE_STATUSES, INVENTORY_PERMISSIONS, PROJECT_OBJECT, PROJECT_STATUSES, PROJECT_STATUS_DICT, useAccess } from '@pcf/shared';
import type { ObjCondition, ObjRow, ObjValue, ProjectStatus } from '@pcf/shared';
import { ObjectTable } from '@pcf/shared/ui';
import { ACQUISITION_NS } from '../../locales';
import { ACQUISITION_PATH } from '../../api';
import { ProjectStatusTag } from '../../parts/ProjectStatusTag';
import { TemplateDrawer } from './parts/TemplateDrawer';

const isStatus = (value: unknown): value is ProjectStatus => typeof value === 'string' && (PROJECT_STATUSES as readonly string[]).includes(value);

export default function DataEntryPage() {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  const navigate = useNavigate();
  const access = useAccess();
  const [status, setStatus] = useState<ProjectStatus | undefined>(undefined);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const maySave = access.hasPermission(INVENTORY_PERMISSIONS.save);
  // template changes are for platform administrators (the server requires the flag as well)
  const mayManageTemplates =
    access.isAdmin && [INVENTORY_PERMISSIONS.templateAdd, INVENTORY_PERMISSIONS.templateEdit, INVENTORY_PERMISSIONS.templateRemove].some((p) => access.hasPermission(p));

  const statusOptions = useMemo(() => PROJECT_STATUSES.map((value) => ({ value, label: t(`entry.status.${value}`) })), [t]);
  const baseConditions = useMemo<ObjCondition[]>(() => (status ? [{ field: 'status', operator: 'eq', value: status }] : []), [status]);

  const renderCell = {
    status: (value: ObjValue | undefined) => (isStatus(value) ? <ProjectStatusTag status={value} /> : ''),
  };

  const rowActions = (row: ObjRow) => {
    const fills = maySave && isStatus(row.status) && INVENTORY_EDITABLE_STATUSES.includes(row.status);
    return (
      <Button type="link" onClick={() => navigate(`${ACQUISITION_PATH}?id=${Number(row.id)}`)}>
        {t(fills ? 'entry.fillIn' : 'entry.view')}
      </Button>
    );
  };

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
          <>
            <Select<ProjectStatus>
              allowClear
              aria-label={t('entry.statusFilter')}
              placeholder={t('entry.allStatuses')}
              options={statusOptions}
              value={status}
              onChange={(value) => setStatus(value ?? undefined)}
              style={{ width: 160 }}
            />
            {mayManageTemplates && <Button onClick={() => setTemplatesOpen(true)}>{t('template.open')}</Button>}
          </>
        }
      />
      {templatesOpen && <TemplateDrawer onClose={() => setTemplatesOpen(false)} />}
    </Card>
  );
}
