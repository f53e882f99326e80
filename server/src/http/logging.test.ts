import { Writable } from 'node:stream';
import pino from 'pino';
import { loggerOptions, redactUrl } from './logging';

describe('log redaction', () => {
  it('removes the token value from logged URLs', () => {
    expect(redactUrl('/rest/getInfo?token=abc.def&x=1')).toBe('/rest/getInfo?token=[redacted]&x=1');
    expect(redactUrl('/rest/getInfo?x=1&token=abc')).toBe('/rest/getInfo?x=1&token=[redacted]');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('never writes passwords, tokens, cookies or authorization headers', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions({ logLevel: 'info' }) as pino.LoggerOptions;
    const log = pino({ level: options.level, redact: options.redact }, sink);
    log.info({
      req: { headers: { authorization: 'Bearer secret-token-1', cookie: 'dby_token=secret-token-2' } },
      body: { password: 'secret-password-1', newPassword: 'secret-password-2', oldPassword: 'secret-password-3' },
      token: 'secret-token-3',
    });
    const output = lines.join('');
    expect(output).toContain('[redacted]');
    expect(output).not.toMatch(/secret-/);
  });
});
