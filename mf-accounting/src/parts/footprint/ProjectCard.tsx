/** A footprint page's card about one project: its title, then the project's status and the way back to the list. */
import type { ReactNode } from 'react';
import { Card, Space } from 'antd';
import type { ProjectStatus } from '@pcf/shared';
import { ProjectStatusTag } from '../../pages/ProjectManagement/parts/ProjectStatusTag';
import { BackToList } from './PageStates';

export function ProjectCard({ title, status, children }: { title: string; status: ProjectStatus | null; children: ReactNode }) {
  return (
    <Card
      title={title}
      extra={
        <Space>
          {status && <ProjectStatusTag status={status} />}
          <BackToList />
        </Space>
      }
    >
      {children}
    </Card>
  );
}
