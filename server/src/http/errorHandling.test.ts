import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandling } from './errorHandling';
import { installRequestLanguage } from './requestLanguage';
import { installNonFiniteNumberRefusal } from './finiteNumbers';

/** A driver error as pg and PGlite raise it, wrapped the way drizzle wraps it. */
const databaseError = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), { code }) });

async function appThrowing(error: Error): Promise<FastifyInstance> {
  // Ajv as the app sets it up: query texts coerced to the schema's types
  const app = Fastify({ logger: false, ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } } });
  installRequestLanguage(app);
  installErrorHandling(app);
  installNonFiniteNumberRefusal(app);
  app.get('/fails', async () => {
    throw error;
  });
  app.post(
    '/echo',
    { schema: { body: { type: 'object', properties: { n: { type: 'integer', maximum: 10 } } } } },
    async (request) => request.body,
  );
  const id = { type: 'integer', minimum: 1, maximum: 2147483647 };
  app.get('/row', { schema: { querystring: { type: 'object', properties: { id }, required: ['id'] } } }, async (request) => request.query);
  await app.ready();
  return app;
}

describe('error handling', () => {
  it.each(['22003', '22P02', '22021', '22001'])('answers a database refusal of a value (%s) as a bilingual 400', async (code) => {
    const app = await appThrowing(databaseError(code));
    const zh = await app.inject({ method: 'GET', url: '/fails', headers: { 'accept-language': 'zh-CN' } });
    const en = await app.inject({ method: 'GET', url: '/fails', headers: { 'accept-language': 'en-US' } });
    expect([zh.statusCode, zh.json<{ code: number }>().code, zh.json<{ msg: string }>().msg]).toEqual([
      400,
      400,
      expect.stringContaining('超出允许范围'),
    ]);
    expect(en.json<{ msg: string }>().msg).toContain('out of range');
    await app.close();
  });

  it('still answers any other database failure as a 500', async () => {
    const app = await appThrowing(databaseError('22012'));
    expect((await app.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(500);
    await app.close();
  });

  it("answers the framework's refusals of an unreadable body in the caller's language", async () => {
    const app = await appThrowing(new Error('unused'));
    const send = (payload: string, contentType: string, language: string) =>
      app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': contentType, 'accept-language': language } });
    const malformed = await send('{"n": ', 'application/json', 'zh-CN');
    expect([malformed.statusCode, malformed.json<{ msg: string }>().msg]).toEqual([400, '请求内容格式有误，无法读取']);
    const foreign = await send('n', 'application/x-walk', 'en-US');
    expect([foreign.statusCode, foreign.json<{ msg: string }>().msg]).toEqual([415, 'The request content type is not supported']);
    await app.close();
  });

  it('refuses a number that overflows to Infinity, which the schema bounds let through', async () => {
    const app = await appThrowing(new Error('unused'));
    const answer = await app.inject({ method: 'GET', url: '/row?id=1e309' });
    expect([answer.statusCode, answer.json<{ msg: string }>().msg]).toEqual([400, expect.stringContaining('/id must be a finite number')]);
    await app.close();
  });
});
