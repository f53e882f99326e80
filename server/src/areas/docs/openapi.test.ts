import * as contracts from '@pcf/shared/contracts';
import { endpointKey, type EndpointDefinition } from '@pcf/shared/contracts';
import { describeEachDatabase, login, PASSWORDS } from '../../testing/testApp';
import { routeEntries } from '../../testing/routes';

/** Every endpoint the contracts define: the values of their `<area>Endpoints` groups. */
function contractEndpoints(): EndpointDefinition[] {
  return Object.entries(contracts)
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([, group]) => Object.values(group as Record<string, EndpointDefinition>));
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

describeEachDatabase('the OpenAPI document', (ctx) => {
  let operations: Map<string, Operation>;

  beforeAll(async () => {
    const token = await login(ctx().app, 'demo', PASSWORDS.demo);
    const response = await ctx().app.inject({ method: 'GET', url: '/api/docs/json', headers: { authorization: token } });
    const spec = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    operations = new Map();
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        // OpenAPI writes :id as {id}
        operations.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, operation);
      }
    }
  });

  it('registers every endpoint of the contracts with its permission', () => {
    const routes = new Map(routeEntries(ctx().app).map((entry) => [entry.key, entry]));
    const wrong = contractEndpoints()
      .filter((endpoint) => {
        const entry = routes.get(endpointKey(endpoint));
        if (!entry) return true;
        return endpoint.permission === contracts.PUBLIC ? !entry.public : entry.permission !== endpoint.permission;
      })
      .map(endpointKey);
    expect(wrong).toEqual([]);
  });

  it('documents no operation that is not a contract endpoint (one definition per endpoint)', () => {
    const defined = new Set(contractEndpoints().map(endpointKey));
    expect([...operations.keys()].filter((key) => !defined.has(key))).toEqual([]);
  });

  it('lists a reply schema for every operation but file downloads', () => {
    // a file (a download, an image) answers no envelope: the contracts mark it reply: 'file'; a bare
    // endpoint with reply 'none' (the PACT API's events) answers an empty body
    const files = new Set(
      contractEndpoints()
        .filter((endpoint) => endpoint.reply === 'file' || (endpoint.bare === true && endpoint.reply === 'none'))
        .map(endpointKey),
    );
    const withoutReply = [...operations]
      .filter(([key, operation]) => !files.has(key) && !operation.responses?.['200']?.content?.['application/json']?.schema)
      .map(([key]) => key);
    expect(withoutReply).toEqual([]);
    // a file download listed here must still exist (the list does not go stale)
    expect([...files].filter((key) => !operations.has(key))).toEqual([]);
  });

  it('lists the request schemas of every contract endpoint', () => {
    const missing = contractEndpoints()
      .filter((endpoint) => {
        const operation = operations.get(endpointKey(endpoint));
        if (!operation) return true;
        const inQuery = new Set((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
        const inPath = new Set((operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name));
        const bodyListed = endpoint.encoding === 'multipart' ? true : !endpoint.body || operation.requestBody?.content !== undefined;
        const queryListed = Object.keys(propertiesOf(endpoint.querystring)).every((name) => inQuery.has(name));
        const paramsListed = Object.keys(propertiesOf(endpoint.params)).every((name) => inPath.has(name));
        return !(bodyListed && queryListed && paramsListed);
      })
      .map(endpointKey);
    expect(missing).toEqual([]);
  });
});

function propertiesOf(schema: unknown): Record<string, unknown> {
  return (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
}
