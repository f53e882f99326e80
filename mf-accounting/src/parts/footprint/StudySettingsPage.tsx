/**
 * A footprint page about one project's study settings (?projectId=): the states before them (no
 * project named, loading, failed with a retry), then the page's content for the settings read.
 * Another project remounts the content, so nothing of one project shows under another.
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StudySettingsReply } from '@pcf/shared';
import { NothingChosen, PageFailed, PageLoading } from './PageStates';
import { idParam } from './paths';
import { useStudySettings } from './useStudySettings';

interface StudySettingsPageProps {
  title: string;
  children: (reply: StudySettingsReply) => ReactNode;
}

export function StudySettingsPage({ title, children }: StudySettingsPageProps) {
  const [params] = useSearchParams();
  const projectId = idParam(params.get('projectId'));
  if (projectId === null) return <NothingChosen title={title} />;
  return (
    <SettingsLoader key={projectId} projectId={projectId} title={title}>
      {children}
    </SettingsLoader>
  );
}

function SettingsLoader({ projectId, title, children }: StudySettingsPageProps & { projectId: number }) {
  const { load, retry } = useStudySettings(projectId);
  if (load.status === 'loading') return <PageLoading title={title} />;
  if (load.status === 'failed') return <PageFailed title={title} message={load.message} onRetry={retry} />;
  return children(load.reply);
}
