import { translate } from '../../../http/messages';
import { isPublicAddress, PRIVATE_ADDRESS_CODE, publicOnlyLookup, requirePublicHost } from './hostAddress';

describe('the addresses the platform may call as PACT hosts', () => {
  it('are public unicast only', () => {
    for (const address of ['8.8.8.8', '203.0.114.7', '2001:4860:4860::8888']) expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '224.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(address)).toBe(false);
  });

  it('refuses a URL naming or resolving to a local address, unless private hosts are allowed', async () => {
    await expect(requirePublicHost('https://127.0.0.1:8443/3/events', false)).rejects.toMatchObject({ messageKey: 'pactHostPrivate' });
    await expect(requirePublicHost('http://[::1]/auth/token', false)).rejects.toMatchObject({ messageKey: 'pactHostPrivate' });
    await expect(requirePublicHost('http://localhost:8080/auth/token', false)).rejects.toMatchObject({ messageKey: 'pactHostPrivate' });
    await expect(requirePublicHost('https://169.254.169.254/latest/meta-data', false)).rejects.toMatchObject({
      messageKey: 'pactHostPrivate',
    });
    await expect(requirePublicHost('https://8.8.8.8/3/events', false)).resolves.toBeUndefined();
    await expect(requirePublicHost('http://localhost:8080/auth/token', true)).resolves.toBeUndefined();
  });

  it('says so in both languages, naming the host', () => {
    expect(translate('pactHostPrivate', 'zh', { host: '10.0.0.5' })).toBe(
      '外部 PACT 主机 10.0.0.5 指向内网或本机地址，平台不会向其发送数据',
    );
    expect(translate('pactHostPrivate', 'en', { host: '10.0.0.5' })).toContain('10.0.0.5 points to a private or local address');
  });
});

describe('the lookup of an outgoing connection', () => {
  const resolve = (hostname: string, all: boolean) =>
    new Promise<{ error: NodeJS.ErrnoException | null; found: unknown }>((done) =>
      publicOnlyLookup(hostname, { all }, (error: NodeJS.ErrnoException | null, found: unknown) => done({ error, found })),
    );

  it('refuses, when the connection resolves the name, a name that points to a local address (DNS rebinding)', async () => {
    for (const all of [false, true]) {
      const { error } = await resolve('localhost', all);
      expect(error).toMatchObject({ code: PRIVATE_ADDRESS_CODE });
    }
  });

  it('passes on a resolver failure as it is', async () => {
    const { error } = await resolve('no-such-host.invalid', false);
    expect(error?.code).not.toBe(PRIVATE_ADDRESS_CODE);
    expect(error).not.toBeNull();
  });
});
