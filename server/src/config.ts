/**
 * Every setting of the server, read from the environment once at start and validated.
 * SETTINGS is the documented table (the README lists the same rows).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteName } from '@pcf/shared/contracts';
import type { S3Settings } from './areas/files/s3Store';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  databasePoolSize: number;
  captchaEnabled: boolean;
  adminPassword: string;
  demoPassword: string;
  reviewPassword: string;
  staticRoot: string;
  remoteBaseUrl: string;
  remoteUrls: Partial<Record<RemoteName, string>>;
  sessionIdleMinutes: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  /** Where recovery links are sent from; null: kept in the outbox (/system/outbox) instead. */
  smtpUrl: string | null;
  mailFrom: string;
  /** The address users open the platform at, without a trailing slash: the base of the links sent to them. */
  publicUrl: string;
  /** Where uploaded files go when S3_BUCKET is set; null: the disk under DATA_DIR/files. */
  s3: S3Settings | null;
  /** The server serves HTTPS itself with this certificate and key (PEM files); null: plain HTTP. */
  tls: { certFile: string; keyFile: string } | null;
  /** The PACT API (/auth/token, /3/*) refuses plain HTTP requests. */
  pactHttpsOnly: boolean;
  /** Lifetime of a PACT access token. */
  pactTokenMinutes: number;
  /** 32 bytes that encrypt the client secrets of external PACT hosts (AES-256-GCM); null: hosts cannot be registered. */
  pactSecretKey: Buffer | null;
  /** Calls to other PACT hosts may go to private and local addresses (a test bed, an intranet). */
  pactPrivateHosts: boolean;
  /** Jobs of each kind this process works at once (jobs/queue.ts); 0: an API node that only sends them. */
  jobWorkers: number;
  /** How long a job taken by a worker stays hidden from the others before it is handed out again. */
  jobVisibilitySeconds: number;
  /** How many more times a job whose worker died is handed out. */
  jobRetries: number;
  /** At start, the demo company gets a complete demo project (seed/demoProject). */
  demoProject: boolean;
  /** The open factor library (server/data/factors) is loaded into the public factors once, in the background after the server listens. */
  factorLibrary: boolean;
  /** Sessions are held in memory between requests, forgotten on every change notice (areas/auth/sessionCache.ts). */
  sessionCache: boolean;
}

export interface SettingDoc {
  name: string;
  default: string;
  description: string;
}

