import { describeEachDatabase, json, PASSWORDS } from '../../testing/testApp';
import { MINUTE_MS } from '../../clock';

// the real image is random; the test decides its answer
let mockCaptchaText = 'Ab3d';
jest.mock('svg-captcha', () => ({ create: () => ({ text: mockCaptchaText, data: '<svg></svg>' }) }));

describeEachDatabase(
  'captcha (CAPTCHA=on)',
  (ctx) => {
    async function newCaptcha(text = 'Ab3d') {
      mockCaptchaText = text;
      const body = json<{ uuid: string; img: string; captchaEnabled: boolean }>(
        await ctx().app.inject({ method: 'GET', url: '/rest/captchaImage' }),
      );
      return body.data;
    }
    const signIn = (code: string, uuid: string, password: string = PASSWORDS.admin) =>
      ctx().app.inject({
        method: 'POST',
        url: '/rest/loginWithCaptcha',
        headers: { 'accept-language': 'zh-CN' },
        payload: { username: 'admin', password, code, uuid },
      });

    it('issues an SVG data URL with a uuid', async () => {
      const captcha = await newCaptcha();
      expect(captcha.captchaEnabled).toBe(true);
      expect(captcha.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(captcha.img).toBe(`data:image/svg+xml;base64,${Buffer.from('<svg></svg>').toString('base64')}`);
    });

    it('signs in with the right answer, ignoring case', async () => {
      const captcha = await newCaptcha('Xy7k');
      expect(json(await signIn('xY7K', captcha.uuid)).code).toBe(200);
    });

    it('accepts a captcha only once', async () => {
      const captcha = await newCaptcha();
      expect(json(await signIn('Ab3d', captcha.uuid)).code).toBe(200);
      const reused = json(await signIn('Ab3d', captcha.uuid));
      expect(reused.code).toBe(500);
      expect(reused.msg).toBe('验证码已失效，请刷新后重试');
    });

    it('refuses a wrong answer and consumes the captcha', async () => {
      const captcha = await newCaptcha();
      const wrong = json(await signIn('zzzz', captcha.uuid));
      expect(wrong.code).toBe(500);
      expect(wrong.msg).toBe('验证码错误');
      expect(json(await signIn('Ab3d', captcha.uuid)).msg).toBe('验证码已失效，请刷新后重试');
    });

    it('refuses a captcha older than two minutes', async () => {
      const captcha = await newCaptcha();
      ctx().clock.advance(2 * MINUTE_MS + 1);
      expect(json(await signIn('Ab3d', captcha.uuid)).msg).toBe('验证码已失效，请刷新后重试');
    });

    it('requires the captcha code', async () => {
      const captcha = await newCaptcha();
      expect(json(await signIn('', captcha.uuid)).msg).toBe('验证码不能为空');
    });

    it('checks the captcha before the password, so a wrong captcha never counts as a failure', async () => {
      for (let i = 0; i < 6; i += 1) {
        const captcha = await newCaptcha();
        await signIn('nope', captcha.uuid, 'Wrong-password-1');
      }
      const captcha = await newCaptcha();
      expect(json(await signIn('Ab3d', captcha.uuid)).code).toBe(200);
    });

    describe('POST /user/login (the typed entrances /login1 and /login2)', () => {
      const typedLogin = (payload: Record<string, string>, language: string) =>
        ctx().app.inject({
          method: 'POST',
          url: '/user/login',
          headers: { 'accept-language': language },
          payload: { username: 'demo', password: PASSWORDS.demo, userType: 'enterprise', ...payload },
        });

      it.each([
        ['zh-CN', '验证码不能为空', '验证码错误', '验证码已失效，请刷新后重试'],
        ['en-US', 'The captcha is required', 'The captcha is wrong', 'The captcha has expired, please refresh it'],
      ])('refuses the right password without a right captcha and gives no token (%s)', async (language, required, wrong, expired) => {
        for (const [payload, text] of [
          [{}, required],
          [{ code: '', uuid: '' }, required],
          [{ code: 'Ab3d', uuid: '' }, expired],
          [{ code: 'zzzz', uuid: (await newCaptcha()).uuid }, wrong],
        ] as const) {
          const response = await typedLogin(payload, language);
          expect(response.statusCode).toBe(400);
          const body = response.json<Record<string, unknown>>();
          expect(body).toMatchObject({ code: 500, msg: text });
          expect(body).not.toHaveProperty('token');
          expect(body.data ?? null).toBeNull();
        }
      });

      it('signs in with the right captcha, once', async () => {
        const captcha = await newCaptcha('Xy7k');
        expect(json(await typedLogin({ code: 'xy7k', uuid: captcha.uuid }, 'en-US')).code).toBe(200);
        expect(json(await typedLogin({ code: 'Xy7k', uuid: captcha.uuid }, 'en-US')).msg).toBe(
          'The captcha has expired, please refresh it',
        );
      });

      it('checks the captcha before the password, so a wrong captcha never counts as a failure', async () => {
        for (let i = 0; i < 6; i += 1)
          await typedLogin({ password: 'Wrong-password-1', code: 'nope', uuid: (await newCaptcha()).uuid }, 'en-US');
        const captcha = await newCaptcha();
        expect(json(await typedLogin({ code: 'Ab3d', uuid: captcha.uuid }, 'en-US')).code).toBe(200);
      });
    });
  },
  { CAPTCHA: 'on' },
);
