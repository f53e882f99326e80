/**
 * Issue 18: no route answers 5xx to bad input. The walk (testing/routeWalk.ts) sends every
 * operation of the OpenAPI document its hostile variants (type-confused fields, out-of-range
 * integers, NUL characters, oversized strings, malformed bodies, wrong content types) as a
 * platform administrator and as an enterprise user, and anonymously where the route is public.
 * The supply-chain and PACT routes have a walk of their own that knows their rows and credentials
 * (areas/supplychain/noServerErrors.test.ts).
 */
import { eq } from 'drizzle-orm';
import { ROLE_ADMIN } from '@pcf/shared/contracts';
import { describeEachDatabase } from '../testing/testApp';
import { roleId } from '../testing/accounts';
import { routeEntries } from '../testing/routes';
import {
  describeServerErrors,
  walkRoutes,
  WalkSessions,
  type WalkIdentity,
  type WalkOperation,
  type WalkReport,
} from '../testing/routeWalk';
import { companies } from '../schema';
import { DEMO_COMPANY } from '../seed';

/** Walked by the supply-chain test, with the rows and credentials those routes need. */
const WALKED_ELSEWHERE = /^\/(rest\/supplychain\/|rest\/pact\/|auth\/token$|3\/)/;
/**
 * Variants of each kind per route and identity: every route gets some of each, the fields of a
 * route in turn; the full cross product (some 19,000 requests) would take minutes.
 */
const SAMPLE = { type: 3, range: 5, nul: 2, size: 2, presence: 1, shape: 3 } as const;
const openApiKey = (method: string, url: string) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;

describeEachDatabase('no route answers 5xx to bad input', (ctx) => {
  let report: WalkReport;
  let publicKeys: Set<string>;

  beforeAll(async () => {
    const app = ctx().app;
    const db = ctx().database.db;
    const [demo] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
    const sessions = new WalkSessions(app, db);
    await sessions.create({ account: 'walk_admin', userType: 'admin', roleIds: [await roleId(db, ROLE_ADMIN)] });
    await sessions.create({ account: 'walk_enterprise', companyId: demo.id, roleIds: [await roleId(db, 'enterprise')] });
    publicKeys = new Set(
      routeEntries(app)
        .filter((entry) => entry.public)
        .map((entry) => openApiKey(entry.method, entry.url)),
    );
    report = await walkRoutes(app, {
      include: (path) => !WALKED_ELSEWHERE.test(path),
      sample: SAMPLE,
      identities: async (operation: WalkOperation): Promise<WalkIdentity[]> => [
        ...(publicKeys.has(operation.key) ? [{ name: 'anonymous', headers: {} }] : []),
        await sessions.identity('administrator', 'walk_admin'),
        await sessions.identity('enterprise user', 'walk_enterprise'),
      ],
    });
  }, 600_000);

  it('walks every operation of the document, signed in all the way', () => {
    const documented = Object.entries((ctx().app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths).flatMap(
      ([path, methods]) => (WALKED_ELSEWHERE.test(path) ? [] : Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)),
    );
    expect(Object.keys(report.sent).sort()).toEqual(documented.filter((key) => !key.startsWith('HEAD ')).sort());
    // a session a walked route ended is signed in again: no signed-in route was answered 401 throughout
    const shutOut = Object.entries(report.statuses).filter(
      ([key, statuses]) => !publicKeys.has(key) && Object.keys(statuses).join() === '401',
    );
    expect(shutOut).toEqual([]);
  });

  it('answers no 5xx to any of them', () => {
    if (report.serverErrors.length > 0) console.log(describeServerErrors(report.serverErrors));
    expect(report.serverErrors).toEqual([]);
  });
});
