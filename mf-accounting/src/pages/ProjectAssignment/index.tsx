/**
 * /businessAccounting/distribution (项目分配): platform administrators create accounting projects for
 * approved companies and (re)assign their accountant and reviewer. The projects are listed on the
 * shared object table (pcf_project) with their status; 新增 opens the project form, 编辑 corrects
 * the details while they are editable (before submission, or once returned), each row offers
 * 重新分配 until the project is published. Each button shows only with its business:project:*
 * right (the server checks them again).
 */
import { useMemo, useRef, useState } from 'react';
import { App, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_EDITABLE_STATUSES, PROJECT_OBJECT, PROJECT_STATUSES, PROJECT_STATUS_DICT, useAccess } from '@pcf/shared';
import type { ObjRow, ObjValue, ObjectTableHandle } from '@pcf/shared';
import { ObjectTable } from '@pcf/shared/ui';
import { ACCOUNTING_NS } from '../../locales';
import { projectOf } from '../ProjectManagement/projectRows';
import { ProjectStatusTag } from '../ProjectManagement/parts/ProjectStatusTag';
import { ProjectFormModal } from './parts/ProjectFormModal';
import { AssignModal } from './parts/AssignModal';
import { useProjectFormOptions } from './parts/useProjectFormOptions';

export default function ProjectAssignmentPage() {
  const { t } = useTranslation([ACCOUNTING_NS, 'common']);
  const { message } = App.useApp();
  const access = useAccess();
  const table = useRef<ObjectTableHandle>(null);
  const choices = useProjectFormOptions();
  // undefined: closed; null: adding; a row: editing it
  const [editing, setEditing] = useState<ObjRow | null | undefined>(undefined);
  const [assigning, setAssigning] = useState<ObjRow | null>(null);
  const statusOptions = useMemo(() => PROJECT_STATUSES.map((value) => ({ value, label: t(`project.status.${value}`) })), [t]);

  const edit = (row: ObjRow) => {
    const project = projectOf(row);
    if (project && !PROJECT_EDITABLE_STATUSES.includes(project.status)) {
      message.warning(t('project.notEditable'));
      return;
    }
    setEditing(row);
  };

  const saved = () => {
    setEditing(undefined);
    setAssigning(null);
    table.current?.reload();
  };

  const renderCell = {
    status: (value: ObjValue | undefined) => {
      const project = projectOf({ status: value ?? null } as ObjRow);
      return project ? <ProjectStatusTag status={project.status} /> : '';
    },
  };

  const rowActions = access.hasPermission('business:project:assign')
    ? (row: ObjRow) =>
        row.status === 'published' ? null : (
          <Button type="link" onClick={() => setAssigning(row)}>
            {t('project.assign')}
          </Button>
        )
    : undefined;

  return (
    <Card>
      <ObjectTable
        ref={table}
        objName={PROJECT_OBJECT}
        onAdd={access.hasPermission('business:project:add') ? () => setEditing(null) : undefined}
        onEdit={access.hasPermission('business:project:edit') ? edit : undefined}
        fallbackDictOptions={{ [PROJECT_STATUS_DICT]: statusOptions }}
        renderCell={renderCell}
        rowActions={rowActions}
      />
      {editing !== undefined && <ProjectFormModal row={editing} choices={choices} onClose={() => setEditing(undefined)} onSaved={saved} />}
      {assigning && <AssignModal row={assigning} choices={choices} onClose={() => setAssigning(null)} onSaved={saved} />}
    </Card>
  );
}
