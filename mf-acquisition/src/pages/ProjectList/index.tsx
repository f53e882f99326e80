/**
 * /acquisitionManagement/index (数据填报): the projects the user works on, on the shared object table
 * (pcf_project through /rest/project/getObjDataByPage: an enterprise user sees only their company's
 * projects, a reviewer those they review), with the status as a tag in SPEC §4's colours and a
 * status filter. Each row opens the project's inventory (/acquisitionManagement/acquisition?id=):
 * to fill it in while it can change, to read it otherwise. Platform administrators maintain the
 * collection templates from the toolbar.
 */
import { useCallback, useState } from 'react';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { INVENTORY_EDITABLE_STATUSES, INVENTORY_PERMISSIONS, isProjectStatus, useAccess } from '@pcf/shared';
import type { ObjRow, ProjectStatus } from '@pcf/shared';
import { ProjectListTable } from '@pcf/shared/ui';
import { ACQUISITION_NS } from '../../locales';
import { ACQUISITION_PATH } from '../../parts/paths';
import { ProjectStatusTag } from '../../parts/ProjectStatusTag';
import { TemplateDrawer } from './parts/TemplateDrawer';

export default function ProjectListPage() {
  const { t } = useTranslation([ACQUISITION_NS, 'common']);
  const navigate = useNavigate();
  const access = useAccess();
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const maySave = access.hasPermission(INVENTORY_PERMISSIONS.save);
  // template changes are for platform administrators (the server requires the flag as well)
  const mayManageTemplates =
    access.isAdmin &&
    [INVENTORY_PERMISSIONS.templateAdd, INVENTORY_PERMISSIONS.templateEdit, INVENTORY_PERMISSIONS.templateRemove].some((p) =>
      access.hasPermission(p),
    );

  const statusLabel = useCallback((value: ProjectStatus) => t(`entry.status.${value}`), [t]);

  const rowActions = (row: ObjRow) => {
    const fills = maySave && isProjectStatus(row.status) && INVENTORY_EDITABLE_STATUSES.includes(row.status);
    return (
      <Button type="link" onClick={() => navigate(`${ACQUISITION_PATH}?id=${Number(row.id)}`)}>
        {t(fills ? 'entry.fillIn' : 'entry.view')}
      </Button>
    );
  };

  return (
    <Card>
      <ProjectListTable
        statusLabel={statusLabel}
        statusTag={ProjectStatusTag}
        filterLabel={t('entry.statusFilter')}
        filterPlaceholder={t('entry.allStatuses')}
        rowActions={rowActions}
        toolbarExtra={mayManageTemplates && <Button onClick={() => setTemplatesOpen(true)}>{t('template.open')}</Button>}
      />
      {templatesOpen && <TemplateDrawer onClose={() => setTemplatesOpen(false)} />}
    </Card>
  );
}
