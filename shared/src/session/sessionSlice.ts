/** The session of SPEC §3 "Session state", kept in the shell's one store. */
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { CODE_OK, ROLE_DEFAULT, THEME_COLOR } from '../contracts';
import type { CaptchaLoginRequest, MenuItem, MenuMessageId, TypedLoginRequest, UserInfo } from '../contracts';
import { authApi } from '../http/authApi';
import { profileApi } from '../http/profileApi';
import { messageOf } from '../http/request';
import { i18n } from '../i18n';
import { clearSessionTraces, getToken, setIdentityCookies, setToken, writeLocal } from './storage';

export interface SessionState {
  token: string;
  deptid: number | null;
  /** Display name of the user. */
  name: string;
  /** Avatar image URL; '' when the user has none. */
  avatar: string;
  roles: string[];
  userid: number | null;
  permissions: string[];
  industry: string | null;
  /** Configured labels that replace menu titles (SPEC §3). */
  user_title: string | null;
  trainer_title: string | null;
  /** Theme colour. */
  theme: string;
  menusList: MenuItem[];
  /** Logo image URLs on dark and on purple backgrounds; the shell supplies its assets. */
  logoDark: string;
  logoPurple: string;
  company_id: number | null;
  company_name: string | null;
  /** name-account, joined by a hyphen. */
  all_name: string;
}

export interface RootStateWithSession {
  session: SessionState;
}

function signedOutState(): SessionState {
  return {
    token: getToken() ?? '',
    deptid: null,
    name: '',
    avatar: '',
    roles: [],
    userid: null,
    permissions: [],
    industry: null,
    user_title: null,
    trainer_title: null,
    theme: THEME_COLOR,
    menusList: [],
    logoDark: '',
    logoPurple: '',
    company_id: null,
    company_name: null,
    all_name: '',
  };
}

const createSessionThunk = createAsyncThunk.withTypes<{ state: RootStateWithSession; rejectValue: string }>();

/** Sign-in on /login. Rejects with the server's message (shown 6000 ms by the page, SPEC §8). */
export const loginWithCaptcha = createSessionThunk('session/loginWithCaptcha', async (body: CaptchaLoginRequest, { rejectWithValue }) => {
  const envelope = await authApi.loginWithCaptcha(body);
  if (envelope.code !== CODE_OK || !envelope.data?.token) return rejectWithValue(messageOf(envelope));
  setToken(envelope.data.token);
  return envelope.data.token;
});

/** Sign-in on /login1 (enterprise) and /login2 (review). */
export const typedLogin = createSessionThunk('session/typedLogin', async (body: TypedLoginRequest, { rejectWithValue }) => {
  const envelope = await authApi.typedLogin(body);
  if (envelope.code !== CODE_OK || !envelope.data?.token) return rejectWithValue(messageOf(envelope));
  setToken(envelope.data.token);
  return envelope.data.token;
});

/** SPEC §4 user info fetch: the locally kept values and the userid/deptid cookies follow it. */
export const fetchUserInfo = createSessionThunk('session/fetchUserInfo', async (_: void, { rejectWithValue }) => {
  const envelope = await authApi.getInfo();
  if (envelope.code !== CODE_OK || !envelope.data) return rejectWithValue(messageOf(envelope));
  const info: UserInfo = envelope.data;
  const { user } = info;
  writeLocal('userid', user.id);
  if (user.deptid !== null) writeLocal('deptid', user.deptid);
  writeLocal('username', user.account);
  writeLocal('all_name', `${user.name}-${user.account}`);
  writeLocal('capacity', user.user_type);
  setIdentityCookies(user.id, user.deptid);
  return info;
});

/** The server menus of the signed-in user and department (SPEC §6: admin variant by default). */
export const fetchMenus = createSessionThunk('session/fetchMenus', async (msgid: MenuMessageId | void, { getState, rejectWithValue }) => {
  const { userid, deptid } = getState().session;
  if (userid === null) return rejectWithValue(i18n.t('common:dataError'));
  const envelope = await authApi.menus(typeof msgid === 'string' ? msgid : 'getAdminMenuByUseridAndDeptid', userid, deptid);
  if (envelope.code !== CODE_OK || !envelope.data) return rejectWithValue(messageOf(envelope));
  return envelope.data.menus;
});

/**
 * SPEC §4 logout: the server revokes the token (best effort), then local storage, the token and
 * the identity cookies are cleared. Going to /login is the caller's (it owns the router).
 */
export const logout = createSessionThunk('session/logout', async () => {
  try {
    await authApi.logout();
  } catch {
    // the session ends locally whether or not the server could be told
  }
  clearSessionTraces();
});

function storeToken(state: SessionState, action: PayloadAction<string>) {
  state.token = action.payload;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOutState,
  reducers: {
    logosConfigured(state, action: PayloadAction<{ logoDark: string; logoPurple: string }>) {
      state.logoDark = action.payload.logoDark;
      state.logoPurple = action.payload.logoPurple;
    },
    themeChanged(state, action: PayloadAction<string>) {
      state.theme = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginWithCaptcha.fulfilled, storeToken)
      .addCase(typedLogin.fulfilled, storeToken)
      .addCase(fetchUserInfo.fulfilled, (state, { payload }) => {
        const { user } = payload;
        state.roles = payload.roles.length > 0 ? payload.roles : [ROLE_DEFAULT];
        state.permissions = payload.permissions;
        state.userid = user.id;
        state.deptid = user.deptid;
        state.company_id = user.company_id;
        state.company_name = user.company_name;
        state.name = user.name;
        state.all_name = `${user.name}-${user.account}`;
        state.avatar = user.avatar ? profileApi.avatarUrl(user.id, user.avatar) : '';
        state.industry = payload.industry;
        state.user_title = payload.user_title;
        state.trainer_title = payload.trainer_title;
      })
      .addCase(fetchMenus.fulfilled, (state, { payload }) => {
        state.menusList = payload;
      })
      // the user's data goes; the shell's theme and logos stay
      .addCase(logout.fulfilled, (state) => ({
        ...signedOutState(),
        token: '',
        theme: state.theme,
        logoDark: state.logoDark,
        logoPurple: state.logoPurple,
      }));
  },
});

export const { logosConfigured, themeChanged } = sessionSlice.actions;
