/**
 * A hostile walk of the routes the app's OpenAPI document declares: for each operation it builds a
 * request that satisfies the declared schemas, then sends variants of it that break one thing at a
 * time (a field's type, an integer's range, a string's content, a required field, the body's
 * syntax or content type), as each identity the caller gives, and collects every 5xx answer.
 * Only a 5xx is a finding: a refusal of any other status is the route doing its job.
 */
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { Db } from '../db/connection';
import { createUser, type NewUser } from './accounts';
import { login } from './testApp';

/** The parts of an OpenAPI 3.0 schema (as @fastify/swagger writes them) the walk reads. */
export interface OpenApiSchema {
  type?: string | string[];
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
  default?: unknown;
}

interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: OpenApiSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

/** One operation of the document, with what a valid request to it looks like. */
export interface WalkOperation {
  method: HTTPMethods;
  /** The OpenAPI path, /3/footprints/{id}. */
  path: string;
  /** The body's declared media type, when the operation declares a body. */
  contentType: string | undefined;
  /** "POST /rest/supplychain/request/create" */
  key: string;
}

type QueryValue = string | string[];

/**
 * What a variant breaks: a field's type, an integer's range, a string's content (NUL, size,
 * emptiness), the fields present, or the whole body. A sampled walk keeps some of each.
 */
export type WalkFamily = 'valid' | 'type' | 'range' | 'nul' | 'size' | 'presence' | 'shape' | 'caller';

/** One request to send: the valid one with one thing changed. */
export interface WalkVariant {
  name: string;
  family?: WalkFamily;
  /** The field, parameter or body shape the variant breaks (a sample spreads over them). */
  target?: string;
  pathParams?: Record<string, string>;
  query?: Record<string, QueryValue>;
  /** The body as sent; undefined sends none. */
  payload?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface WalkIdentity {
  name: string;
  headers: Record<string, string>;
}

export interface WalkOptions {
  /** Which OpenAPI paths to walk. */
  include: (path: string) => boolean;
  /**
   * Who sends the operation's requests (anonymous: no headers); asked before each operation, so a
   * caller can sign an identity in again after a route it walked ended its session.
   */
  identities: (operation: WalkOperation) => WalkIdentity[] | Promise<WalkIdentity[]>;
  /**
   * Values the caller knows to be valid for an operation's top-level query parameters and body
   * fields (ids of rows the test made), so that the walk gets past "does not exist" to the code
   * behind it.
   */
  known?: (operation: WalkOperation) => Record<string, unknown>;
  /** Variants of the caller's own, beyond the ones the schemas give (malformed credentials). */
  extraVariants?: (operation: WalkOperation, valid: WalkVariant) => WalkVariant[];
  /**
   * At most this many variants of each family per operation (the valid request and the caller's
   * own are always sent): a bounded walk of every route instead of the full cross product.
   */
  sample?: Partial<Record<WalkFamily, number>>;
}

export interface ServerErrorAnswer {
  method: string;
  url: string;
  variant: string;
  identity: string;
  status: number;
  body: string;
}

export interface WalkReport {
  /** Requests sent per operation key. */
  sent: Record<string, number>;
  /** Answers per operation key and status: how far the walk got (a route all 401 or 400 was not reached). */
  statuses: Record<string, Record<number, number>>;
  serverErrors: ServerErrorAnswer[];
}

const NUL_STRING = 'walk\u0000nul';
const LONG_STRING = 'x'.repeat(100_000);
/** Beyond PostgreSQL's integer (2147483648), bigint (1e20), and no integer at all (1e309 parses as Infinity). */
const OUT_OF_RANGE: [string, string][] = [
  ['2147483648', '2147483648'],
  ['99999999999', '99999999999'],
  ['-1', '-1'],
  ['1e309', '1e309'],
  ['1.5', '1.5'],
  ['0', '0'],
  ['1e20', '1e20'],
];
/** JSON.stringify cannot write 1e309: the field holds this marker, replaced in the sent text. */
const RAW_NUMBER = '\u0000walk-raw-number:';
const jsonText = (body: unknown): string => JSON.stringify(body).replace(/"\\u0000walk-raw-number:([^"]+)"/g, '$1');
const TYPE_CONFUSED: [string, unknown][] = [
  ['string', 'walk'],
  ['number', 7],
  ['object', { walk: 1 }],
  ['array', ['walk']],
  ['null', null],
  ['boolean', true],
];
/** Strings a pattern-constrained field is tried with, for a valid value to start from. */
const PATTERN_CANDIDATES = [
  '1',
  'a',
  'walk',
  'Walk1',
  'urn:walk:1',
  '2030-01-01',
  '00000000-0000-4000-8000-000000000000',
  'walk@example.com',
  '91350100M000100Y43',
  'http://127.0.0.1:9/',
];

