/**
 * The modal of a form that saves: 保存 and 取消, the save's spinner, closed only by its buttons (a
 * stray click on the mask would lose what was typed), its fields dropped when it closes. Pairs with
 * useModalSave, whose `saving` and `submit` it takes.
 */
import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface FormModalProps {
  title: ReactNode;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  width?: number;
  /** 保存 unavailable (e.g. while the row to edit is still loading). */
  saveDisabled?: boolean;
  /** The save button's word when it is not 保存 (确定, 驳回 ...). */
  okText?: ReactNode;
  children: ReactNode;
}

export function FormModal({ title, saving, onSave, onClose, width, saveDisabled, okText, children }: FormModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open
      width={width}
      title={title}
      okText={okText ?? t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      okButtonProps={saveDisabled ? { disabled: true } : undefined}
      onOk={onSave}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {children}
    </Modal>
  );
}
