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
      adminPassword: 'Admin@123456',
      demoPassword: 'Demo@123456',
      reviewPassword: 'Review@123456',
      staticRoot: REPO_ROOT,
      remoteBaseUrl: '',
      remoteUrls: {},
      sessionIdleMinutes: 30,
      logLevel: 'info',
      trustProxy: false,
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
      databaseUrl: 'postgres://pcf@db:5432/pcf',
      remoteBaseUrl: 'https://cdn.example.com',
      remoteUrls: { mf_system: 'https://team.example.com/mf-manifest.json' },
      sessionIdleMinutes: 15,
      logLevel: 'warn',
      trustProxy: true,
    });
  });

  it('refuses invalid values, naming each of them', () => {
    expect(() => loadConfig({ PORT: 'eighty', CAPTCHA: 'maybe', LOG_LEVEL: 'loud', ADMIN_PASSWORD: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', CAPTCHA: 'maybe', LOG_LEVEL: 'loud', ADMIN_PASSWORD: 'short' });
    } catch (error) {
      expect((error as ConfigError).problems.map((p) => p.split(' ')[0]).sort()).toEqual(['ADMIN_PASSWORD', 'CAPTCHA', 'LOG_LEVEL', 'PORT']);
    }
  });

  it('documents every setting it reads', () => {
    const names = SETTINGS.map((s) => s.name);
    for (const name of ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'CAPTCHA', 'ADMIN_PASSWORD', 'DEMO_PASSWORD', 'REVIEW_PASSWORD', 'STATIC_ROOT', 'REMOTE_BASE_URL', 'REMOTE_URL_MF_<NAME>', 'SESSION_IDLE_MINUTES', 'LOG_LEVEL', 'TRUST_PROXY']) {
      expect(names).toContain(name);
    }
  });
});