/** The first type a schema allows other than null. */
function typeOf(schema: OpenApiSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

/** The branch a union's valid value is built from. */
function branchOf(schema: OpenApiSchema): OpenApiSchema {
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) return union.find((s) => typeOf(s) !== 'null') ?? union[0];
  if (schema.allOf && schema.allOf.length > 0) return Object.assign({}, ...schema.allOf) as OpenApiSchema;
  return schema;
}

function validString(schema: OpenApiSchema): string {
  const byFormat: Record<string, string> = {
    'date-time': '2030-01-01T00:00:00.000Z',
    date: '2030-01-01',
    time: '08:00:00',
    email: 'walk@example.com',
    uri: 'http://127.0.0.1:9/',
    url: 'http://127.0.0.1:9/',
    uuid: '00000000-0000-4000-8000-000000000000',
    ipv4: '127.0.0.1',
  };
  let value = (schema.format && byFormat[schema.format]) ?? 'walk';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    value = PATTERN_CANDIDATES.find((c) => pattern.test(c)) ?? value;
  }
  if (schema.minLength !== undefined && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'a');
  if (schema.maxLength !== undefined && value.length > schema.maxLength) value = value.slice(0, schema.maxLength);
  return value;
}

/** A value the schema accepts (as far as these rules can tell: a pattern may defeat them). */
export function validValue(raw: OpenApiSchema): unknown {
  const schema = branchOf(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (typeOf(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) value[name] = validValue(property);
      return value;
    }
    case 'array': {
      const item = schema.items ? validValue(schema.items) : 'walk';
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'integer':
    case 'number': {
      const floor = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1);
      return Math.max(floor, Math.min(1, schema.maximum ?? 1));
    }
    case 'boolean':
      return true;
    case 'string':
      return validString(schema);
    case 'null':
      return null;
    default:
      return 'walk';
  }
}

type Path = (string | number)[];

type Hostile = [name: string, value: unknown, family: WalkFamily];

/** Values that break the field at `path` one way each, named for the report. */
function hostileValues(raw: OpenApiSchema): Hostile[] {
  const schema = branchOf(raw);
  const type = typeOf(schema);
  const values: Hostile[] = TYPE_CONFUSED.filter(([name]) => name !== type && !(name === 'number' && type === 'integer')).map(
    ([name, value]): Hostile => [name, value, 'type'],
  );
  if (type === 'integer' || type === 'number')
    for (const [name, text] of OUT_OF_RANGE) values.push([`number ${name}`, `${RAW_NUMBER}${text}`, 'range']);
  if (type === 'string' || type === undefined) {
    values.push(['NUL byte', NUL_STRING, 'nul'], ['100k chars', LONG_STRING, 'size'], ['empty string', '', 'size']);
  }
  if (type === 'array') values.push(['array of 100k-char string', [LONG_STRING], 'size']);
  return values;
}

