/** Wires the idle rules of SPEC §4 to the page: navigation, mouse presses, the page being hidden or left. */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { readLastTime, removeLocal, useSession, writeLocal } from '@pcf/shared';
import { useSignOut } from '../session/useSignOut';
import { createIdleWatch, leavesWatchedLogin } from './idleRules';
import type { IdleClock, IdleWatch, LastTimeStore } from './idleRules';

const browserClock: IdleClock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
};

const localLastTime: LastTimeStore = {
  read: readLastTime,
  write: (time) => writeLocal('lastTime', time),
  clear: () => removeLocal('lastTime'),
};

export function IdleLogoutWatch() {
  const { pathname } = useLocation();
  const { token } = useSession();
  const signOut = useSignOut();
  const signOutRef = useRef(signOut);
  signOutRef.current = signOut;
  const watchRef = useRef<IdleWatch | null>(null);
  watchRef.current ??= createIdleWatch(browserClock, localLastTime, () => void signOutRef.current());
  const watch = watchRef.current;
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    if (token && leavesWatchedLogin(previousPath.current, pathname)) {
      watch.start();
      watch.markAway();
    }
    previousPath.current = pathname;
  }, [pathname, token, watch]);

  // after a reload: a recorded absence means the watch was running when the page went away
  useEffect(() => {
    if (token && readLastTime() !== null) {
      watch.start();
      watch.check();
    }
    // only on the first render of the page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!token) watch.stop();
  }, [token, watch]);

  useEffect(() => {
    const onMouseDown = () => watch.onMousePress();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') watch.markAway();
    };
    const onPageHide = () => watch.markAway();
    document.addEventListener('mousedown', onMouseDown, true);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('mousedown', onMouseDown, true);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      watch.stop();
    };
  }, [watch]);

  return null;
}
