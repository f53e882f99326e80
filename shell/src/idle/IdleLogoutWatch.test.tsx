import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { useNavigate } from 'react-router-dom';
import { IDLE_TIMEOUT_MS, setToken } from '@pcf/shared';
import { envelope } from '../testing/envelope';
import { renderShell, sessionState } from '../testing/renderShell';
import { IdleLogoutWatch } from './IdleLogoutWatch';

const server = setupServer(http.post('/rest/logout', () => envelope(null)));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  jest.useRealTimers();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

function LeaveButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/businessAccounting/directory')}>
      leave
    </button>
  );
}

function renderWatchOn(path: string) {
  setToken('token-1');
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  return renderShell(
    <>
      <IdleLogoutWatch />
      <LeaveButton />
    </>,
    { path, preloadedState: sessionState({ token: 'token-1', userid: 1 }) },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('IdleLogoutWatch', () => {
  it('after leaving /login1, logs out at the check once more than 30 minutes passed without a mouse press', async () => {
    renderWatchOn('/login1');
    act(() => screen.getByRole('button', { name: 'leave' }).click());
    expect(localStorage.getItem('lastTime')).not.toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(IDLE_TIMEOUT_MS);
    });
    expect(location()).toBe('/businessAccounting/directory');
    await act(async () => {
      jest.advanceTimersByTime(IDLE_TIMEOUT_MS);
    });
    jest.useRealTimers();
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('a mouse press clears lastTime, so the check finds nothing to time out', async () => {
    renderWatchOn('/login2');
    act(() => screen.getByRole('button', { name: 'leave' }).click());
    act(() => {
      document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    expect(localStorage.getItem('lastTime')).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(3 * IDLE_TIMEOUT_MS);
    });
    expect(location()).toBe('/businessAccounting/directory');
  });

  it('does not watch a session that signed in through /login', async () => {
    renderWatchOn('/login');
    act(() => screen.getByRole('button', { name: 'leave' }).click());
    expect(localStorage.getItem('lastTime')).toBeNull();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(localStorage.getItem('lastTime')).toBeNull();
  });

  it('records when the page is left while the watch runs', async () => {
    renderWatchOn('/login1');
    act(() => screen.getByRole('button', { name: 'leave' }).click());
    act(() => {
      document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    expect(localStorage.getItem('lastTime')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(Number(localStorage.getItem('lastTime'))).toBe(Date.now());
  });
});
