import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { renderHook } from '@testing-library/react';
import { createInjectableStore } from '../session/store';
import { useSession } from '../session/hooks';
import { accessOf, useAccess } from './access';

describe('accessOf', () => {
  it('makes the admin role an administrator who sees the tree edit icons', () => {
    const access = accessOf({ roles: ['admin'], permissions: [] });
    expect(access.isAdmin).toBe(true);
    expect(access.userAdminShow).toBe(true);
  });

  it('makes the all-permission holder an administrator with every permission', () => {
    const access = accessOf({ roles: ['ROLE_DEFAULT'], permissions: ['*:*:*'] });
    expect(access.isAdmin).toBe(true);
    expect(access.hasPermission('system:user:add')).toBe(true);
  });

  it('shows the tree edit icons to a non-admin holding business:directory:edit', () => {
    const access = accessOf({ roles: ['enterprise'], permissions: ['business:directory:edit'] });
    expect(access.isAdmin).toBe(false);
    expect(access.userAdminShow).toBe(true);
  });

  it('hides them from everybody else', () => {
    const access = accessOf({ roles: ['ROLE_DEFAULT'], permissions: ['business:directory:list'] });
    expect(access).toMatchObject({ isAdmin: false, userAdminShow: false });
    expect(access.hasPermission('business:directory:list')).toBe(true);
    expect(access.hasPermission('system:user:add')).toBe(false);
  });
});

describe('useAccess', () => {
  it('answers for the session in the store', () => {
    const store = createInjectableStore({
      session: { ...createInjectableStore().getState().session, roles: ['admin'], permissions: [] },
    });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => ({ access: useAccess(), session: useSession() }), { wrapper });
    expect(result.current.access.userAdminShow).toBe(true);
    expect(result.current.session.roles).toEqual(['admin']);
  });
});
