/**
 * Typed contracts of every call the front end makes (SPEC §7). The server's TypeBox schemas
 * describe the same shapes; both sides are checked against these in their tests.
 */
import type { RemoteName, UserType } from './constants';

/** Every JSON response: `code` 200 is success; some callers read `message` instead of `msg`. */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  message?: string;
  data?: T;
}

// ---- session (SPEC §4, §7) ----
/** GET /rest/captchaImage */
export interface CaptchaImage {
  uuid: string;
  /** SVG data URL; empty when captchaEnabled is false. */
  img: string;
  captchaEnabled: boolean;
}
/** POST /rest/loginWithCaptcha, JSON body (never the query string). */
export interface CaptchaLoginRequest {
  username: string;
  password: string;
  code: string;
  uuid: string;
}
/** POST /user/login, JSON body: /login1 sends userType 'enterprise', /login2 'review'. */
export interface TypedLoginRequest {
  username: string;
  password: string;
  userType: Exclude<UserType, 'admin'>;
}
export interface LoginResult {
  token: string;
}
/**
 * POST /rest/register (/zhuce), multipart: these text fields plus the business licence file under
 * REGISTER_LICENCE_FIELD (contracts/registration.ts). An enterprise applies; an administrator reviews it.
 */
export interface RegisterRequest {
  companyName: string;
  companyNameEn: string;
  /** 统一社会信用代码, checked with its GB 32100 check character (isValidCreditCode). */
  creditCode: string;
  /** One of PV_INDUSTRIES. */
  industry: string;
  /** Province and city, as typed. */
  region: string;
  address: string;
  contact: string;
  phone: string;
  email: string;
  account: string;
  password: string;
}
/**
 * POST /rest/forgotPassword (/ForgotPassword), JSON body: the account and exactly one of its registered
 * email or phone. The answer is the same whether they match an account or not (contracts/recovery.ts).
 */
export interface ForgotPasswordRequest {
  account: string;
  email?: string;
  phone?: string;
}
/** GET /rest/getInfo */
export interface SessionUser {
  id: number;
  company_id: number | null;
  name: string;
  account: string;
  company_name: string | null;
  deptid: number | null;
  user_type: UserType;
  avatar: string | null;
}
export interface UserInfo {
  user: SessionUser;
  /** Role keys; ['ROLE_DEFAULT'] when the user has none. */
  roles: string[];
  /** Permission strings such as 'system:user:list'; '*:*:*' for the platform administrator. */
  permissions: string[];
  /** Configured labels that replace menu titles (SPEC §3); null when not set. */
  user_title: string | null;
  trainer_title: string | null;
  industry: string | null;
}

/** POST /rest/vicimsg, form field msgid plus `data` = JSON string {internalParams:{userid,deptid}}. */
export type MenuMessageId = 'getAdminMenuByUseridAndDeptid' | 'getDevMenuByUseridAndDeptid' | 'getHomeMenuByUseridAndDeptid';
export interface MenuItem {
  /** Title in zh-CN (SPEC: name). */
  name: string;
  /** Title in en-US. */
  nameEn: string;
  /** Route path, absolute, e.g. /businessAccounting/directory. */
  urlvue: string;
  /** antd icon name, e.g. 'ApartmentOutlined'. */
  iconvue: string;
  hidden: boolean;
  redirect: string | null;
  /** The remote that renders this route; null for routes the shell renders. */
  remote: RemoteName | null;
  children: MenuItem[];
}
export interface MenuResult {
  menus: MenuItem[];
}

/** GET /api/remotes: the remotes this user may load, switched on in the menu table. */
export interface RemoteDescriptor {
  name: RemoteName;
  /** URL of the remote's mf-manifest.json (same origin by default, a CDN by configuration). */
  entry: string;
  /** The menu group the remote owns, e.g. /businessAccounting. */
  group: string;
}

/** GET /api/health */
export interface HealthResult {
  status: 'ok' | 'degraded';
  database: 'reachable' | 'unreachable';
  version: string;
}

// ---- message board (GET /chat/...) ----
export interface BoardMessage {
  id: number;
  threadId: number;
  senderId: number;
  senderName: string;
  companyName: string | null;
  /** true when written by a platform administrator (a reply). */
  fromAdmin: boolean;
  body: string;
  createdAt: string;
  read: boolean;
}
export interface BoardThread {
  id: number;
  subject: string;
  ownerId: number;
  ownerName: string;
  companyName: string | null;
  updatedAt: string;
  unread: number;
  messages: BoardMessage[];
}

/** GET /chat/threads?page&pageSize: the caller's threads, every thread for an administrator. */
export interface BoardThreadPage {
  rows: BoardThread[];
  total: number;
}

/** POST /chat/send, JSON body: a new thread when threadId is absent (subject then required); answers the thread. */
export interface SendMessageRequest {
  threadId?: number;
  subject?: string;
  body: string;
}
/** POST /chat/read, JSON body: marks the thread's messages to the caller as read. */
export interface ReadThreadRequest {
  threadId: number;
}

// ---- personal center ----
/** GET /rest/personalCenter/getPersonalInfo */
export interface PersonalInfo {
  id: number;
  account: string;
  name: string;
  email: string | null;
  phone: string | null;
  company_name: string | null;
  dept_name: string | null;
  roles: string[];
  avatar: string | null;
  created_at: string;
}

/** POST /rest/personalCenter/updatePersonalInfo, JSON body. */
export interface UpdatePersonalInfoRequest {
  name: string;
  email: string | null;
  phone: string | null;
}
/** POST /rest/personalCenter/changePassword, JSON body; the old password is required. */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}

// ---- category tree (SPEC §3, §7) ----
export interface TreeNode {
  id: number;
  name: string;
  pid: number;
  /** Department-type nodes carry parentId instead of pid. */
  parentId?: number;
  level: number;
  code?: string;
  children?: TreeNode[];
  list?: TreeNode[];
}
export interface AddTreeNodeRequest {
  name: string;
  pid: number;
  parentId?: number;
  sort: 1;
  status: 0;
}
export interface EditTreeNodeRequest {
  id: number;
  name: string;
  pid: number;
  parentId?: number;
}
export interface MoveTreeNodeRequest {
  id: number;
  pid: number;
}
/** POST JSON /sky/dept/create; code 0 also means success (SPEC §8). */
export interface CreateDeptNodeRequest {
  name: string;
  parentId: number;
  sort: 1;
  status: 0;
}
/** PUT JSON /sky/dept/update */
export interface UpdateDeptNodeRequest {
  id: number;
  parentId: number;
  name: string;
  sort: number;
  status: number;
}
/** Level lookup: nodes of level '1', '2' or '3'. */
export interface LevelNode {
  id: number;
  name: string;
  pid: number;
}

// ---- upload (SPEC §5, §7, §8) ----
export interface UploadResult {
  code: number;
  msg?: string;
  message?: string;
  uploaded?: unknown;
  data?: unknown;
}
