/** Business constants of SPEC §9, shared by the client and (as values) mirrored by the server. */
export const TOKEN_COOKIE = 'dby_token';
/** The server sends a replacement token in this response header when the old one nears expiry. */
export const TOKEN_REFRESH_HEADER = 'x-refresh-token';
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const HTTP_TIMEOUT_MS = 120000;
export const PAGED_LIST_TIMEOUT_MS = 100000;
export const ADD_DICT_LIST_TIMEOUT_MS = 2000;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const ERROR_MESSAGE_MS = 6000;
export const NETWORK_ERROR_MESSAGE_MS = 5000;
export const TREE_MAX_LEVEL = 4;
export const THEME_COLOR = '#417af2';
export const UI_Z_INDEX = 3000;
export const SCIENTIFIC_THRESHOLD = 1e9;

/** Response codes of SPEC §8. */
export const CODE_OK = 200;
export const CODE_DEPT_CREATED = 0;
export const CODE_UNAUTHORIZED = 401;
/** The account was frozen: the session ends (SPEC §8). */
export const CODE_USER_FROZEN = 120700;
/** The session was revoked (signed out elsewhere, password reset): it ends. */
export const CODE_SESSION_REVOKED = 120701;
export const CODE_SESSION_KICKED = [CODE_USER_FROZEN, CODE_SESSION_REVOKED] as const;

/** Role given when the user info lists none (SPEC §4, §6). */
export const ROLE_DEFAULT = 'ROLE_DEFAULT';
/** Role key of platform administrators. */
export const ROLE_ADMIN = 'admin';
/** Permission string that grants everything (platform administrator). */
export const PERMISSION_ALL = '*:*:*';
/** Shows the tree's add, edit, delete and move icons (SPEC §6 user_admin_show). */
export const PERMISSION_DIRECTORY_EDIT = 'business:directory:edit';

/** User types: /login1 signs in enterprise users, /login2 verification and review staff. */
export type UserType = 'admin' | 'enterprise' | 'review';

/** The six remotes and the menu group (top-level route) each owns. */
export const REMOTES = {
  mf_acquisition: { dir: 'mf-acquisition', group: '/acquisitionManagement' },
  mf_accounting: { dir: 'mf-accounting', group: '/businessAccounting' },
  mf_analysis: { dir: 'mf-analysis', group: '/AnalysisDisplay' },
  mf_database: { dir: 'mf-database', group: '/CarbonFootprintDatabase' },
  mf_supplychain: { dir: 'mf-supplychain', group: '/SupplyChainManagement' },
  mf_system: { dir: 'mf-system', group: '/system' },
} as const;
export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];
