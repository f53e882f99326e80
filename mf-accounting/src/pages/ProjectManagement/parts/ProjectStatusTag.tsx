/** A project's status as a tag in the colour of SPEC §4 (grey not submitted, orange in progress, blue submitted, green approved, red returned). */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '@pcf/shared';
import { ACCOUNTING_NS } from '../../../locales';
import { tagColourOf } from '../projectRows';

export function ProjectStatusTag({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation(ACCOUNTING_NS);
  return (
    <Tag color={tagColourOf(status)} data-status={status}>
      {t(`project.status.${status}`)}
    </Tag>
  );
}
