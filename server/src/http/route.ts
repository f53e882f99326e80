/**
 * Registers a handler from its endpoint definition in @pcf/shared/contracts: method, URL, the
 * request schemas (validation and OpenAPI), the reply schema inside the envelope, the tags and the
 * permission the guard checks all come from the one object, so the server cannot drift from the
 * contract the client calls. The handler's request and answer are typed through Static<>.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import Type from 'typebox';
import { PUBLIC, type BodyOf, type EndpointDefinition, type ParamsOf, type QueryOf, type ReplyOf } from '@pcf/shared/contracts';
import type { Static, TSchema } from 'typebox';
import { EnvelopeWithout } from './envelope';
import { plainJsonSerializer, repliesOpenRecords } from './openRecordReplies';

/** The request a handler of this endpoint gets: body, query and params as the contract types them. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<
  RouteGenericInterface & { Body: BodyOf<E>; Querystring: QueryOf<E>; Params: ParamsOf<E> }
>;

type EnvelopeExtra<E extends EndpointDefinition> = E['envelopeExtra'] extends TSchema ? Static<E['envelopeExtra']> : unknown;

/** What the handler answers: the envelope with the reply's data, or (a file) whatever it sends. */
export type EndpointAnswer<E extends EndpointDefinition> = E['reply'] extends 'file'
  ? unknown
  : E['bare'] extends true
    ? E['reply'] extends TSchema
      ? Static<E['reply']>
      : unknown
    : E['reply'] extends 'none'
      ? { code: number; msg: string }
      : { code: number; msg: string; data: ReplyOf<E> } & EnvelopeExtra<E>;

export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E> | FastifyReply>;

/** Route options the contract does not carry: hooks that run before the body is read, body limits. */
export type RouteExtras = Pick<RouteShorthandOptions, 'onRequest' | 'preValidation' | 'preHandler' | 'bodyLimit'> & {
  /** Other answers than 200 with a schema (a health check's 503). */
  otherReplies?: Record<number, TSchema>;
};

/** The 200 schema of an endpoint: its envelope, or none for a file; a bare endpoint's reply as it is. */
export function replySchemaOf(endpoint: EndpointDefinition): TSchema | undefined {
  const { reply, envelopeExtra } = endpoint;
  if (reply === 'file') return undefined;
  if (endpoint.bare) return reply === 'none' ? undefined : reply;
  if (reply === 'none') return EnvelopeWithout;
  const extra = envelopeExtra && 'properties' in envelopeExtra ? (envelopeExtra as { properties: Record<string, TSchema> }).properties : {};
  return Type.Object({ code: Type.Integer(), msg: Type.String(), data: reply, ...extra });
}

/** The Fastify schema (validation, serialisation, OpenAPI) of an endpoint. */
export function schemaOf(endpoint: EndpointDefinition, extras: RouteExtras = {}): FastifySchema {
  const schema: FastifySchema & { tags?: string[]; summary?: string; consumes?: string[]; produces?: string[] } = {};
  if (endpoint.tags) schema.tags = [...endpoint.tags];
  if (endpoint.summary) schema.summary = endpoint.summary;
  // a multipart body is read by the handler from its parts; its schema documents the text fields only
  if (endpoint.encoding === 'multipart') schema.consumes = ['multipart/form-data'];
  else if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.encoding === 'cloudevents') schema.consumes = ['application/cloudevents+json'];
  if (endpoint.querystring) schema.querystring = endpoint.querystring;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.produces) schema.produces = [...endpoint.produces];
  const ok = replySchemaOf(endpoint);
  const response: Record<number, TSchema> = { ...extras.otherReplies };
  if (ok) response[200] = ok;
  if (Object.keys(response).length > 0) schema.response = response;
  return schema;
}

/** The guard's part of the route config: public, or the permission (SIGNED_IN for any session). */
export function accessOf(endpoint: EndpointDefinition) {
  return {
    ...(endpoint.permission === PUBLIC ? { public: true } : { permission: endpoint.permission }),
    ...(endpoint.tokenFromQuery ? { tokenFromQuery: true } : {}),
    ...(endpoint.tokenFromCookie ? { tokenFromCookie: true } : {}),
    ...(endpoint.readOnly ? { readOnly: true } : {}),
  };
}

/** Registers `handler` as the endpoint: `route(app, getInfo, async (request) => ok(request, ...))`. */
export function route<const E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const { otherReplies: _otherReplies, ...hooks } = extras;
  app.route({
    ...hooks,
    method: endpoint.method,
    url: endpoint.url,
    config: accessOf(endpoint),
    schema: schemaOf(endpoint, extras),
    ...(repliesOpenRecords(endpoint) ? { serializerCompiler: plainJsonSerializer } : {}),
    handler: handler as unknown as RouteHandlerMethod,
  });
}
