/**
 * Test fixture of the supply chain: an external PACT host in the test process. It gives a token
 * for its client credentials (HOST_CLIENT) at /auth/token and takes events with it at /3/events
 * (and, unauthenticated, a buyer's callback at /buyer/3/events); every call is recorded.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The credentials the host gives a token for: a buyer registers the host with them. */
export const HOST_CLIENT = { clientId: 'buyer-client', clientSecret: 's3cret!' } as const;

export interface RecordedCall {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

export interface PactHost {
  server: Server;
  url: string;
  calls: RecordedCall[];
  close(): Promise<void>;
}

export async function startPactHost(): Promise<PactHost> {
  const calls: RecordedCall[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const server = createServer((request, response) => {
    void read(request).then((body) => {
      calls.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      const answer = (status: number, data: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(data));
      };
      if (request.url === '/auth/token') {
        const expected = `Basic ${Buffer.from(`${HOST_CLIENT.clientId}:${HOST_CLIENT.clientSecret}`).toString('base64')}`;
        return request.headers.authorization === expected && body === 'grant_type=client_credentials'
          ? answer(200, { access_token: 'host-token-1', token_type: 'bearer', expires_in: 3600 })
          : answer(401, { code: 'AccessDenied', message: 'bad credentials' });
      }
      if (request.url === '/3/events')
        return request.headers.authorization === 'Bearer host-token-1' ? answer(200, {}) : answer(401, { code: 'TokenExpired' });
      if (request.url === '/buyer/3/events') return answer(200, {});
      return answer(404, { code: 'NotFound' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, calls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
