/** A project's status as a tag in the colour of SPEC §4 (grey not submitted, orange in progress, blue submitted, green approved, red returned). */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATUS_COLOURS } from '@pcf/shared';
import type { ProjectStatus } from '@pcf/shared';
import { ACQUISITION_NS } from '../locales';

/** SPEC §4's colours as antd tag colours (grey is antd's default tag). */
export function tagColourOf(status: ProjectStatus): string {
  const colour = PROJECT_STATUS_COLOURS[status];
  return colour === 'grey' ? 'default' : colour;
}

export function ProjectStatusTag({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation(ACQUISITION_NS);
  return (
    <Tag color={tagColourOf(status)} data-status={status}>
      {t(`entry.status.${status}`)}
    </Tag>
  );
}