export const SETTINGS: readonly SettingDoc[] = [
  { name: 'PORT', default: '8080', description: 'HTTP port' },
  { name: 'HOST', default: '0.0.0.0', description: 'listen address' },
  {
    name: 'DATA_DIR',
    default: './data (repository root)',
    description: 'embedded database (DATA_DIR/db) and stored files (DATA_DIR/files); relative paths are resolved from the repository root',
  },
  { name: 'DATABASE_URL', default: '(unset)', description: 'PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite' },
  { name: 'DATABASE_POOL_SIZE', default: '10', description: 'connections in the PostgreSQL pool' },
  { name: 'CAPTCHA', default: 'on', description: 'off turns captcha verification off (tests, demos)' },
  { name: 'ADMIN_PASSWORD', default: 'Admin@123456', description: 'password of admin, applied when the account is first created' },
  { name: 'DEMO_PASSWORD', default: 'Demo@123456', description: 'password of demo, applied when the account is first created' },
  { name: 'REVIEW_PASSWORD', default: 'Review@123456', description: 'password of reviewer, applied when the account is first created' },
  {
    name: 'JOB_WORKERS',
    default: '1',
    description:
      'jobs of each kind (computations, …) this process works at once; 0: an API node that only sends them to worker processes (npm run worker; PostgreSQL only)',
  },
  {
    name: 'JOB_VISIBILITY_SECONDS',
    default: '300',
    description:
      'a job a worker has taken is hidden from the others this long; if the worker dies, another takes the job up after it (PostgreSQL); longer than the longest job',
  },
  { name: 'JOB_RETRIES', default: '2', description: 'how many more times a job whose worker died is handed out (PostgreSQL)' },
  {
    name: 'DEMO_PROJECT',
    default: 'on',
    description:
      'on: the first start gives the demo company a complete demo project (entered, reviewed, computed, analysed, reported); set off in production',
  },
  { name: 'STATIC_ROOT', default: '(repository root)', description: 'folder holding shell/dist and mf-*/dist' },
  { name: 'REMOTE_BASE_URL', default: '(empty: same origin)', description: 'base URL of all remotes: <base>/mf/<remote>/mf-manifest.json' },
  {
    name: 'REMOTE_URL_MF_<NAME>',
    default: '(unset)',
    description: 'manifest URL of one remote (e.g. REMOTE_URL_MF_SYSTEM), overriding the base',
  },
  { name: 'SESSION_IDLE_MINUTES', default: '30', description: 'a token unused this long expires on the server' },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino log level' },
  { name: 'TRUST_PROXY', default: 'false', description: 'trust X-Forwarded-* headers behind a proxy' },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description:
      'SMTP server for recovery links, e.g. smtps://user:pass@smtp.example.com:465; unset: links are kept in the outbox (/system/outbox)',
  },
  {
    name: 'MAIL_FROM',
    default: 'PV Carbon Footprint Platform <no-reply@localhost>',
    description: 'sender of the mails sent through SMTP_URL',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:<PORT>',
    description: 'the address users open the platform at; recovery links point there',
  },
  {
    name: 'S3_BUCKET',
    default: '(unset)',
    description:
      'store uploaded files (avatars, licences, evidence, library) in this bucket of an S3-compatible store instead of DATA_DIR/files',
  },
  { name: 'S3_ENDPOINT', default: '(unset: AWS S3)', description: 'URL of the S3-compatible store, e.g. http://127.0.0.1:9000 for MinIO' },
  { name: 'S3_REGION', default: 'us-east-1', description: 'region of the bucket' },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: '(unset)',
    description: 'access key; with S3_SECRET_ACCESS_KEY (both or neither: neither uses the AWS default credentials)',
  },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', description: 'secret key' },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'true with S3_ENDPOINT, else false',
    description: 'bucket in the URL path (MinIO and most self-hosted stores) rather than in the host name',
  },
  { name: 'S3_PREFIX', default: '(empty)', description: 'key prefix of every stored file, e.g. pcf/' },
  {
    name: 'TLS_CERT_FILE',
    default: '(unset)',
    description:
      'PEM certificate (chain) file: with TLS_KEY_FILE the server serves HTTPS itself on PORT; relative paths from the repository root',
  },
  { name: 'TLS_KEY_FILE', default: '(unset)', description: 'PEM private key file of TLS_CERT_FILE (both or neither)' },
  {
    name: 'PACT_HTTPS_ONLY',
    default: 'on with TLS_CERT_FILE, else off',
    description:
      'the PACT API (/auth/token, /3/*) refuses plain HTTP; set on behind an HTTPS proxy (with TRUST_PROXY, so X-Forwarded-Proto counts)',
  },
  {
    name: 'PACT_PRIVATE_HOSTS',
    default: 'off',
    description:
      "on: calls to suppliers' and buyers' PACT hosts (their URLs and event callbacks) may go to private, loopback and link-local addresses; off refuses them, so nobody can point the server at its own network",
  },
  {
    name: 'FACTOR_LIBRARY',
    default: 'on',
    description:
      'on: once the server listens, the open factor library (server/data/factors, about 9,400 factors) is loaded into the public factors as a factor import job, once; off: never (tests)',
  },
  {
    name: 'SESSION_CACHE',
    default: 'on',
    description:
      'on: each process holds the sessions it has read and forgets them on every change to sessions, users, roles, menus, companies or settings (a PostgreSQL notice); off: every request reads its session (server tests that write straight into those tables)',
  },
  { name: 'PACT_TOKEN_MINUTES', default: '60', description: 'lifetime of a PACT API access token' },
  {
    name: 'PACT_SECRET_KEY',
    default: '(unset)',
    description:
      "key that encrypts the client secrets of suppliers' external PACT hosts: 32 bytes as 64 hex digits or base64 (openssl rand -hex 32); unset: no external host can be registered. Keep it outside backups; a changed key makes stored secrets unreadable (enter them again)",
  },
];

