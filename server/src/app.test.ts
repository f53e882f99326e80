import Fastify from 'fastify';
import { describeEachDatabase, json, login, PASSWORDS } from './testing/testApp';
import { installGuard } from './areas/auth/guard';
import { installErrorHandling } from './http/errorHandling';
import { installRequestLanguage } from './http/requestLanguage';
import { systemClock } from './clock';

describeEachDatabase('the application', (ctx) => {
  it('declares a permission or public access on every route', () => {
    const routes = ctx().app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(25);
    const undeclared = routes
      .filter((r) => r.config?.public !== true && !(typeof r.config?.permission === 'string' && r.config.permission !== ''))
      .map((r) => `${String(r.method)} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses a route that declares neither (fail closed)', async () => {
    const bare = Fastify();
    installRequestLanguage(bare);
    installGuard(bare, { db: ctx().database.db, clock: systemClock, idleMinutes: 30 });
    installErrorHandling(bare);
    bare.get('/undeclared', async () => ({ leaked: true }));
    const response = await bare.inject({ method: 'GET', url: '/undeclared' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 403,
      msg: 'This endpoint declares no permission',
      message: 'This endpoint declares no permission',
    });
    await bare.close();
  });

  it('refuses a signed-in user without the permission with code 403', async () => {
    const token = await login(ctx().app, 'demo', PASSWORDS.demo);
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/sky/addTreeMenu',
      headers: { authorization: token, 'accept-language': 'zh-CN' },
      payload: { name: '新增节点', pid: 0, sort: 1, status: 0 },
    });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ code: 403, msg: '没有权限，请联系管理员授权', message: '没有权限，请联系管理员授权' });
  });

  it('answers a protected call without a token with HTTP 401 and code 401', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/sky/getTreeMenu' });
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe(401);
  });

  it('serves the OpenAPI documentation to signed-in users only', async () => {
    const token = await login(ctx().app, 'demo', PASSWORDS.demo);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
    const byCookie = await ctx().app.inject({ method: 'GET', url: '/api/docs/json', cookies: { dby_token: token } });
    expect(byCookie.statusCode).toBe(200);
    const spec = byCookie.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/rest/getInfo', '/rest/vicimsg', '/sky/addTreeMenu']));
    const byHeader = await ctx().app.inject({ method: 'GET', url: '/api/docs', headers: { authorization: token } });
    expect(byHeader.statusCode).toBeLessThan(400);
  });

  it('does not take the cookie as a token on API calls', async () => {
    const token = await login(ctx().app, 'demo', PASSWORDS.demo);
    const response = await ctx().app.inject({ method: 'GET', url: '/rest/getInfo', cookies: { dby_token: token } });
    expect(response.statusCode).toBe(401);
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const response = await ctx().app.inject({ method: 'POST', url: '/rest/noSuchCall' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({
      code: 404,
      msg: 'The requested resource does not exist',
      message: 'The requested resource does not exist',
    });
  });

  it('answers invalid input with code 400 and a message', async () => {
    const response = await ctx().app.inject({ method: 'POST', url: '/user/login', payload: { username: 'demo' } });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe(400);
    expect(json(response).msg).toContain('Invalid request');
  });
});
