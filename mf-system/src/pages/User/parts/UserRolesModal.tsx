/** The roles of one user as closable tags; closing one asks first, then /rest/user/removeRole. */
import { useState } from 'react';
import { App, Empty, Modal, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@pcf/shared';
import type { ObjRow } from '@pcf/shared';
import { SYSTEM_NS } from '../../../locales';
import { rolesOf, userApi } from '../api';

export function UserRolesModal({ row, onClose, onChanged }: { row: ObjRow; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const { message, modal } = App.useApp();
  const [roles, setRoles] = useState(() => rolesOf(row));

  const confirmRemove = (role: { id: number; name: string }) => {
    modal.confirm({
      title: t('common:warning'),
      content: t('user.removeRoleConfirm', { role: role.name, name: String(row.name ?? '') }),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          const envelope = await userApi.removeRole({ userId: Number(row.id), roleId: role.id });
          if (envelope.code !== 200) {
            message.error(messageOf(envelope));
            return;
          }
          message.success(t('user.roleRemoved'));
          setRoles((all) => all.filter((r) => r.id !== role.id));
          onChanged();
        } catch {
          // the shared client has shown it
        }
      },
    });
  };

  return (
    // each tag's removal is its own confirmed change, nothing to save: a plain Modal rather than FormModal
    <Modal open title={t('user.rolesOf', { name: String(row.name ?? '') })} footer={null} onCancel={onClose} destroyOnHidden>
      {roles.length === 0 ? (
        <Empty description={t('user.noRoles')} />
      ) : (
        <Space wrap>
          {roles.map((role) => (
            <Tag
              key={role.id}
              closable
              closeIcon={<span aria-label={t('user.removeRole', { role: role.name })}>×</span>}
              onClose={(event) => {
                // the tag stays until the server has removed the role
                event.preventDefault();
                confirmRemove(role);
              }}
            >
              {role.name}
            </Tag>
          ))}
        </Space>
      )}
    </Modal>
  );
}
