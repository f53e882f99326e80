import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { defineEndpoint, directoryEndpoints, messageEndpoints, SIGNED_IN, unitEndpoints } from '../contracts';
import type { ConvertUnitReply } from '../contracts';
import { callApi, callEnvelope, endpointUrl } from './callApi';
import { ApiError } from './errors';

interface Received {
  method: string;
  path: string;
  query: string;
  contentType: string | null;
  body: string;
}

const received: Received[] = [];
let answer: { code: number; msg: string; data?: unknown } = { code: 200, msg: 'ok' };
const server = setupServer(
  mswHttp.all('*', async ({ request }) => {
    const url = new URL(request.url);
    received.push({
      method: request.method,
      path: url.pathname,
      query: url.search,
      contentType: request.headers.get('content-type'),
      body: await request.text(),
    });
    return HttpResponse.json(answer);
  }),
);
beforeAll(() => server.listen());
afterAll(() => server.close());
afterEach(() => {
  received.length = 0;
  answer = { code: 200, msg: 'ok' };
});

describe('callApi', () => {
  it('sends the JSON body to the endpoint’s method and URL and resolves with the data', async () => {
    const reply: ConvertUnitReply = { quantity: 1, from: 'kWh', to: 'MJ', dimension: 'energy', result: 3.6 };
    answer = { code: 200, msg: 'ok', data: reply };
    await expect(callApi(unitEndpoints.convert, { body: { quantity: 1, from: 'kWh', to: 'MJ' } })).resolves.toEqual(reply);
    expect(received).toEqual([
      expect.objectContaining({ method: 'POST', path: '/rest/unit/convert', contentType: expect.stringContaining('application/json') }),
    ]);
    expect(JSON.parse(received[0].body)).toEqual({ quantity: 1, from: 'kWh', to: 'MJ' });
  });

  it('puts the query in the URL of a GET', async () => {
    answer = { code: 200, msg: 'ok', data: { rows: [], total: 0 } };
    await callApi(messageEndpoints.threads, { query: { pageNum: 2, pageSize: 10 } });
    expect(`${received[0].method} ${received[0].path}${received[0].query}`).toBe('GET /chat/threads?pageNum=2&pageSize=10');
  });

  it('rejects with ApiError carrying the envelope on a failure code; callEnvelope resolves with it', async () => {
    answer = { code: 500, msg: '节点不存在' };
    const failure: unknown = await callApi(directoryEndpoints.move, { body: { id: 1, pid: 0 } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('节点不存在');
    await expect(callEnvelope(directoryEndpoints.move, { body: { id: 1, pid: 0 } })).resolves.toEqual({ code: 500, msg: '节点不存在' });
  });

  it('fills path parameters and refuses a missing one', () => {
    const endpoint = defineEndpoint({ method: 'GET', url: '/rest/thing/:id/file', permission: SIGNED_IN, reply: 'file' });
    expect(endpointUrl(endpoint, { id: 'a/b' })).toBe('/rest/thing/a%2Fb/file');
    expect(() => endpointUrl(endpoint, {})).toThrow('the path parameter id is missing');
  });

  it('is the URL the API table names', () => {
    expect(unitEndpoints.convert.url).toBe(unitEndpoints.convert.url);
    expect(directoryEndpoints.move.url).toBe(directoryEndpoints.move.url);
  });
});
