/**
 * The standard delete of SPEC §8: 警告 / 此操作将永久删除该记录, 是否继续? with 确定 and 取消; 已取消删除 on cancel;
 * after the call 删除成功! or the server's own words. A failed request has been shown by the shared
 * client. One home for the confirm of ObjectTable and of every screen that deletes by its own route.
 *
 * `remove` sends the delete of a target; `onDeleted` runs after it succeeded. The returned function
 * is stable: it always calls the latest `remove` and `onDeleted`.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_OK } from '../contracts';
import type { ApiEnvelope } from '../contracts';
import { messageOf } from '../http/request';

export interface ConfirmDeleteOptions {
  /** The confirm's OK button in the danger colour. */
  danger?: boolean;
}

export function useConfirmDelete<T>(
  remove: (target: T) => Promise<ApiEnvelope<unknown>>,
  onDeleted: (target: T) => void,
  { danger = false }: ConfirmDeleteOptions = {},
): (target: T) => void {
  const { t } = useTranslation('common');
  const { message, modal } = App.useApp();
  const latest = useRef({ remove, onDeleted });
  useLayoutEffect(() => {
    latest.current = { remove, onDeleted };
  });
  return useCallback(
    (target: T) => {
      modal.confirm({
        title: t('common:warning'),
        content: t('common:deleteConfirm'),
        okText: t('common:confirm'),
        ...(danger ? { okButtonProps: { danger: true } } : {}),
        cancelText: t('common:cancel'),
        onCancel: () => {
          message.info(t('common:deleteCancelled'));
        },
        onOk: async () => {
          try {
            const envelope = await latest.current.remove(target);
            if (envelope.code !== CODE_OK) {
              message.error(messageOf(envelope));
              return;
            }
            message.success(t('common:deleteSuccess'));
            latest.current.onDeleted(target);
          } catch {
            // the shared client has shown it
          }
        },
      });
    },
    [danger, message, modal, t],
  );
}
