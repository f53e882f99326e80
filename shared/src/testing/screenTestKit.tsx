/**
 * `@pcf/shared/testing`: what the component tests of a screen share — the ObjFieldMeta builder of
 * their registry stand-ins, the JSON answer of msw handlers, the msw server's life around a test
 * file, the providers a screen renders in (a session store, antd's App without motion, styles
 * kept out of the document), a field's value entered at once, a user whose clicks reach antd's
 * popups, a page rendered at an address beside where it has navigated to, and text queries of
 * buttons and table rows (role queries compute the styles of the whole antd table and take seconds
 * each). Test code only: never imported by app code.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { StyleProvider } from '@ant-design/cssinjs';
import { App, ConfigProvider } from 'antd';
import { HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ApiEnvelope, ObjFieldMeta } from '../contracts';
import { createInjectableStore, sessionSlice } from '../session';
import type { SessionState } from '../session';
import { setLanguage } from '../i18n';

/** A registered field as the metadata call answers it: searchable, sortable, listed, read-only. */
export const objField = (name: string, type: ObjFieldMeta['type'], label: string, extra: Partial<ObjFieldMeta> = {}): ObjFieldMeta => ({
  name,
  type,
  label,
  labelZh: label,
  labelEn: name,
  dictType: null,
  required: false,
  searchable: true,
  sortable: true,
  shownInList: true,
  readOnly: true,
  maxLength: null,
  order: 0,
  ...extra,
});

/** A successful answer of the platform's envelope. */
export const ok = <T,>(data: T, msg = '操作成功') => HttpResponse.json({ code: 200, msg, data } satisfies ApiEnvelope<T>);

/** An msw server for the test file: listening (unhandled requests fail) before the tests, reset after each, closed at the end. */
export function setupTestServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

const styleSink = document.createElement('div');

/**
 * antd without motion, its CSS-in-JS styles in a detached node: jsdom's getComputedStyle (popup
 * alignment, role queries, user-event's pointer checks) parses every style sheet of the document,
 * seconds per step once antd has added its own. For tests that render their own providers inside.
 */
export function TestStyles({ children }: { children: ReactNode }): ReactElement {
  return (
    <StyleProvider container={styleSink}>
      <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>
    </StyleProvider>
  );
}

/**
 * Renders a screen in antd's App (small, without motion), its styles kept out of the document; with
 * a session (roles, permissions, ...) inside a store holding it.
 */
export function renderScreen(ui: ReactNode, session?: Partial<SessionState>): ReturnType<typeof render> {
  const themed: ReactElement = (
    <TestStyles>
      <ConfigProvider componentSize="small">
        <App>{ui}</App>
      </ConfigProvider>
    </TestStyles>
  );
  if (!session) return render(themed);
  const store = createInjectableStore({ session: { ...sessionSlice.getInitialState(), ...session } });
  return render(<Provider store={store}>{themed}</Provider>);
}

/**
 * Replaces a field's value at once (a paste): for tests of the value, not of typing, which re-renders
 * the form at every key.
 */
export async function enterValue(user: Pick<UserEvent, 'clear' | 'paste'>, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  await user.paste(value);
}

/** A user whose clicks reach antd's popups (user-event's pointer-events check would refuse them). */
export const newUser = (): UserEvent => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Every test of the file reads the screens in Chinese (SPEC's words), the remote's texts registered first. */
export function inChinese(registerLocales: () => void): void {
  beforeAll(async () => {
    registerLocales();
    await setLanguage('zh-CN');
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** A page at `url` (see renderScreen for `session`); the test id `where` shows where it has navigated. */
export function renderAt(page: ReactElement, url: string, session?: Partial<SessionState>): ReturnType<typeof render> {
  return renderScreen(
    <MemoryRouter initialEntries={[url]}>
      {page}
      <Where />
    </MemoryRouter>,
    session,
  );
}

/** The first button showing `name`. */
export function button(name: string, inside: HTMLElement = document.body): HTMLButtonElement {
  const found = within(inside)
    .getAllByText(name)
    .map((el) => el.closest('button'))
    .find((b): b is HTMLButtonElement => b !== null);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** The table row that holds `text`. */
export function rowOf(text: string, inside: HTMLElement = document.body): HTMLElement {
  const row = within(inside)
    .getAllByText(text)
    .find((el) => el.closest('tr.ant-table-row'))
    ?.closest<HTMLElement>('tr');
  if (!row) throw new Error(`no row ${text}`);
  return row;
}

export { describeLocaleParity } from './localeParity';
