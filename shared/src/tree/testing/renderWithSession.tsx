/** Renders a component the way the shell does: inside the store and antd's <App> (tests only). */
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { PERMISSION_ALL } from '../../contracts';
import { renderScreen } from '../../testing/screenTestKit';

// antd dialogs and dropdowns render in portals after several frames; a busy machine needs more than 1 s

/** In the screen test kit's providers (no motion, styles kept out of the document: each jsdom style read parsed them all). */
export function renderWithSession(ui: ReactElement, { admin = true }: { admin?: boolean } = {}) {
  return renderScreen(ui, { roles: ['ROLE_DEFAULT'], permissions: admin ? [PERMISSION_ALL] : [] });
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
