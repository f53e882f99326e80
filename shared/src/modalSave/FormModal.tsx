/**
 * The modal of a form that saves: 保存 and 取消, the save's spinner, closed only by its buttons (a
 * stray click on the mask would lose what was typed), its fields dropped when it closes. Pairs with
 * useModalSave, whose `saving`, `submit` and `refusal` it takes.
 */
import type { ReactNode } from 'react';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface FormModalProps {
  title: ReactNode;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  width?: number;
  /** 保存 unavailable (e.g. while the row to edit is still loading). */
  saveDisabled?: boolean;
  /** The save button's word when it is not 保存 (确定, 驳回, 上传 ...). */
  okText?: ReactNode;
  /** The save button in red: the save undoes someone's work (驳回, 退回). */
  danger?: boolean;
  /** The server's refusal of the last save (useModalSave's `refusal`), above the form. */
  refusal?: string | null;
  /** 取消 stays available while saving: an upload, which closing the modal aborts (useModalSave's transfer). */
  cancelWhileSaving?: boolean;
  /** The buttons once the form has given way to what its save produced (an upload's result). */
  footer?: ReactNode;
  children: ReactNode;
}

export function FormModal({
  title,
  saving,
  onSave,
  onClose,
  width,
  saveDisabled,
  okText,
  danger,
  refusal,
  cancelWhileSaving,
  footer,
  children,
}: FormModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open
      width={width}
      title={title}
      okText={okText ?? t('common:save')}
      cancelText={t('common:cancel')}
      // antd ignores 取消 during confirmLoading: an abortable save spins the button alone
      confirmLoading={cancelWhileSaving ? false : saving}
      okButtonProps={{ disabled: saveDisabled, danger, ...(cancelWhileSaving ? { loading: saving } : {}) }}
      onOk={onSave}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      {...(footer === undefined ? {} : { footer })}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      {children}
    </Modal>
  );
}
