import { IDLE_TIMEOUT_MS } from '@pcf/shared';
import { createIdleWatch, isIdleExpired, leavesWatchedLogin, type IdleClock, type LastTimeStore } from './idleRules';

function fakeClock(start: number) {
  let now = start;
  let timers: { callback: () => void; every: number; next: number; id: number }[] = [];
  let ids = 0;
  const clock: IdleClock = {
    now: () => now,
    setInterval(callback, ms) {
      ids += 1;
      timers.push({ callback, every: ms, next: now + ms, id: ids });
      return ids;
    },
    clearInterval(handle) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = timers.filter((timer) => timer.next <= end).sort((x, y) => x.next - y.next)[0];
      if (!due) break;
      now = due.next;
      due.next += due.every;
      due.callback();
    }
    now = end;
  };
  return { clock, advance, pending: () => timers.length };
}

function memoryStore(): LastTimeStore & { value: number | null } {
  return {
    value: null,
    read() {
      return this.value;
    },
    write(time) {
      this.value = time;
    },
    clear() {
      this.value = null;
    },
  };
}

const MINUTE = 60 * 1000;

describe('isIdleExpired', () => {
  it('is false without a lastTime', () => {
    expect(isIdleExpired(null, 10 * IDLE_TIMEOUT_MS)).toBe(false);
  });
  it('is false at exactly 30 minutes and true after', () => {
    expect(isIdleExpired(0, IDLE_TIMEOUT_MS)).toBe(false);
    expect(isIdleExpired(0, IDLE_TIMEOUT_MS + 1)).toBe(true);
  });
});

describe('leavesWatchedLogin', () => {
  it('starts the watch when leaving /login1 or /login2 for another page', () => {
    expect(leavesWatchedLogin('/login1', '/system/user')).toBe(true);
    expect(leavesWatchedLogin('/login2', '/businessAccounting/directory')).toBe(true);
  });
  it('does not start it for /login, for the first page load or between the two logins', () => {
    expect(leavesWatchedLogin('/login', '/system/user')).toBe(false);
    expect(leavesWatchedLogin(null, '/system/user')).toBe(false);
    expect(leavesWatchedLogin('/login1', '/login2')).toBe(false);
  });
});

describe('createIdleWatch', () => {
  it('checks every 30 minutes and logs out when the page was left more than 30 minutes ago', () => {
    const { clock, advance } = fakeClock(0);
    const store = memoryStore();
    const onExpired = jest.fn();
    const watch = createIdleWatch(clock, store, onExpired);
    watch.start();
    advance(5 * MINUTE);
    watch.markAway();
    advance(25 * MINUTE); // first check at 30 min: left 25 min ago
    expect(onExpired).not.toHaveBeenCalled();
    advance(30 * MINUTE); // second check at 60 min: left 55 min ago
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(store.value).toBeNull();
    expect(watch.running).toBe(false);
  });

  it('never logs out while there is no lastTime', () => {
    const { clock, advance } = fakeClock(0);
    const onExpired = jest.fn();
    createIdleWatch(clock, memoryStore(), onExpired).start();
    advance(10 * IDLE_TIMEOUT_MS);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('a mouse press clears lastTime, so the user stays signed in', () => {
    const { clock, advance } = fakeClock(0);
    const store = memoryStore();
    const onExpired = jest.fn();
    const watch = createIdleWatch(clock, store, onExpired);
    watch.start();
    watch.markAway();
    advance(29 * MINUTE);
    watch.onMousePress();
    advance(3 * IDLE_TIMEOUT_MS);
    expect(onExpired).not.toHaveBeenCalled();
    expect(store.value).toBeNull();
  });

  it('logs out on the first check after coming back to a page left long ago', () => {
    const { clock, advance } = fakeClock(1_000_000);
    const store = memoryStore();
    store.value = 1_000_000 - 2 * IDLE_TIMEOUT_MS;
    const onExpired = jest.fn();
    createIdleWatch(clock, store, onExpired).start();
    advance(IDLE_TIMEOUT_MS);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('logs out when no mouse press follows leaving the sign-in page for more than 30 minutes', () => {
    const { clock, advance } = fakeClock(0);
    const onExpired = jest.fn();
    const watch = createIdleWatch(clock, memoryStore(), onExpired);
    watch.start();
    watch.markAway();
    advance(IDLE_TIMEOUT_MS);
    expect(onExpired).not.toHaveBeenCalled();
    advance(IDLE_TIMEOUT_MS);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('does not record absences before the watch runs', () => {
    const { clock } = fakeClock(0);
    const store = memoryStore();
    createIdleWatch(clock, store, jest.fn()).markAway();
    expect(store.value).toBeNull();
  });

  it('starts one interval only and stops it', () => {
    const { clock, pending } = fakeClock(0);
    const watch = createIdleWatch(clock, memoryStore(), jest.fn());
    watch.start();
    watch.start();
    expect(pending()).toBe(1);
    watch.stop();
    expect(pending()).toBe(0);
  });
});
