import type { PersonalInfo } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS, type TestContext } from '../../testing/testApp';
import { AVATAR_MAX_BYTES, detectImageType } from './avatars';
import { hashPassword, passwordProblem } from '../../security/passwords';
import { users } from '../../schema';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function multipart(field: string, filename: string, content: Buffer, contentType = 'image/png') {
  const boundary = '----pcf-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('upload checks', () => {
  it('recognises PNG, JPEG and WebP by their first bytes only', () => {
    expect(detectImageType(PNG)).toBe('png');
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(detectImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
  });

  it('applies the contract password rule (8 to 64 characters, three kinds) and refuses the account name', () => {
    expect(passwordProblem('short1', 'demo')).toBe('newPasswordWeak');
    expect(passwordProblem('onlyletters', 'demo')).toBe('newPasswordWeak');
    expect(passwordProblem('carbon2030', 'demo')).toBe('newPasswordWeak');
    expect(passwordProblem('12345678', 'demo')).toBe('newPasswordWeak');
    expect(passwordProblem('Demo1234', 'demo1234')).toBe('newPasswordIsAccount');
    expect(passwordProblem('Carbon2030', 'demo')).toBeNull();
  });
});

describeEachDatabase('personal center', (ctx) => {
  let demo = '';
  beforeAll(async () => {
    demo = await login(ctx().app, 'demo', PASSWORDS.demo);
  });
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx().app.inject({ method, url, payload, headers: { authorization: token } });
  const info = async (token: string) => json<PersonalInfo>(await call(token, 'GET', '/rest/personalCenter/getPersonalInfo')).data;

  it('shows the own details', async () => {
    expect(await info(demo)).toMatchObject({
      account: 'demo',
      name: '演示用户',
      email: null,
      phone: null,
      company_name: 'Demo PV Technology Co., Ltd.',
      dept_name: 'Carbon management',
      roles: ['Enterprise user'],
      avatar: null,
    });
  });

  it('saves valid details and refuses invalid ones', async () => {
    const saved = await call(demo, 'POST', '/rest/personalCenter/updatePersonalInfo', {
      name: '张工',
      email: 'zhang@example.com',
      phone: '+86 138-0000-0000',
    });
    expect(json<PersonalInfo>(saved).data).toMatchObject({ name: '张工', email: 'zhang@example.com' });
    expect(await info(demo)).toMatchObject({ name: '张工', email: 'zhang@example.com', phone: '+86 138-0000-0000' });
    for (const payload of [
      { name: ' ', email: '', phone: '' },
      { name: '张工', email: 'not-an-email', phone: '' },
      { name: '张工', email: '', phone: 'call me' },
    ]) {
      expect(json(await call(demo, 'POST', '/rest/personalCenter/updatePersonalInfo', payload)).code).toBe(500);
    }
    expect((await info(demo)).email).toBe('zhang@example.com');
    const cleared = await call(demo, 'POST', '/rest/personalCenter/updatePersonalInfo', { name: '张工', email: null, phone: '' });
    expect(json<PersonalInfo>(cleared).data).toMatchObject({ email: null, phone: null });
  });

  it('changes the password only with the right old one and a strong new one', async () => {
    const change = (oldPassword: string, newPassword: string) =>
      call(demo, 'POST', '/rest/personalCenter/changePassword', { oldPassword, newPassword });
    expect(json(await change('', 'Carbon2030')).code).toBe(500);
    expect(json(await change('Wrong-password1', 'Carbon2030')).msg).toBe('The current password is wrong');
    expect(json(await change(PASSWORDS.demo, 'weak')).code).toBe(500);
    expect(json(await change(PASSWORDS.demo, 'demo')).code).toBe(500);
  });

  it('ends the other sessions on a password change (code 120701) and keeps the current one', async () => {
    const c: TestContext = ctx();
    const elsewhere = await login(c.app, 'demo', PASSWORDS.demo);
    const changed = await call(demo, 'POST', '/rest/personalCenter/changePassword', {
      oldPassword: PASSWORDS.demo,
      newPassword: 'Carbon2030',
    });
    expect(json(changed).code).toBe(200);
    const kicked = await call(elsewhere, 'GET', '/rest/getInfo');
    expect(kicked.statusCode).toBe(401);
    expect(json(kicked).code).toBe(120701);
    expect(json(await call(demo, 'GET', '/rest/getInfo')).code).toBe(200);
    await expect(login(c.app, 'demo', PASSWORDS.demo)).rejects.toThrow('login of demo failed');
    await login(c.app, 'demo', 'Carbon2030');
  });

  it('stores a PNG avatar under a generated name and serves it to the user and administrators', async () => {
    const upload = multipart('upload', '../../etc/passwd.png', PNG);
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/rest/personalCenter/avatar',
      payload: upload.payload,
      headers: { ...upload.headers, authorization: demo },
    });
    expect(json(response).code).toBe(200);
    const avatar = json<{ avatar: string }>(response).data.avatar;
    expect(avatar).toMatch(/^\/rest\/personalCenter\/avatarImage\?id=\d+&v=[0-9a-f]{8}$/);
    expect((await info(demo)).avatar).toBe(avatar);

    const image = await ctx().app.inject({ method: 'GET', url: avatar, cookies: { dby_token: demo } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    expect((await ctx().app.inject({ method: 'GET', url: avatar, headers: { authorization: admin } })).statusCode).toBe(200);
    expect((await ctx().app.inject({ method: 'GET', url: avatar })).statusCode).toBe(401);
  });

  it("hides a user's avatar from users of other companies", async () => {
    await ctx()
      .database.db.insert(users)
      .values({
        account: 'outsider',
        name: 'Outsider',
        userType: 'enterprise',
        passwordHash: await hashPassword('Outsider@1234'),
      });
    const outsider = await login(ctx().app, 'outsider', 'Outsider@1234');
    const avatar = (await info(demo)).avatar as string;
    expect((await ctx().app.inject({ method: 'GET', url: avatar, headers: { authorization: outsider } })).statusCode).toBe(404);
  });

  it('refuses files that are not PNG, JPEG or WebP whatever their name says', async () => {
    const svg = multipart('upload', 'avatar.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/rest/personalCenter/avatar',
      payload: svg.payload,
      headers: { ...svg.headers, authorization: demo, 'accept-language': 'zh-CN' },
    });
    expect(json(response)).toEqual({ code: 500, msg: '请上传正确的文件格式', message: '请上传正确的文件格式' });
  });

  it('refuses an image over 2 MB and a file under another field name', async () => {
    const big = multipart('upload', 'big.png', Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]));
    const tooBig = await ctx().app.inject({
      method: 'POST',
      url: '/rest/personalCenter/avatar',
      payload: big.payload,
      headers: { ...big.headers, authorization: demo },
    });
    expect(json(tooBig).code).toBe(500);
    expect(json(tooBig).msg).toContain('2 MB');
    const wrongField = multipart('file', 'a.png', PNG);
    const refused = await ctx().app.inject({
      method: 'POST',
      url: '/rest/personalCenter/avatar',
      payload: wrongField.payload,
      headers: { ...wrongField.headers, authorization: demo },
    });
    expect(json(refused).code).toBe(500);
  });
});
