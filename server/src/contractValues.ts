/**
 * Run-time copies of the shared contract constants the server needs. The server imports only
 * types from @pcf/shared at build time; contractValues.test.ts proves these equal the contract.
 */
import type { LicenceType, MenuIconName, ObjFieldType, ObjOperator, PvIndustry, RemoteName, ReviewStatus } from '@pcf/shared/contracts';

export type { RemoteName };

export const TOKEN_COOKIE = 'dby_token';
export const TOKEN_REFRESH_HEADER = 'x-refresh-token';
export const TREE_MAX_LEVEL = 4;
export const CODE_OK = 200;
export const CODE_UNAUTHORIZED = 401;
export const CODE_USER_FROZEN = 120700;
export const CODE_SESSION_REVOKED = 120701;
export const ROLE_DEFAULT = 'ROLE_DEFAULT';
export const ROLE_ADMIN = 'admin';
export const PERMISSION_ALL = '*:*:*';
export const PERMISSION_DIRECTORY_EDIT = 'business:directory:edit';

/** Password recovery (contracts/recovery.ts): how long a link lives, and its query parameter. */
export const RECOVERY_LINK_MINUTES = 30;
export const RECOVERY_TOKEN_PARAM = 'token';

/** The generic object API (contracts/objects.ts). */
export const OBJ_OPERATORS: readonly ObjOperator[] = [
  'eq',
  'ne',
  'like',
  'notLike',
  'likeLeft',
  'likeRight',
  'isNull',
  'isNotNull',
  'gt',
  'lt',
  'ge',
  'le',
  'in',
  'notIn',
];
export const OBJ_FIELD_TYPES: readonly ObjFieldType[] = ['string', 'number', 'integer', 'boolean', 'date', 'datetime', 'dict'];
export const OBJ_PAGE_SIZE_MAX = 500;
export const OBJ_LIST_MAX = 1000;

/** The password rule of registration and password change (contracts/password.ts). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const PASSWORD_MIN_KINDS = 3;

export function meetsPasswordRule(password: string): boolean {
  const length = Array.from(password).length;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH && kinds >= PASSWORD_MIN_KINDS;
}

export const REMOTES: Record<RemoteName, { dir: string; group: string }> = {
  mf_acquisition: { dir: 'mf-acquisition', group: '/acquisitionManagement' },
  mf_accounting: { dir: 'mf-accounting', group: '/businessAccounting' },
  mf_analysis: { dir: 'mf-analysis', group: '/AnalysisDisplay' },
  mf_database: { dir: 'mf-database', group: '/CarbonFootprintDatabase' },
  mf_supplychain: { dir: 'mf-supplychain', group: '/SupplyChainManagement' },
  mf_system: { dir: 'mf-system', group: '/system' },
};

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The icons a menu may name (contracts/menuIcons.ts, drawn by shell/src/menuIcons.ts). */
export const MENU_ICONS: readonly MenuIconName[] = [
  'ApartmentOutlined',
  'AuditOutlined',
  'BankOutlined',
  'BarChartOutlined',
  'CalculatorOutlined',
  'ClusterOutlined',
  'ColumnWidthOutlined',
  'ContainerOutlined',
  'DatabaseOutlined',
  'DeploymentUnitOutlined',
  'DotChartOutlined',
  'EditOutlined',
  'EyeOutlined',
  'FileAddOutlined',
  'FileDoneOutlined',
  'FileSearchOutlined',
  'FileTextOutlined',
  'FormOutlined',
  'FundOutlined',
  'GlobalOutlined',
  'IdcardOutlined',
  'LineChartOutlined',
  'MenuOutlined',
  'NodeIndexOutlined',
  'PaperClipOutlined',
  'PieChartOutlined',
  'ProfileOutlined',
  'ProjectOutlined',
  'SafetyOutlined',
  'SendOutlined',
  'SettingOutlined',
  'ShareAltOutlined',
  'TableOutlined',
  'TeamOutlined',
  'ThunderboltOutlined',
  'UserAddOutlined',
  'UserOutlined',
];

/** Most items of one /sysDictInfo/addDictInfoList call (contracts/dictionaries.ts). */
export const DICT_BATCH_MAX = 500;

/** Registration and its review (contracts/registration.ts, contracts/creditCode.ts). */
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['pending', 'approved', 'rejected'];
export const PV_INDUSTRIES: readonly PvIndustry[] = [
  'polysilicon',
  'wafer',
  'cell',
  'module',
  'thin_film',
  'inverter',
  'materials',
  'equipment',
  'power_plant',
  'other',
];
export const REGISTER_LICENCE_FIELD = 'licence';
export const LICENCE_MAX_BYTES = 10 * 1024 * 1024;
export const LICENCE_TYPES: readonly LicenceType[] = ['pdf', 'jpeg', 'png'];
export const REGISTER_MAX_LENGTHS = {
  companyName: 100,
  companyNameEn: 200,
  creditCode: 18,
  industry: 20,
  region: 100,
  address: 200,
  contact: 50,
  phone: 20,
  email: 100,
  account: 32,
  password: 64,
} as const;
export const REGISTRATION_OBJECT = 'biz_registration';
export const PERMISSION_REGISTRATION_LIST = 'business:registration:list';
export const PERMISSION_REGISTRATION_REVIEW = 'business:registration:review';
export const REJECT_REASON_MAX = 500;

const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** GB 32100: the shape, and the 18th character is the check character of the first 17. */
export function isValidCreditCode(code: string): boolean {
  if (!CREDIT_CODE_PATTERN.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CREDIT_CODE_CHARSET.indexOf(code[i]) * CREDIT_CODE_WEIGHTS[i];
  return CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31] === code[17];
}

/** Only the shape (the form tells the two apart; so does the server's message). */
export function hasCreditCodeShape(code: string): boolean {
  return CREDIT_CODE_PATTERN.test(code);
}
