/**
 * Runs a step that leaves the page (a navigation, signing out) at once when nothing is unsaved, and
 * after the page's own question (leaveGuard.ts) when something is: 确定 leaves, 取消 stays.
 */
import { useCallback } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentLeaveGuard } from './leaveGuard';

export function useConfirmLeave(): (leave: () => void) => void {
  const { t } = useTranslation('common');
  const { modal } = App.useApp();
  return useCallback(
    (leave: () => void) => {
      const guard = currentLeaveGuard();
      if (!guard) {
        leave();
        return;
      }
      modal.confirm({
        title: guard.title,
        content: guard.message,
        okText: t('common:confirm'),
        cancelText: t('common:cancel'),
        onOk: leave,
      });
    },
    [modal, t],
  );
}

/** navigate(to), asking first when the page holds unsaved work. */
export function useGuardedNavigate(): (to: string) => void {
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  return useCallback((to: string) => confirmLeave(() => navigate(to)), [confirmLeave, navigate]);
}
