/** Session calls of SPEC §7 used by the shell's sign-in pages, layout and session slice. */
import { menuEndpoints, messageEndpoints, sessionEndpoints } from '../contracts';
import type { CaptchaLoginRequest, MenuMessageId, TypedLoginRequest } from '../contracts';
import { callEnvelope } from './callApi';

export const authApi = {
  captchaImage: () => callEnvelope(sessionEndpoints.captchaImage),
  /** Credentials travel in a JSON body, never in the query string. */
  loginWithCaptcha: (body: CaptchaLoginRequest) => callEnvelope(sessionEndpoints.loginWithCaptcha, { body }),
  typedLogin: (body: TypedLoginRequest) => callEnvelope(sessionEndpoints.typedLogin, { body }),
  /** The token goes in the Authorization header only: a token in a URL ends up in logs. */
  getInfo: () => callEnvelope(sessionEndpoints.getInfo),
  /** Best effort: the local session ends whatever the server answers. */
  logout: () => callEnvelope(sessionEndpoints.logout, undefined, { silent: true, contentType: 'form' }),
  /** The server answers with the menus of the session's own roles; the ids are informative. */
  menus: (msgid: MenuMessageId, userid: number, deptid: number | null) =>
    callEnvelope(menuEndpoints.vicimsg, { body: { msgid, data: JSON.stringify({ internalParams: { userid, deptid } }) } }),
  remotes: () => callEnvelope(menuEndpoints.remotes),
  /** data: the number of unread message-board messages. */
  messageCount: () => callEnvelope(messageEndpoints.count),
};
