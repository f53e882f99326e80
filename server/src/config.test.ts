import path from 'node:path';
import { ConfigError, REPO_ROOT, SETTINGS, loadConfig } from './config';

describe('settings', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: null,
      captchaEnabled: true,
      demoProject: true,
      adminPassword: 'Admin@123456',
      demoPassword: 'Demo@123456',
      reviewPassword: 'Review@123456',
      staticRoot: REPO_ROOT,
      remoteBaseUrl: '',
      remoteUrls: {},
      sessionIdleMinutes: 30,
      logLevel: 'info',
      trustProxy: false,
      smtpUrl: null,
      mailFrom: 'PV Carbon Footprint Platform <no-reply@localhost>',
      publicUrl: 'http://localhost:8080',
    });
  });

  it('resolves relative folders from the repository root, not the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'var/pcf' }).dataDir).toBe(path.join(REPO_ROOT, 'var', 'pcf'));
    expect(loadConfig({ DATA_DIR: '/srv/pcf' }).dataDir).toBe('/srv/pcf');
    expect(REPO_ROOT).toBe(path.resolve(__dirname, '..', '..'));
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      CAPTCHA: 'off',
      DEMO_PROJECT: 'off',
      DATABASE_URL: 'postgres://pcf@db:5432/pcf',
      REMOTE_BASE_URL: 'https://cdn.example.com/',
      REMOTE_URL_MF_SYSTEM: 'https://team.example.com/mf-manifest.json',
      SESSION_IDLE_MINUTES: '15',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 9000,
      captchaEnabled: false,
      demoProject: false,
      databaseUrl: 'postgres://pcf@db:5432/pcf',
      remoteBaseUrl: 'https://cdn.example.com',
      remoteUrls: { mf_system: 'https://team.example.com/mf-manifest.json' },
      sessionIdleMinutes: 15,
      logLevel: 'warn',
      trustProxy: true,
    });
  });

  it('refuses an API node without job workers on the embedded database, which has no other process to work them', () => {
    expect(() => loadConfig({ JOB_WORKERS: '0' })).toThrow(/JOB_WORKERS=0 needs DATABASE_URL/);
    expect(loadConfig({ JOB_WORKERS: '0', DATABASE_URL: 'postgres://pcf@db:5432/pcf' }).jobWorkers).toBe(0);
  });

  it('refuses invalid values, naming each of them', () => {
    expect(() => loadConfig({ PORT: 'eighty', CAPTCHA: 'maybe', LOG_LEVEL: 'loud', ADMIN_PASSWORD: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', CAPTCHA: 'maybe', LOG_LEVEL: 'loud', ADMIN_PASSWORD: 'short' });
    } catch (error) {
      expect((error as ConfigError).problems.map((p) => p.split(' ')[0]).sort()).toEqual([
        'ADMIN_PASSWORD',
        'CAPTCHA',
        'LOG_LEVEL',
        'PORT',
      ]);
    }
  });

  it('reads the mail settings: an smtp(s) server, the sender, and the public address without its trailing slash', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'PCF <pcf@example.com>',
      PUBLIC_URL: 'https://pcf.example.com/app/',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      mailFrom: 'PCF <pcf@example.com>',
      publicUrl: 'https://pcf.example.com/app',
    });
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
  });

  it('refuses an SMTP_URL that is not smtp or smtps, a PUBLIC_URL that is not http(s), and a MAIL_FROM without an address, without echoing the credentials', () => {
    try {
      loadConfig({ SMTP_URL: 'http://user:secret@mail.example.com', PUBLIC_URL: 'ftp://pcf.example.com', MAIL_FROM: 'nobody' });
      throw new Error('accepted');
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual(['MAIL_FROM', 'PUBLIC_URL', 'SMTP_URL']);
      expect(problems.join('\n')).not.toContain('secret');
    }
  });

  it('documents every setting it reads', () => {
    const names = SETTINGS.map((s) => s.name);
    for (const name of [
      'PORT',
      'HOST',
      'DATA_DIR',
      'DATABASE_URL',
      'CAPTCHA',
      'ADMIN_PASSWORD',
      'DEMO_PASSWORD',
      'REVIEW_PASSWORD',
      'DEMO_PROJECT',
      'JOB_WORKERS',
      'JOB_VISIBILITY_SECONDS',
      'JOB_RETRIES',
      'STATIC_ROOT',
      'REMOTE_BASE_URL',
      'REMOTE_URL_MF_<NAME>',
      'SESSION_IDLE_MINUTES',
      'LOG_LEVEL',
      'TRUST_PROXY',
      'SMTP_URL',
      'MAIL_FROM',
      'PUBLIC_URL',
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
      'S3_PREFIX',
      'TLS_CERT_FILE',
      'TLS_KEY_FILE',
      'PACT_HTTPS_ONLY',
      'PACT_TOKEN_MINUTES',
      'PACT_SECRET_KEY',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('reads PACT_SECRET_KEY as 32 bytes of hex or base64, and refuses anything else without echoing it', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ PACT_SECRET_KEY: hex }).pactSecretKey?.equals(Buffer.from(hex, 'hex'))).toBe(true);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ PACT_SECRET_KEY: base64 }).pactSecretKey?.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(loadConfig({}).pactSecretKey).toBeNull();
    for (const wrong of ['ab'.repeat(16), 'not a key at all', Buffer.alloc(31).toString('base64')]) {
      expect(() => loadConfig({ PACT_SECRET_KEY: wrong })).toThrow(ConfigError);
      try {
        loadConfig({ PACT_SECRET_KEY: wrong });
      } catch (error) {
        expect((error as ConfigError).problems.join('\n')).not.toContain(wrong);
      }
    }
  });
});
