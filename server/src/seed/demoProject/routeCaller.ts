/**
 * Calls the server's own routes in-process (Fastify inject) as one signed-in user, so the demo
 * project is made by the same checks, transactions and logs as a person's clicks. Any refusal stops
 * the demo with the server's words.
 */
import type { FastifyInstance } from 'fastify';
import type { BodyOf, EndpointDefinition, QueryOf, ReplyOf } from '@pcf/shared/contracts';

export interface RouteCaller {
  call<E extends EndpointDefinition>(endpoint: E, input?: BodyOf<E> | QueryOf<E>): Promise<ReplyOf<E>>;
  /** A multipart upload: text fields and one file in `fileField`. */
  upload<E extends EndpointDefinition>(
    endpoint: E,
    fields: Record<string, string>,
    file: { field: string; name: string; bytes: Buffer; contentType: string },
  ): Promise<ReplyOf<E>>;
}

interface Envelope {
  code: number;
  msg: string;
  data?: unknown;
}

function query(input: object | undefined): string {
  if (!input) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function routeCaller(app: FastifyInstance, token: string, who: string): RouteCaller {
  const headers = { authorization: token, 'accept-language': 'zh-CN' };
  const answer = <E extends EndpointDefinition>(endpoint: E, statusCode: number, body: string): ReplyOf<E> => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(body) as Envelope;
    } catch {
      throw new Error(`demo project: ${who} ${endpoint.method} ${endpoint.url} answered ${statusCode}, not JSON`);
    }
    if (envelope.code !== 200) throw new Error(`demo project: ${who} ${endpoint.method} ${endpoint.url}: ${envelope.code} ${envelope.msg}`);
    return envelope.data as ReplyOf<E>;
  };
  return {
    async call(endpoint, input) {
      const isGet = endpoint.method === 'GET';
      const response = await app.inject({
        method: endpoint.method,
        url: endpoint.url + (isGet ? query(input as object | undefined) : ''),
        headers,
        ...(isGet ? {} : { payload: (input ?? {}) as object }),
      });
      return answer(endpoint, response.statusCode, response.body);
    },
    async upload(endpoint, fields, file) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.set(file.field, new Blob([file.bytes], { type: file.contentType }), file.name);
      // the platform's own encoder writes the multipart body and its boundary
      const encoded = new Request('http://localhost/', { method: 'POST', body: form });
      const response = await app.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: { ...headers, 'content-type': encoded.headers.get('content-type') ?? '' },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      return answer(endpoint, response.statusCode, response.body);
    },
  };
}