function setAt(root: unknown, path: Path, value: unknown, remove = false): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  path.slice(0, -1).forEach((key, i) => {
    // a field the valid request leaves out is made, so its own fields can still be broken
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  const last = path[path.length - 1];
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

interface FieldVariant {
  name: string;
  body: unknown;
  family: WalkFamily;
  target: string;
}

/** Body variants: each field (nested to three levels) broken, a required one left out, an extra one added. */
function bodyFieldVariants(schema: OpenApiSchema, valid: unknown): FieldVariant[] {
  const out: FieldVariant[] = [];
  const visit = (raw: OpenApiSchema, path: Path, depth: number) => {
    const node = branchOf(raw);
    const label = path.length === 0 ? 'body' : path.join('.');
    if (path.length > 0)
      for (const [name, value, family] of hostileValues(node))
        out.push({ name: `${label} = ${name}`, body: setAt(valid, path, value), family, target: label });
    if (depth >= 3) return;
    const type = typeOf(node);
    if (type === 'object' && node.properties) {
      out.push({ name: `${label} with an extra field`, body: setAt(valid, [...path, 'walkExtra'], 1), family: 'presence', target: label });
      for (const name of node.required ?? [])
        out.push({
          name: `${label} without ${name}`,
          body: setAt(valid, [...path, name], undefined, true),
          family: 'presence',
          target: `${label}.${name}`,
        });
      for (const [name, property] of Object.entries(node.properties)) visit(property, [...path, name], depth + 1);
    }
    if (type === 'array' && node.items) visit(node.items, [...path, 0], depth + 1);
  };
  visit(schema, [], 0);
  return out;
}

const asQueryValue = (value: unknown): QueryValue =>
  Array.isArray(value) ? value.map((v) => String(v)) : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

interface QueryVariant {
  name: string;
  query: Record<string, QueryValue>;
  family: WalkFamily;
  target: string;
}

/** Query variants: a query string only carries text, so "types" are texts that look like them. */
function queryVariants(parameters: OpenApiParameter[], valid: Record<string, QueryValue>): QueryVariant[] {
  const out: QueryVariant[] = [
    { name: 'query with an extra parameter', query: { ...valid, walkExtra: '1' }, family: 'presence', target: 'walkExtra' },
  ];
  for (const parameter of parameters) {
    const schema = branchOf(parameter.schema ?? {});
    const type = typeOf(schema);
    const texts: Hostile[] = [
      ['text', 'walk', 'type'],
      ['number', '7', 'type'],
      ['object text', '{"walk":1}', 'type'],
      ['repeated', ['1', 'walk'], 'type'],
      ['null text', 'null', 'type'],
      ['boolean text', 'true', 'type'],
      ['empty', '', 'size'],
      ['NUL byte', NUL_STRING, 'nul'],
      ['100k chars', LONG_STRING, 'size'],
    ];
    if (type === 'integer' || type === 'number' || type === 'array')
      for (const [name, text] of OUT_OF_RANGE) texts.push([`number ${name}`, text, 'range']);
    for (const [name, text, family] of texts)
      out.push({
        name: `${parameter.name} = ${name}`,
        query: { ...valid, [parameter.name]: text as QueryValue },
        family,
        target: parameter.name,
      });
    if (parameter.required) {
      const without = { ...valid };
      delete without[parameter.name];
      out.push({ name: `without ${parameter.name}`, query: without, family: 'presence', target: parameter.name });
    }
  }
  return out;
}

const PATH_PARAM_VALUES: [string, string, WalkFamily][] = [
  ['2147483648', '2147483648', 'range'],
  ['99999999999', '99999999999', 'range'],
  ['-1', '-1', 'range'],
  ['0', '0', 'range'],
  ['1e20', '1e20', 'range'],
  ['NUL byte', '%00', 'nul'],
  ['text', 'walk', 'type'],
];

/** Whole-body variants of an operation that takes a body. */
function bodyShapeVariants(contentType: string): WalkVariant[] {
  const boundary = 'walkboundary';
  return [
    { name: 'no body', payload: undefined, contentType: undefined },
    { name: 'empty body', payload: '', contentType },
    { name: 'not JSON', payload: '{"walk": ', contentType },
    { name: 'JSON null', payload: 'null', contentType },
    { name: 'JSON array', payload: '[1,2]', contentType },
    { name: 'JSON number', payload: '2147483648', contentType },
    { name: 'JSON string', payload: '"walk"', contentType },
    { name: 'deeply nested JSON', payload: '['.repeat(5000) + ']'.repeat(5000), contentType },
    { name: 'NUL in JSON', payload: '{"walk":"\u0000"}', contentType },
    { name: 'text/plain', payload: 'walk', contentType: 'text/plain' },
    { name: 'form', payload: 'walk=1&id=2147483648', contentType: 'application/x-www-form-urlencoded' },
    { name: 'multipart without a boundary', payload: 'walk', contentType: 'multipart/form-data' },
    {
      name: 'multipart garbage',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="walk.json"\r\n\r\n{"walk"\r\n--${boundary}--\r\n`,
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    { name: 'unknown content type', payload: 'walk', contentType: 'application/x-walk' },
  ];
}

/**
 * Variants of a body the route checks beyond its declared schema (the PACT events against the
 * spec's schema of their type): the valid body, then each field broken.
 */
export function schemaVariants(name: string, schema: OpenApiSchema, contentType: string): WalkVariant[] {
  const valid = validValue(schema);
  return [
    { name: `${name}: valid`, payload: JSON.stringify(valid), contentType },
    ...bodyFieldVariants(schema, valid).map((v) => ({ name: `${name}: ${v.name}`, payload: jsonText(v.body), contentType })),
  ];
}

/** The operations of the document the filter keeps, with their variants (the valid request first). */
export function operationsOf(document: OpenApiDocument, options: Pick<WalkOptions, 'include' | 'extraVariants' | 'known' | 'sample'>) {
  const operations: { operation: WalkOperation; variants: WalkVariant[] }[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    if (!options.include(path)) continue;
    for (const [method, spec] of Object.entries(methods)) {
      if (method === 'head') continue;
      const parameters = spec.parameters ?? [];
      const queryParameters = parameters.filter((p) => p.in === 'query');
      const pathParameters = parameters.filter((p) => p.in === 'path');
      const [contentType, media] = Object.entries(spec.requestBody?.content ?? {})[0] ?? [undefined, undefined];
      const operation: WalkOperation = {
        method: method.toUpperCase() as HTTPMethods,
        path,
        contentType,
        key: `${method.toUpperCase()} ${path}`,
      };
      const known = options.known?.(operation) ?? {};
      const validQuery: Record<string, QueryValue> = {};
      for (const p of queryParameters) validQuery[p.name] = asQueryValue(p.name in known ? known[p.name] : validValue(p.schema ?? {}));
      const validPath: Record<string, string> = {};
      for (const p of pathParameters) validPath[p.name] = String(validValue(p.schema ?? {}));
      const bodySchema = media?.schema;
      const generated = bodySchema ? validValue(bodySchema) : undefined;
      const validBody =
        generated !== null && typeof generated === 'object' && !Array.isArray(generated)
          ? { ...generated, ...Object.fromEntries(Object.entries(known).filter(([name]) => !queryParameters.some((p) => p.name === name))) }
          : generated;
      const valid: WalkVariant = {
        name: 'valid',
        pathParams: validPath,
        query: validQuery,
        ...(contentType && bodySchema ? { payload: JSON.stringify(validBody), contentType } : {}),
      };
      const variants: WalkVariant[] = [];
      for (const { name, query, family, target } of queryVariants(queryParameters, validQuery))
        variants.push({ ...valid, name, query, family, target });
      for (const p of pathParameters)
        for (const [name, text, family] of PATH_PARAM_VALUES)
          variants.push({ ...valid, name: `${p.name} = ${name}`, pathParams: { ...validPath, [p.name]: text }, family, target: p.name });
      if (bodySchema && contentType)
        for (const { name, body, family, target } of bodyFieldVariants(bodySchema, validBody))
          variants.push({ ...valid, name, payload: jsonText(body), contentType, family, target });
      if (operation.method !== 'GET' && operation.method !== 'DELETE')
        for (const shape of bodyShapeVariants(contentType ?? 'application/json'))
          variants.push({ ...valid, ...shape, family: 'shape', target: shape.name });
      const chosen = options.sample ? sampled(variants, options.sample, operation.key) : variants;
      const extra = (options.extraVariants?.(operation, valid) ?? []).map((v): WalkVariant => ({ family: 'caller', ...v }));
      operations.push({ operation, variants: [{ ...valid, family: 'valid' }, ...chosen, ...extra] });
    }
  }
  return operations;
}

/** A number from the text, the same on every run: where an operation's sample starts. */
function stableHash(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/**
 * Up to `limits[family]` variants of each family. Within a family the sample goes round the
 * targets (fields, parameters, body shapes) before taking a second value of any, starting at a
 * place the operation's key sets, and gives each target its values in a rotated order: so a
 * route's few requests break many fields, and across all routes every value is sent.
 */
function sampled(variants: WalkVariant[], limits: Partial<Record<WalkFamily, number>>, key: string): WalkVariant[] {
  const start = stableHash(key);
  const chosen: WalkVariant[] = [];
  for (const [family, limit] of Object.entries(limits) as [WalkFamily, number][]) {
    const byTarget = new Map<string, WalkVariant[]>();
    for (const v of variants.filter((v) => v.family === family)) {
      const target = v.target ?? v.name;
      byTarget.set(target, [...(byTarget.get(target) ?? []), v]);
    }
    const targets = [...byTarget.values()];
    const offset = targets.length === 0 ? 0 : start % targets.length;
    const rotated = [...targets.slice(offset), ...targets.slice(0, offset)];
    const taken: WalkVariant[] = [];
    for (let round = 0; taken.length < limit && rotated.some((values) => values.length > round); round += 1)
      rotated.forEach((values, i) => {
        if (taken.length < limit && round < values.length) taken.push(values[(i + round + start) % values.length]);
      });
    chosen.push(...taken);
  }
  return chosen;
}

function urlOf(path: string, pathParams: Record<string, string>, query: Record<string, QueryValue>): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => pathParams[name] ?? '1');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const v of Array.isArray(value) ? value : [value]) search.append(name, v);
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** Sends every variant of every kept operation as each identity; answers what was sent and every 5xx. */
export async function walkRoutes(app: FastifyInstance, options: WalkOptions): Promise<WalkReport> {
  const document = app.swagger() as OpenApiDocument;
  const report: WalkReport = { sent: {}, statuses: {}, serverErrors: [] };
  for (const { operation, variants } of operationsOf(document, options)) {
    report.sent[operation.key] = 0;
    const statuses: Record<number, number> = {};
    report.statuses[operation.key] = statuses;
    for (const identity of await options.identities(operation)) {
      for (const variant of variants) {
        const url = urlOf(operation.path, variant.pathParams ?? {}, variant.query ?? {});
        const headers: Record<string, string> = { ...identity.headers, ...variant.headers };
        if (variant.contentType) headers['content-type'] = variant.contentType;
        const answer = await app.inject({
          method: operation.method,
          url,
          headers,
          ...(variant.payload === undefined ? {} : { payload: variant.payload }),
        });
        report.sent[operation.key] += 1;
        statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
        if (answer.statusCode >= 500)
          report.serverErrors.push({
            method: operation.method,
            url: url.length > 300 ? `${url.slice(0, 300)}…` : url,
            variant: variant.name,
            identity: identity.name,
            status: answer.statusCode,
            body: answer.body.slice(0, 500),
          });
      }
    }
  }
  return report;
}

/** The 5xx answers as lines a failing test prints. */
export function describeServerErrors(errors: readonly ServerErrorAnswer[]): string {
  return errors.map((e) => `${e.status} ${e.method} ${e.url} [${e.variant}] as ${e.identity}: ${e.body}`).join('\n');
}

/** The password of the accounts a walk signs in with. */
export const WALK_PASSWORD = 'Walk@123456';

/**
 * The walk's signed-in identities. Its accounts are its own (the walk's valid requests name row 1
 * and the like, which may be a seeded account, and a walked route may freeze or sign out whoever
 * it names), and each session is signed in again when a walked route (logout, say) ended it, so no
 * signed-in route is walked shut out.
 */
export class WalkSessions {
  private readonly tokens = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly db: Db,
  ) {}

  /** A new account of the walk, signed in with WALK_PASSWORD. */
  create(user: Omit<NewUser, 'password'>): Promise<number> {
    return createUser(this.db, { ...user, password: WALK_PASSWORD });
  }

  /** The account's session: the last one while it still works, else a new one. */
  async token(account: string): Promise<string> {
    const token = this.tokens.get(account);
    if (token) {
      const answer = await this.app.inject({ method: 'GET', url: '/rest/getInfo', headers: { authorization: token } });
      if (answer.json<{ code: number }>().code === 200) return token;
    }
    const fresh = await login(this.app, account, WALK_PASSWORD);
    this.tokens.set(account, fresh);
    return fresh;
  }

  /** The identity `name`, signed in as the account (ask before each operation: see token). */
  async identity(name: string, account: string): Promise<WalkIdentity> {
    return { name, headers: { authorization: await this.token(account) } };
  }
}
