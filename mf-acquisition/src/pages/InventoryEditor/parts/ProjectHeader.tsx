/** The project whose inventory is entered: code, name, company, product, status (SPEC §4 colours) and declared unit. */
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ObjRow, ProjectStatus } from '@pcf/shared';
import { ACQUISITION_NS } from '../../../locales';
import { ProjectStatusTag } from '../../../parts/ProjectStatusTag';

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export function ProjectHeader({ project, status }: { project: ObjRow; status: ProjectStatus }) {
  const { t } = useTranslation(ACQUISITION_NS);
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'code', label: t('inventory.header.code'), children: text(project.code) },
        { key: 'name', label: t('inventory.header.name'), children: text(project.name) },
        { key: 'status', label: t('inventory.header.status'), children: <ProjectStatusTag status={status} /> },
        { key: 'company', label: t('inventory.header.company'), children: text(project.company_name) },
        { key: 'product', label: t('inventory.header.product'), children: text(project.product_model) },
        { key: 'unit', label: t('inventory.header.declaredUnit'), children: text(project.declared_unit_code) },
      ]}
    />
  );
}
