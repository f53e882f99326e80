/**
 * /system/user (用户管理): the users on the shared object table (sys_user, a read model of safe
 * columns): paging, sort, advanced search, column settings, export. Changes go through
 * /rest/user/* and their rules: create and edit in a modal form, delete with the standard texts
 * of SPEC §8, freeze and unfreeze, reset password, remove a role. The buttons act on the one
 * selected row; each shows only with its system:user:* right (the server checks them again).
 */
import { useRef, useState } from 'react';
import { App, Button, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf, useAccess } from '@pcf/shared';
import type { ObjRow, ObjectTableHandle } from '@pcf/shared';
import { ObjectTable, useConfirmDelete } from '@pcf/shared/ui';
import { SYSTEM_NS } from '../../locales';
import { SYS_USER_OBJECT, userApi } from './api';
import { ResetPasswordModal } from './parts/ResetPasswordModal';
import { UserFormModal } from './parts/UserFormModal';
import { UserRolesModal } from './parts/UserRolesModal';

type Dialog = { kind: 'form'; row: ObjRow | null } | { kind: 'password'; row: ObjRow } | { kind: 'roles'; row: ObjRow };

export default function UserPage() {
  const { t } = useTranslation([SYSTEM_NS, 'common']);
  const { message, modal } = App.useApp();
  const access = useAccess();
  const table = useRef<ObjectTableHandle>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const may = (button: string) => access.hasPermission(`system:user:${button}`);
  const mayEdit = may('edit');
  // the toolbar's own buttons act on the table's selection
  const selectionButtons = ['remove', 'freeze', 'resetPwd', 'removeRole'].filter(may);
  const reload = () => table.current?.reload();
  const confirmDelete = useConfirmDelete((rows: ObjRow[]) => {
    const ids = rows.map((row) => Number(row.id));
    return userApi.remove(ids.length === 1 ? { id: ids[0] } : { ids });
  }, reload);

  const oneSelected = (): ObjRow | null => table.current?.oneSelected() ?? null;

  const deleteSelected = () => {
    const rows = table.current?.rowsToDelete();
    if (rows) confirmDelete(rows);
  };

  const setFrozen = (row: ObjRow, frozen: boolean) => {
    const name = String(row.name ?? row.account ?? '');
    modal.confirm({
      title: t('common:systemTip'),
      content: t(frozen ? 'user.freezeConfirm' : 'user.unfreezeConfirm', { name }),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          const body = { id: Number(row.id) };
          const envelope = frozen ? await userApi.freeze(body) : await userApi.unfreeze(body);
          if (envelope.code !== 200) {
            message.error(messageOf(envelope));
            return;
          }
          message.success(t(frozen ? 'user.frozenDone' : 'user.unfrozenDone'));
          reload();
        } catch {
          // the shared client has shown it
        }
      },
    });
  };

  const withSelected = (act: (row: ObjRow) => void) => () => {
    const row = oneSelected();
    if (row) act(row);
  };

  const extra = selectionButtons.length > 0 && (
    <>
      {may('remove') && (
        <Button danger onClick={deleteSelected}>
          {t('common:delete')}
        </Button>
      )}
      {may('freeze') && (
        <>
          <Button onClick={withSelected((row) => setFrozen(row, true))}>{t('user.freeze')}</Button>
          <Button onClick={withSelected((row) => setFrozen(row, false))}>{t('user.unfreeze')}</Button>
        </>
      )}
      {may('resetPwd') && <Button onClick={withSelected((row) => setDialog({ kind: 'password', row }))}>{t('user.resetPassword')}</Button>}
      {may('removeRole') && <Button onClick={withSelected((row) => setDialog({ kind: 'roles', row }))}>{t('user.manageRoles')}</Button>}
    </>
  );

  // the frozen flag as a state a reader sees at a glance, not 是/否
  const renderCell = {
    frozen: (value: unknown) =>
      value === true ? <Tag color="error">{t('user.frozenState')}</Tag> : <Tag color="success">{t('user.activeState')}</Tag>,
  };

  const rowActions =
    may('freeze') || may('resetPwd')
      ? (row: ObjRow) => (
          <>
            {may('freeze') && (
              <Button type="link" onClick={() => setFrozen(row, row.frozen !== true)}>
                {t(row.frozen === true ? 'user.unfreeze' : 'user.freeze')}
              </Button>
            )}
            {may('resetPwd') && (
              <Button type="link" onClick={() => setDialog({ kind: 'password', row })}>
                {t('user.resetPassword')}
              </Button>
            )}
          </>
        )
      : undefined;

  return (
    <Card>
      <ObjectTable
        ref={table}
        objName={SYS_USER_OBJECT}
        onAdd={may('add') ? () => setDialog({ kind: 'form', row: null }) : undefined}
        onEdit={mayEdit ? (row) => setDialog({ kind: 'form', row }) : undefined}
        exportable={may('export')}
        selectable={selectionButtons.length > 0}
        renderCell={renderCell}
        rowActions={rowActions}
        toolbarExtra={extra || undefined}
      />
      {dialog?.kind === 'form' && (
        <UserFormModal
          row={dialog.row}
          platformAdmin={access.isAdmin}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'password' && <ResetPasswordModal row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'roles' && <UserRolesModal row={dialog.row} onClose={() => setDialog(null)} onChanged={reload} />}
    </Card>
  );
}
