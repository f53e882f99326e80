/**
 * Conformance of PACT documents and events to the spec's own JSON Schemas (schemas/, copied from
 * the WBCSD conformance service with their licence), checked with ajv. Every failure is named by
 * its field (a JSON pointer such as /pcf/declaredUnitAmount) with a message key and parameters, so
 * a refusal can list each failing field in the reader's language.
 *
 * The OpenAPI 3.1 schemas are JSON Schema 2020-12; the spec's own formats are defined here:
 * `decimal` (a decimal number written as a string, PACT "Decimal") and `urn` (RFC 8141).
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { PACT_URN_PATTERN, type PactSpecVersion } from '@pcf/shared/contracts';
import type { MessageKey, MessageParams } from '../../../http/messages';
import v30 from './schemas/pact-v3.0.schema.json';
import v23 from './schemas/pact-v2.3.schema.json';

export const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

export type PactSchemaName =
  'ProductFootprint' | 'BaseEvent' | 'RequestCreatedEvent' | 'RequestFulfilledEvent' | 'RequestRejectedEvent' | 'PublishedEvent';

/** One failing field. */
export interface FieldProblem {
  /** JSON pointer of the field within the validated value ('' for the value itself). */
  field: string;
  key: MessageKey;
  params: MessageParams;
}

const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
addFormats(ajv);
ajv.addFormat('decimal', DECIMAL_PATTERN);
ajv.addFormat('urn', new RegExp(PACT_URN_PATTERN));
// the limit parameter of ListFootprints; not used by the documents, declared so no format is unknown
ajv.addFormat('uint', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= 0 });
ajv.addSchema(v30);
ajv.addSchema(v23);

const SCHEMA_IDS: Record<PactSpecVersion, string> = { '3.0': v30.$id, '2.3': v23.$id };
const compiled = new Map<string, ValidateFunction>();

function validatorOf(version: PactSpecVersion, name: PactSchemaName): ValidateFunction {
  const key = `${version}:${name}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `${SCHEMA_IDS[version]}#/components/schemas/${name}` });
    compiled.set(key, validate);
  }
  return validate;
}

const join = (path: string, name: string) => `${path}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** ajv's error as a field problem; structural keywords the message cannot name get a generic one. */
function problemOf(error: ErrorObject): FieldProblem {
  const field = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { field: join(field, String(params.missingProperty)), key: 'pactFieldMissing', params: {} };
    case 'type':
      return { field, key: 'pactFieldType', params: { type: String(params.type) } };
    case 'enum':
      return { field, key: 'pactFieldEnum', params: { values: (params.allowedValues as unknown[]).map(String).join(', ') } };
    case 'const':
      return { field, key: 'pactFieldEnum', params: { values: String(params.allowedValue) } };
    case 'format':
      return { field, key: 'pactFieldFormat', params: { format: String(params.format) } };
    case 'pattern':
      return { field, key: 'pactFieldFormat', params: { format: String(params.pattern) } };
    case 'minItems':
      return { field, key: 'pactFieldMinItems', params: { limit: Number(params.limit) } };
    case 'uniqueItems':
      return { field, key: 'pactFieldUnique', params: {} };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { field, key: 'pactFieldRange', params: { comparison: String(params.comparison), limit: Number(params.limit) } };
    case 'minLength':
      return { field, key: 'pactFieldEmpty', params: {} };
    default:
      return { field, key: 'pactFieldInvalid', params: { rule: error.keyword } };
  }
}

/**
 * The problems of `value` against a schema of the spec (empty when it conforms), one per field and
 * message. The geography rule of CarbonFootprint (one of region, country, subdivision, or none) is
 * written with oneOf/not and reported once as its own message instead of ajv's branch errors.
 */
export function pactProblems(version: PactSpecVersion, name: PactSchemaName, value: unknown): FieldProblem[] {
  const validate = validatorOf(version, name);
  if (validate(value)) return [];
  const errors = validate.errors ?? [];
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  const add = (problem: FieldProblem) => {
    const id = `${problem.field}|${problem.key}|${JSON.stringify(problem.params)}`;
    if (!seen.has(id)) {
      seen.add(id);
      problems.push(problem);
    }
  };
  // errors inside a oneOf/not branch are the alternatives ajv tried, not failures of their own
  const branchPaths = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'not').map((e) => e.schemaPath);
  for (const error of errors) {
    if (error.keyword === 'oneOf' || error.keyword === 'not') {
      if (error.schemaPath.includes('CarbonFootprint') || /\/pcf$/.test(error.instancePath))
        add({ field: error.instancePath, key: 'pactGeographyOneOf', params: {} });
      else add({ field: error.instancePath, key: 'pactFieldInvalid', params: { rule: error.keyword } });
      continue;
    }
    if (branchPaths.some((path) => error.schemaPath.startsWith(`${path}/`) && error.schemaPath !== path)) continue;
    add(problemOf(error));
  }
  return problems;
}
