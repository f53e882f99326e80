/** Renders a component the way the shell does: inside the store and antd's <App> (tests only). */
import type { ReactElement } from 'react';
import { configure, render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { PERMISSION_ALL } from '../../contracts';
import { createInjectableStore, sessionSlice } from '../../session';

// antd dialogs and dropdowns render in portals after several frames; a busy machine needs more than 1 s
configure({ asyncUtilTimeout: 5000 });

export function renderWithSession(ui: ReactElement, { admin = true }: { admin?: boolean } = {}) {
  const store = createInjectableStore({
    session: { ...sessionSlice.getInitialState(), roles: ['ROLE_DEFAULT'], permissions: admin ? [PERMISSION_ALL] : [] },
  });
  return render(
    <Provider store={store}>
      {/* no animations: jsdom has no layout to animate and the suites run much faster */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>{ui}</App>
      </ConfigProvider>
    </Provider>,
  );
}

/**
 * The open dialog with this title. Not by accessible name: under test every antd id is
 * 'test-id', so aria-labelledby can point at an open tooltip instead of the dialog's title.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const titles = await screen.findAllByText(title, { selector: '.ant-modal-title' });
  const dialog = titles[0].closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog titled ${title}`);
  return dialog;
}

export function queryDialog(title: string): HTMLElement | null {
  return screen.queryAllByText(title, { selector: '.ant-modal-title' })[0]?.closest<HTMLElement>('[role="dialog"]') ?? null;
}
