/** A project's study settings (saved, or the defaults from its details), with a retry. */
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '@pcf/shared';
import type { StudySettingsReply } from '@pcf/shared';
import { footprintApi } from './api';

export type SettingsLoad =
  { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; reply: StudySettingsReply };

export function useStudySettings(projectId: number): { load: SettingsLoad; retry(): void } {
  const [load, setLoad] = useState<SettingsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setLoad({ status: 'loading' });
    footprintApi
      .settings(projectId)
      .then((envelope) => {
        if (!active) return;
        setLoad(
          envelope.code === 200 && envelope.data
            ? { status: 'ready', reply: envelope.data }
            : { status: 'failed', message: messageOf(envelope) },
        );
      })
      .catch(() => {
        // the shared client has shown why
        if (active) setLoad({ status: 'failed', message: null });
      });
    return () => {
      active = false;
    };
  }, [projectId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
}
