// Copies the JSON Schemas of the PACT ProductFootprint and its events out of the OpenAPI files of
// wbcsd/pact-conformance-service (MIT) into server/src/areas/supplychain/pact/schemas, as data the
// server validates with (ajv). Only `components.schemas` is kept, without the prose (description,
// x-* notes): the validation keywords are the spec's, unchanged.
//
//   node scripts/pact/extractSchemas.mjs <path of a checkout of wbcsd/pact-conformance-service> <commit>
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const [checkout, commit] = process.argv.slice(2);
if (!checkout || !commit) {
  console.error('usage: node scripts/pact/extractSchemas.mjs <checkout> <commit>');
  process.exit(1);
}
const target = path.resolve(import.meta.dirname, '../../server/src/areas/supplychain/pact/schemas');

/** A schema without its prose; the keys of `properties` are property names, never stripped. */
function strip(schema) {
  if (Array.isArray(schema)) return schema.map(strip);
  if (schema === null || typeof schema !== 'object') return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'description' || key === 'examples' || key.startsWith('x-')) continue;
    if (key === 'properties' || key === 'patternProperties')
      out[key] = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, strip(property)]));
    else out[key] = strip(value);
  }
  return out;
}

for (const version of ['2_3', '3_0']) {
  const file = `src/schemas/openapi_v${version}.yaml`;
  const spec = parse(fs.readFileSync(path.join(checkout, file), 'utf8'));
  const data = {
    $id: `pact-v${version.replace('_', '.')}`,
    $comment: `components.schemas of ${file} (PACT API ${spec.info.version}), github.com/wbcsd/pact-conformance-service at ${commit}; MIT licence, see LICENSE.md beside this file`,
    components: { schemas: strip(spec.components.schemas) },
  };
  fs.writeFileSync(path.join(target, `pact-v${version.replace('_', '.')}.schema.json`), `${JSON.stringify(data, null, 2)}\n`);
}
