export {
  sessionSlice,
  loginWithCaptcha,
  typedLogin,
  fetchUserInfo,
  fetchMenus,
  logout,
  logosConfigured,
  themeChanged,
} from './sessionSlice';
export type { SessionState, RootStateWithSession } from './sessionSlice';
export { rootReducer, createInjectableStore } from './store';
export type { LazyLoadedSlices, RootState, AppStore, AppDispatch } from './store';
export { useSession, useAppDispatch, useAppSelector } from './hooks';
export {
  LOCAL_KEYS,
  USERID_COOKIE,
  DEPTID_COOKIE,
  readLocal,
  writeLocal,
  removeLocal,
  readLastTime,
  readMenuCollapsed,
  getToken,
  setToken,
  removeToken,
  setIdentityCookies,
  removeIdentityCookies,
  clearAllCookies,
  clearSessionTraces,
} from './storage';
export type { LocalKey } from './storage';
