/**
 * Idle logout of SPEC §4. The check runs every 30 minutes once the user has left /login1 or /login2.
 * lastTime (local storage) marks the start of an absence: leaving the sign-in page, then every time
 * the page is hidden or left while the watch runs. A mouse press clears it: the user is back.
 */
import { IDLE_TIMEOUT_MS } from '@pcf/shared';

/** The login pages after which the idle check starts (SPEC §4). */
export const IDLE_WATCH_LOGIN_PATHS = ['/login1', '/login2'] as const;

export function isIdleExpired(lastTime: number | null, now: number, timeoutMs: number = IDLE_TIMEOUT_MS): boolean {
  return lastTime !== null && now - lastTime > timeoutMs;
}

/** True on the navigation that leaves /login1 or /login2 for another page. */
export function leavesWatchedLogin(fromPath: string | null, toPath: string): boolean {
  const watched = (path: string | null) => (IDLE_WATCH_LOGIN_PATHS as readonly (string | null)[]).includes(path);
  return watched(fromPath) && !watched(toPath);
}

export interface IdleClock {
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface LastTimeStore {
  read(): number | null;
  write(time: number): void;
  clear(): void;
}

export interface IdleWatch {
  start(): void;
  stop(): void;
  readonly running: boolean;
  /** Run the check now (the interval calls this). */
  check(): void;
  onMousePress(): void;
  /** The user went away (left the sign-in page, hid or left this page); only counts while running. */
  markAway(): void;
}

export function createIdleWatch(clock: IdleClock, lastTime: LastTimeStore, onExpired: () => void): IdleWatch {
  let handle: unknown = null;
  const watch: IdleWatch = {
    get running() {
      return handle !== null;
    },
    start() {
      if (handle !== null) return;
      handle = clock.setInterval(() => watch.check(), IDLE_TIMEOUT_MS);
    },
    stop() {
      if (handle === null) return;
      clock.clearInterval(handle);
      handle = null;
    },
    check() {
      if (!isIdleExpired(lastTime.read(), clock.now())) return;
      watch.stop();
      lastTime.clear();
      onExpired();
    },
    onMousePress() {
      lastTime.clear();
    },
    markAway() {
      if (handle !== null) lastTime.write(clock.now());
    },
  };
  return watch;
}
