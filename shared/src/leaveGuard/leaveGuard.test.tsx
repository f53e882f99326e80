import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { currentLeaveGuard, holdLeaveGuard, useLeaveGuard, type LeaveGuard } from './leaveGuard';
import { useGuardedNavigate } from './useConfirmLeave';
import { newUser, renderScreen } from '../testing/screenTestKit';
import { setLanguage } from '../i18n';

const UNSAVED: LeaveGuard = { title: '警告', message: '有未保存的修改，确定离开吗？' };

const beforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leave guards', () => {
  it('hold the newest unsaved work until released, and make the browser ask before unloading meanwhile', () => {
    expect(currentLeaveGuard()).toBeNull();
    expect(beforeUnload()).toBe(false);
    const releaseFirst = holdLeaveGuard({ title: 'a', message: 'first' });
    const releaseSecond = holdLeaveGuard({ title: 'b', message: 'second' });
    expect(currentLeaveGuard()?.message).toBe('second');
    expect(beforeUnload()).toBe(true);
    releaseSecond();
    releaseSecond(); // a second release changes nothing
    expect(currentLeaveGuard()?.message).toBe('first');
    releaseFirst();
    expect(currentLeaveGuard()).toBeNull();
    expect(beforeUnload()).toBe(false);
  });

  it('are held by a page while it has unsaved work, and released when it has none or is gone', () => {
    function Page({ dirty }: { dirty: boolean }) {
      useLeaveGuard(dirty ? UNSAVED : null);
      return null;
    }
    const { rerender, unmount } = render(<Page dirty={false} />);
    expect(currentLeaveGuard()).toBeNull();
    rerender(<Page dirty />);
    expect(currentLeaveGuard()).toEqual(UNSAVED);
    rerender(<Page dirty={false} />);
    expect(currentLeaveGuard()).toBeNull();
    rerender(<Page dirty />);
    unmount();
    expect(currentLeaveGuard()).toBeNull();
  });
});

describe('useGuardedNavigate', () => {
  beforeAll(() => setLanguage('zh-CN'));

  function Where() {
    return <output data-testid="where">{useLocation().pathname}</output>;
  }
  function Menu() {
    const go = useGuardedNavigate();
    return (
      <button type="button" onClick={() => go('/elsewhere')}>
        去别处
      </button>
    );
  }
  const renderMenu = () =>
    renderScreen(
      <MemoryRouter initialEntries={['/inventory']}>
        <Menu />
        <Where />
      </MemoryRouter>,
    );

  it('navigates at once when nothing is unsaved', async () => {
    renderMenu();
    await newUser().click(screen.getByText('去别处'));
    expect(screen.getByTestId('where')).toHaveTextContent('/elsewhere');
    expect(screen.queryByText(UNSAVED.message)).not.toBeInTheDocument();
  });

  it("asks with the page's words first: 取消 stays, 确定 leaves", async () => {
    const release = holdLeaveGuard(UNSAVED);
    try {
      const user = newUser();
      renderMenu();
      await user.click(screen.getByText('去别处'));
      expect(await screen.findByText(UNSAVED.message)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /取\s?消/ }));
      await waitFor(() => expect(screen.queryByText(UNSAVED.message)).not.toBeInTheDocument());
      expect(screen.getByTestId('where')).toHaveTextContent('/inventory');

      await user.click(screen.getByText('去别处'));
      await screen.findByText(UNSAVED.message);
      await user.click(screen.getByRole('button', { name: /确\s?定/ }));
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/elsewhere'));
    } finally {
      release();
    }
  });
});
