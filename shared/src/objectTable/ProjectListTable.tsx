/**
 * A list of projects (pcf_project through its own list route, which scopes the rows to the user) on
 * the object table, with the status as the remote's tag and a filter by status in the toolbar. The
 * screens differ in the statuses they list, the words they name them with and what a row offers.
 */
import { forwardRef, useMemo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Select } from 'antd';
import { PROJECT_OBJECT, PROJECT_STATUSES, PROJECT_STATUS_DICT, isProjectStatus, projectEndpoints } from '../contracts';
import type { ObjCondition, ObjRow, ObjValue, ProjectStatus } from '../contracts';
import { ObjectTable, type ObjectTableHandle } from './ObjectTable';

export interface ProjectListTableProps {
  /** The statuses listed and offered by the filter; without them every project is listed and every status offered. */
  statuses?: readonly ProjectStatus[];
  /** A status in the remote's words (keep it stable: the filter's options and the dictionary's fallback follow it). */
  statusLabel: (status: ProjectStatus) => string;
  /** The remote's tag of a status (its colours and words). */
  statusTag: ComponentType<{ status: ProjectStatus }>;
  filterLabel: string;
  filterPlaceholder: string;
  /** The screen's links in each row. */
  rowActions: (row: ObjRow) => ReactNode;
  /** The screen's own buttons, after the filter. */
  toolbarExtra?: ReactNode;
}

export const ProjectListTable = forwardRef<ObjectTableHandle, ProjectListTableProps>(function ProjectListTable(props, ref) {
  const { statuses, statusLabel, statusTag: StatusTag, filterLabel, filterPlaceholder, rowActions, toolbarExtra } = props;
  const [status, setStatus] = useState<ProjectStatus | undefined>(undefined);

  const statusOptions = useMemo(
    () => (statuses ?? PROJECT_STATUSES).map((value) => ({ value, label: statusLabel(value) })),
    [statuses, statusLabel],
  );
  const fallbackDictOptions = useMemo(() => ({ [PROJECT_STATUS_DICT]: statusOptions }), [statusOptions]);
  const baseConditions = useMemo<ObjCondition[]>(() => {
    if (status) return [{ field: 'status', operator: 'eq', value: status }];
    return statuses ? [{ field: 'status', operator: 'in', value: [...statuses] }] : [];
  }, [status, statuses]);
  const renderCell = useMemo(
    () => ({ status: (value: ObjValue | undefined) => (isProjectStatus(value) ? <StatusTag status={value} /> : '') }),
    [StatusTag],
  );

  return (
    <ObjectTable
      ref={ref}
      objName={PROJECT_OBJECT}
      pageEndpoint={projectEndpoints.page}
      baseConditions={baseConditions}
      fallbackDictOptions={fallbackDictOptions}
      renderCell={renderCell}
      rowActions={rowActions}
      toolbarExtra={
        <>
          <Select<ProjectStatus>
            allowClear
            aria-label={filterLabel}
            placeholder={filterPlaceholder}
            options={statusOptions}
            value={status}
            onChange={(value) => setStatus(value ?? undefined)}
            style={{ width: 160 }}
          />
          {toolbarExtra}
        </>
      }
    />
  );
});
