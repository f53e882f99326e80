/** Deleting a document with its links and file (POST /rest/evidence/delete), after the standard confirm of SPEC §8. */
import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_OK, messageOf } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { evidenceApi } from '../api';

export function useEvidenceDeletion(onDeleted: (id: number) => void): (id: number) => void {
  const { t } = useTranslation([DATABASE_NS, 'common']);
  const { message, modal } = App.useApp();
  return useCallback(
    (id: number) => {
      modal.confirm({
        title: t('common:warning'),
        content: t('common:deleteConfirm'),
        okText: t('common:confirm'),
        okButtonProps: { danger: true },
        cancelText: t('common:cancel'),
        onCancel: () => {
          message.info(t('common:deleteCancelled'));
        },
        onOk: async () => {
          try {
            const envelope = await evidenceApi.remove({ id });
            if (envelope.code !== CODE_OK) {
              message.error(messageOf(envelope));
              return;
            }
            message.success(t('common:deleteSuccess'));
            onDeleted(id);
          } catch {
            // the shared client has shown it
          }
        },
      });
    },
    [message, modal, onDeleted, t],
  );
}
