/**
 * The typed call of an endpoint definition (@pcf/shared/contracts): method, URL, encoding and the
 * types of input and answer all come from the one object the server registers its handler from.
 * It goes through `request` (the one axios client, the envelope rules of SPEC §8).
 *
 *   const info = await callApi(sessionEndpoints.getInfo);             // UserInfo
 *   const { id } = await callApi(unitEndpoints.create, { body });     // SaveUnitReply
 *   const envelope = await callEnvelope(unitEndpoints.delete, { body }); // the caller shows msg
 */
import { CODE_OK } from '../contracts';
import type { ApiEnvelope, BodyOf, EndpointDefinition, ParamsOf, QueryOf, ReplyOf } from '../contracts';
import { ApiError } from './errors';
import { messageOf, request, type RequestOptions } from './request';

type Field<Name extends string, T> = [T] extends [undefined]
  ? { [K in Name]?: undefined }
  : Partial<T> extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** What a call of this endpoint sends: its body (a FormData for a multipart upload), query and path parameters. */
export type EndpointInput<E extends EndpointDefinition> = (E['encoding'] extends 'multipart'
  ? { body: FormData }
  : Field<'body', BodyOf<E>>) &
  Field<'query', QueryOf<E>> &
  Field<'params', ParamsOf<E>>;

type InputArgument<E extends EndpointDefinition> =
  Partial<EndpointInput<E>> extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/** The URL with each `:name` replaced by its (encoded) path parameter. */
export function endpointUrl(endpoint: EndpointDefinition, params?: Record<string, unknown>): string {
  return endpoint.url.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.url}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The envelope of an endpoint's answer, as `request` settles it (every code resolves; the caller shows msg). */
export function callEnvelope<const E extends EndpointDefinition>(
  endpoint: E,
  ...[input, options]: [...InputArgument<E>, options?: RequestOptions]
): Promise<ApiEnvelope<ReplyOf<E>>> {
  const { body, query, params } = (input ?? {}) as { body?: unknown; query?: Record<string, unknown>; params?: Record<string, unknown> };
  // CloudEvents are JSON; only the PACT API takes them, which screens do not call
  const contentType = endpoint.encoding === 'cloudevents' ? 'json' : (endpoint.encoding ?? 'json');
  return request<ReplyOf<E>>({
    contentType,
    ...options,
    url: endpointUrl(endpoint, params),
    method: endpoint.method,
    data: body,
    params: query,
  });
}

/** The `data` of an endpoint's answer; a failure code rejects with ApiError carrying the envelope and its msg. */
export async function callApi<const E extends EndpointDefinition>(
  endpoint: E,
  ...args: [...InputArgument<E>, options?: RequestOptions]
): Promise<ReplyOf<E>> {
  const envelope = await callEnvelope(endpoint, ...args);
  if (envelope.code !== CODE_OK) throw new ApiError(envelope, messageOf(envelope));
  return envelope.data as ReplyOf<E>;
}