export const DEFAULT_PASSWORDS = {
  admin: 'Admin@123456',
  demo: 'Demo@123456',
  reviewer: 'Review@123456',
} as const;

const DEFAULT_MAIL_FROM = 'PV Carbon Footprint Platform <no-reply@localhost>';
/** "no-reply@example.com" or "Name <no-reply@example.com>". */
const MAIL_ADDRESS = /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n  ${problems.join('\n  ')}`);
  }
}

/** Reads and validates every setting; throws one ConfigError listing all problems. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string, fallback: string): string => {
    const value = env[name];
    return value === undefined || value === '' ? fallback : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const flag = (name: string, fallback: boolean, yes: string[], no: string[]): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const lower = raw.toLowerCase();
    if (yes.includes(lower)) return true;
    if (no.includes(lower)) return false;
    problems.push(`${name} must be one of ${[...yes, ...no].join(', ')}, got "${raw}"`);
    return fallback;
  };
  const url = (name: string): string | null => {
    const raw = env[name];
    if (raw === undefined || raw === '') return null;
    try {
      new URL(raw);
      return raw;
    } catch {
      problems.push(`${name} must be a URL, got "${raw}"`);
      return null;
    }
  };
  const urlWithProtocol = (name: string, protocols: readonly string[]): string | null => {
    const value = url(name);
    if (value === null) return null;
    if (!protocols.includes(new URL(value).protocol)) {
      problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${new URL(value).protocol}//..."`);
      return null;
    }
    return value;
  };
  const s3 = (): S3Settings | null => {
    const bucket = env.S3_BUCKET ?? '';
    const others = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'];
    if (bucket === '') {
      const stray = others.filter((name) => (env[name] ?? '') !== '');
      if (stray.length > 0) problems.push(`${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to store files in S3, or unset them`);
      return null;
    }
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{1,62}$/.test(bucket))
      problems.push(`S3_BUCKET must be a bucket name (3 to 63 letters, digits, '.', '_' or '-'), got "${bucket}"`);
    const endpoint = urlWithProtocol('S3_ENDPOINT', ['http:', 'https:']);
    const region = text('S3_REGION', 'us-east-1');
    if (!/^[a-z0-9-]{1,40}$/.test(region)) problems.push(`S3_REGION must be a region name like us-east-1, got "${region}"`);
    const accessKeyId = text('S3_ACCESS_KEY_ID', '');
    const secretAccessKey = text('S3_SECRET_ACCESS_KEY', '');
    if ((accessKeyId === '') !== (secretAccessKey === ''))
      problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
    const rawPrefix = text('S3_PREFIX', '').replace(/^\/+/, '');
    const prefix = rawPrefix === '' || rawPrefix.endsWith('/') ? rawPrefix : `${rawPrefix}/`;
    if (
      prefix !== '' &&
      !prefix
        .slice(0, -1)
        .split('/')
        .every((part) => /^[\w.-]+$/.test(part) && part !== '.' && part !== '..')
    ) {
      problems.push(`S3_PREFIX must be folder names of letters, digits, '.', '_' or '-' separated by '/', got "${rawPrefix}"`);
    }
    return {
      bucket,
      endpoint,
      region,
      accessKeyId: accessKeyId === '' ? null : accessKeyId,
      secretAccessKey: secretAccessKey === '' ? null : secretAccessKey,
      forcePathStyle: flag('S3_FORCE_PATH_STYLE', endpoint !== null, ['true', 'on', '1'], ['false', 'off', '0']),
      prefix,
    };
  };
  const secretKey = (name: string): Buffer | null => {
    const raw = (env[name] ?? '').trim();
    if (raw === '') return null;
    const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(raw) && key.toString('base64') !== raw)) {
      problems.push(`${name} must be 32 bytes as 64 hex digits or base64 (e.g. the output of openssl rand -hex 32)`);
      return null;
    }
    return key;
  };
  const password = (name: string, fallback: string): string => {
    const value = text(name, fallback);
    if (value.length < 8) problems.push(`${name} must be at least 8 characters long`);
    return value;
  };

  const logLevel = text('LOG_LEVEL', 'info');
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const remoteBaseUrl = (url('REMOTE_BASE_URL') ?? '').replace(/\/+$/, '');
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const name of Object.keys(REMOTES) as RemoteName[]) {
    const value = url(`REMOTE_URL_${name.toUpperCase()}`);
    if (value !== null) remoteUrls[name] = value;
  }

  const port = integer('PORT', 8080, 0, 65535);
  const tls = (): Config['tls'] => {
    const certFile = text('TLS_CERT_FILE', '');
    const keyFile = text('TLS_KEY_FILE', '');
    if (certFile === '' && keyFile === '') return null;
    if (certFile === '' || keyFile === '') {
      problems.push('TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither');
      return null;
    }
    const resolved = { certFile: path.resolve(REPO_ROOT, certFile), keyFile: path.resolve(REPO_ROOT, keyFile) };
    for (const [name, file] of [
      ['TLS_CERT_FILE', resolved.certFile],
      ['TLS_KEY_FILE', resolved.keyFile],
    ] as const)
      if (!fs.existsSync(file)) problems.push(`${name} must name a readable file, "${file}" does not exist`);
    return resolved;
  };
  const tlsSettings = tls();
  const mailFrom = text('MAIL_FROM', DEFAULT_MAIL_FROM);
  if (!MAIL_ADDRESS.test(mailFrom)) problems.push(`MAIL_FROM must be an address like "Name <no-reply@example.com>", got "${mailFrom}"`);

  const config: Config = {
    port,
    host: text('HOST', '0.0.0.0'),
    dataDir: path.resolve(REPO_ROOT, text('DATA_DIR', 'data')),
    databaseUrl: url('DATABASE_URL'),
    databasePoolSize: integer('DATABASE_POOL_SIZE', 10, 1, 500),
    captchaEnabled: flag('CAPTCHA', true, ['on', 'true', '1'], ['off', 'false', '0']),
    adminPassword: password('ADMIN_PASSWORD', DEFAULT_PASSWORDS.admin),
    demoPassword: password('DEMO_PASSWORD', DEFAULT_PASSWORDS.demo),
    reviewPassword: password('REVIEW_PASSWORD', DEFAULT_PASSWORDS.reviewer),
    staticRoot: path.resolve(REPO_ROOT, text('STATIC_ROOT', '.')),
    remoteBaseUrl,
    remoteUrls,
    sessionIdleMinutes: integer('SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
    logLevel: logLevel as Config['logLevel'],
    trustProxy: flag('TRUST_PROXY', false, ['true', 'on', '1'], ['false', 'off', '0']),
    smtpUrl: urlWithProtocol('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom,
    // never the request's Host header: a forged one would send users a link to someone else's site
    publicUrl: (urlWithProtocol('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    s3: s3(),
    tls: tlsSettings,
    pactHttpsOnly: flag('PACT_HTTPS_ONLY', tlsSettings !== null, ['on', 'true', '1'], ['off', 'false', '0']),
    pactTokenMinutes: integer('PACT_TOKEN_MINUTES', 60, 1, 24 * 60),
    pactSecretKey: secretKey('PACT_SECRET_KEY'),
    pactPrivateHosts: flag('PACT_PRIVATE_HOSTS', false, ['on', 'true', '1'], ['off', 'false', '0']),
    jobWorkers: integer('JOB_WORKERS', 1, 0, 32),
    // under the footprint job's stale time (10 minutes), so a dead worker's job is retried before it is given up
    jobVisibilitySeconds: integer('JOB_VISIBILITY_SECONDS', 300, 5, 480),
    jobRetries: integer('JOB_RETRIES', 2, 0, 10),
    demoProject: flag('DEMO_PROJECT', true, ['on', 'true', '1'], ['off', 'false', '0']),
    factorLibrary: flag('FACTOR_LIBRARY', true, ['on', 'true', '1'], ['off', 'false', '0']),
    sessionCache: flag('SESSION_CACHE', true, ['on', 'true', '1'], ['off', 'false', '0']),
  };
  if (config.jobWorkers === 0 && config.databaseUrl === null)
    problems.push('JOB_WORKERS=0 needs DATABASE_URL: on the embedded database the server works its own jobs');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
