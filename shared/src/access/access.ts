/** What the signed-in user may do; screens ask this, never role names (ant-design-pro access). */
import { useMemo } from 'react';
import { PERMISSION_ALL, PERMISSION_DIRECTORY_EDIT, ROLE_ADMIN } from '../contracts';
import { useSession } from '../session/hooks';
import type { SessionState } from '../session/sessionSlice';

export interface Access {
  isAdmin: boolean;
  /** SPEC §6 user_admin_show: the tree's add, edit, delete and move icons. */
  userAdminShow: boolean;
  hasPermission(permission: string): boolean;
}

export function accessOf({ roles, permissions }: Pick<SessionState, 'roles' | 'permissions'>): Access {
  const hasPermission = (permission: string) => permissions.includes(PERMISSION_ALL) || permissions.includes(permission);
  const isAdmin = roles.includes(ROLE_ADMIN) || permissions.includes(PERMISSION_ALL);
  return { isAdmin, userAdminShow: isAdmin || hasPermission(PERMISSION_DIRECTORY_EDIT), hasPermission };
}

export function useAccess(): Access {
  const { roles, permissions } = useSession();
  return useMemo(() => accessOf({ roles, permissions }), [roles, permissions]);
}
