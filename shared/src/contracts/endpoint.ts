/**
 * One endpoint, one definition (ARCHITECTURE.md): method, URL, permission, request and reply
 * schemas in TypeBox. The server registers its handler from this object (server/src/http/route.ts:
 * validation, OpenAPI, permission check) and the client's typed call derives from it
 * (`callApi` in shared/src/http). Types come from `Static<>`, never from a second interface.
 */
import type { Static, TSchema } from 'typebox';

/** Any signed-in user may call it (their own profile, the message board, the API docs). */
export const SIGNED_IN = '@signed-in';
/** No session needed (sign-in, captcha, registration, health). */
export const PUBLIC = '@public';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What the 200 answer carries:
 * - a TypeBox schema: the envelope `{ code, msg, data }` with that `data`;
 * - `'none'`: the envelope without data, `{ code, msg }`;
 * - `'file'`: not an envelope but a file (a download, an image); errors still answer an envelope.
 */
export type EndpointReply = TSchema | 'none' | 'file';

/**
 * How the request body travels: `'json'` (the default for a body schema), `'form'`
 * (form-urlencoded, the legacy calls), `'multipart'` (a file upload: the body schema, when given,
 * describes the text fields only; the handler reads the parts itself), `'cloudevents'`
 * (application/cloudevents+json, the PACT API's events).
 */
export type EndpointEncoding = 'json' | 'form' | 'multipart' | 'cloudevents';

export interface EndpointDefinition {
  method: EndpointMethod;
  url: string;
  /** A RuoYi-style permission (`system:user:list`), SIGNED_IN or PUBLIC. */
  permission: string;
  /** The OpenAPI group. */
  tags?: readonly string[];
  summary?: string;
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
  reply: EndpointReply;
  /** Extra top-level fields of the envelope next to code, msg and data (the sign-in's `token`). */
  envelopeExtra?: TSchema;
  encoding?: EndpointEncoding;
  /** The media types of a `'file'` reply (OpenAPI). */
  produces?: readonly string[];
  /**
   * No envelope: `reply` is the whole 200 body (`'none'`: an empty body) and failures answer the
   * route's own bodies. Only the PACT API, whose bodies the PACT specification fixes.
   */
  bare?: boolean;
  /** The token may come as ?token= (GET /rest/getInfo, SPEC §7). */
  tokenFromQuery?: boolean;
  /** Pages and images the browser loads itself (docs, avatar, licence) carry the dby_token cookie. */
  tokenFromCookie?: boolean;
  /**
   * A POST that changes nothing (a query whose filter travels in the body). After any other POST,
   * PUT or DELETE the server forgets the sessions it holds (server/src/areas/auth/sessionCache.ts).
   */
  readOnly?: true;
}

/** Freezes and returns the definition, keeping its literal type for `Static<>` and `callApi`. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return Object.freeze(endpoint);
}

type StaticOr<S, Otherwise> = S extends TSchema ? Static<S> : Otherwise;

/** The JSON body an endpoint takes (undefined when it takes none). */
export type BodyOf<E extends EndpointDefinition> = StaticOr<E['body'], undefined>;
export type QueryOf<E extends EndpointDefinition> = StaticOr<E['querystring'], undefined>;
export type ParamsOf<E extends EndpointDefinition> = StaticOr<E['params'], undefined>;
/** The `data` of the answer; undefined for `'none'`, a Blob-like file for `'file'`. */
export type ReplyOf<E extends EndpointDefinition> = E['reply'] extends TSchema
  ? Static<E['reply']>
  : E['reply'] extends 'file'
    ? unknown
    : undefined;

/** `GET /rest/getInfo`: the key the server's registered routes are listed by. */
export function endpointKey(endpoint: Pick<EndpointDefinition, 'method' | 'url'>): string {
  return `${endpoint.method} ${endpoint.url}`;
}
