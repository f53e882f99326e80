/** Session calls of SPEC §7 used by the shell's sign-in pages, layout and session slice. */
import { API } from '../contracts';
import type {
  CaptchaImage,
  CaptchaLoginRequest,
  LoginResult,
  MenuMessageId,
  MenuResult,
  RemoteDescriptor,
  TypedLoginRequest,
  UserInfo,
} from '../contracts';
import { get, post, postJson } from './request';

export const authApi = {
  captchaImage: () => get<CaptchaImage>(API.captchaImage),
  /** Credentials travel in a JSON body, never in the query string. */
  loginWithCaptcha: (body: CaptchaLoginRequest) => postJson<LoginResult>(API.loginWithCaptcha, body),
  typedLogin: (body: TypedLoginRequest) => postJson<LoginResult>(API.typedLogin, body),
  /** The token goes in the Authorization header only: a token in a URL ends up in logs. */
  getInfo: () => get<UserInfo>(API.getInfo),
  /** Best effort: the local session ends whatever the server answers. */
  logout: () => post<null>(API.logout, undefined, { silent: true }),
  /** The server answers with the menus of the session's own roles; the ids are informative. */
  menus: (msgid: MenuMessageId, userid: number, deptid: number | null) =>
    post<MenuResult>(API.vicimsg, { msgid, data: JSON.stringify({ internalParams: { userid, deptid } }) }),
  remotes: () => get<RemoteDescriptor[]>(API.remotes),
  /** data: the number of unread message-board messages. */
  messageCount: () => get<number>(API.messageCount),
};
