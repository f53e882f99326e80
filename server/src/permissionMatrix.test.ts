/**
 * The permission matrix (issue 3): every registered route, asked by nobody, by a signed-in user
 * without its permission, and by enterprise A about enterprise B's rows, is refused and changes
 * nothing. Routes come from Fastify itself, so a new route joins the matrix without being named;
 * only routes open to everyone or to every session must be named below, with the reason.
 */
import { SIGNED_IN } from '@pcf/shared/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { and, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { describeEachDatabase, json, login, PASSWORDS, type TestContext } from './testing/testApp';
import { routeEntries, type RouteEntry } from './testing/routes';
import { snapshot, tableState, type Snapshot, type TableState } from './testing/databaseSnapshot';
import { createCompany, createRole, createUser, grantMenus, menusGranting, roleId } from './testing/accounts';
import { failure } from './http/errorHandling';
import { translate } from './http/messages';
import { menus, settings, units, userRoles, users } from './schema';
import type { BoardThread, PersonalInfo } from '@pcf/shared/contracts';
import { ADMIN_PERMS as DEPT_ROLE_PERMS, giveRole, roleHolding } from './testing/deptsRoles';
import { COMPANY_PERMS as COMPANY_DATA_PERMS, PRODUCT } from './areas/datasets/companies.fixture';
import { multipartBody, pdfOf } from './areas/files/documents.fixture';

const MATRIX_PRODUCT = { ...PRODUCT, model: 'MatrixB-610', name: 'MatrixB module' };

/** Open to anyone: signing in, the front end's files, the health probe. Keyed like routeEntries(). */
const PUBLIC_BY_DESIGN: Readonly<Record<string, string>> = {
  'GET /api/health': 'load balancers and the status page probe it without a session',
  'GET /rest/captchaImage': 'the sign-in page shows the captcha before anyone is signed in',
  'POST /rest/loginWithCaptcha': 'signing in',
  'POST /user/login': 'signing in (typed entrances /login1, /login2)',
  'POST /rest/forgotPassword': 'asking for a recovery link (/ForgotPassword): the answer is the same whether the account exists or not',
  'POST /rest/resetPassword': 'setting a new password with a recovery link: the link is the credential',
  'POST /rest/logout': 'an expired token must still be able to log out; it only revokes the token it carries',
  'POST /rest/register': 'an enterprise applies (/zhuce) before it has an account; it creates only a pending company and user',
  'GET /': 'the shell page',
  'GET /mf/:remote/*': "the remotes' built files (what a user may load is decided by GET /api/remotes)",
  'GET /*': "the shell's built files and its client-side routes",
  'GET /rest/report/verify': "the public /detail page (a report's QR code): a published report's key figures by its unguessable code",
  'GET /rest/report/verify/pdf': 'the published PDF of that code, for anyone holding the code',
  'POST /rest/report/verify/check': 'whether an uploaded PDF is the published one of a code (its SHA-256); nothing is stored',
  // the PACT API has no session: its own credentials (areas/supplychain/pact/routes.ts)
  'POST /auth/token': "a PACT client's credentials (HTTP Basic) for an access token",
  'GET /3/footprints': "a PACT client's Bearer token: its company's shared footprints",
  'GET /3/footprints/:id': "a PACT client's Bearer token: one of its company's shared footprints",
  'POST /3/events': "a PACT client's Bearer token: CloudEvents for the supply chain requests",
  'GET /rest/supplychain/invitation':
    'the registration page (/zhuce) shows who invited the company before it has an account; the unguessable link is the credential',
};

/** Served to every session whatever its roles (config.permission = SIGNED_IN), with the reason. */
const SIGNED_IN_BY_DESIGN: Readonly<Record<string, string>> = {
  'GET /rest/getInfo': 'the session describes itself: user, roles, permissions',
  'POST /rest/vicimsg': 'the menu of the session (the userid/deptid in the body are ignored)',
  'GET /api/remotes': 'the remotes the session may load, derived from its menu',
  'GET /chat/messageNotificationSenderCount': 'unread count of the own threads (all, for administrators)',
  'GET /chat/threads': 'the own message threads',
  'GET /chat/thread': 'one own thread; another user’s answers "not found"',
  'POST /chat/send': 'writes to the administrators in an own (or a new) thread',
  'POST /chat/read': 'marks an own thread read',
  'GET /rest/personalCenter/getPersonalInfo': 'the own profile',
  'POST /rest/personalCenter/updatePersonalInfo': 'the own profile',
  'POST /rest/personalCenter/changePassword': 'the own password',
  'POST /rest/personalCenter/avatar': 'the own avatar',
  'GET /rest/personalCenter/avatarImage': 'avatars of the own company only (others answer "not found")',
  'GET /sysDictInfo/getDictInfo': 'the options of select fields on every screen: dictionary labels, no company data',
  'POST /rest/unit/convert':
    'converts a quantity between two units: reference data of the method, no company data; any screen taking a quantity may use it',
  // the generic object API: each call asks for the object's own <prefix>:list/edit/remove/export (403 without it)
  'POST /rest/getObjMetaData': 'object API: the object’s own list permission decides',
  'POST /rest/getObjDataByPage': 'object API: the object’s own list permission decides, data scoped',
  'POST /rest/getObjData': 'object API: the object’s own list permission decides, data scoped',
  'POST /rest/getObjDataById': 'object API: the object’s own list permission decides, data scoped',
  'POST /rest/exportObjData': 'object API: the object’s own export permission decides, data scoped',
  'POST /rest/saveObjData': 'object API: the object’s own edit permission decides, data scoped',
  'POST /rest/delObjData': 'object API: the object’s own remove permission decides, data scoped',
  'POST /rest/delObjDataByIdList': 'object API: the object’s own remove permission decides, data scoped',
  'POST /rest/systemInfo/getObjDataByPage': 'object API (system objects): the object’s own list permission decides',
  // Fastify reports GET /api/docs/ but not its trailing-slash twin GET /api/docs (same route, same guard)
  'HEAD /api/docs': 'API documentation for signed-in users (ARCHITECTURE: docs behind sign-in)',
  'GET /api/docs/': 'API documentation',
  'GET /api/docs/json': 'API documentation',
  'GET /api/docs/yaml': 'API documentation',
  'GET /api/docs/static/index.html': 'API documentation',
  'GET /api/docs/static/swagger-initializer.js': 'API documentation',
  'GET /api/docs/static/*': 'API documentation',
};

/** Permissions whose routes also need the platform administrator flag: a role granted them still gets 403. With the reason. */
const ADMIN_ONLY_BY_DESIGN: Readonly<Record<string, string>> = {
  'system:backup:export': 'a download of every company’s data and files: platform administrators only',
  'system:backup:restore': 'replaces every company’s data: platform administrators only',
  'system:metadata:add': 'registers tables and creates tables (DDL) serving every company: platform administrators only',
  'system:metadata:edit': 'changes registrations and adds or drops columns (DDL): platform administrators only',
  'system:metadata:remove': 'drops registrations and custom tables with every company’s rows: platform administrators only',
  'system:outbox:list': 'kept recovery links of every company’s users, each opening its account: platform administrators only',
  'business:registration:list': 'every applicant company’s details and business licence: platform administrators only',
  'business:registration:review': 'admits companies to the platform: platform administrators only',
  'database:generalDataset:add': 'the platform’s background datasets, used by every company: platform administrators only',
  'database:generalDataset:edit': 'changes (and recomputes) background datasets every company uses: platform administrators only',
  'database:generalDataset:remove': 'deletes a background dataset every company may use: platform administrators only',
  'database:document:add': 'the platform’s document library, read by every company: platform administrators only',
  'database:document:edit': 'changes library documents and their versions: platform administrators only',
  'database:document:remove': 'deletes library documents with every version: platform administrators only',
  'acquisition:template:add': 'the collection templates every company fills from: platform administrators only',
  'acquisition:template:edit': 'changes collection templates every company uses: platform administrators only',
  'acquisition:template:remove': 'deletes a collection template every company may use: platform administrators only',
};

const LANGUAGE = { 'accept-language': 'en-US' } as const;
const UNAUTHORIZED = failure(401, translate('unauthorized', 'en'));
const FORBIDDEN = failure(403, translate('forbidden', 'en'));
/** Query values that fail any schema they meet (ids, levels, pages), sent to prove the guard answers first. */
const INVALID_QUERY = { id: 'not-a-number', level: 'x', pageNum: '-1', pageSize: 'x', threadId: 'x' };

const guarded = (app: FastifyInstance): RouteEntry[] => routeEntries(app).filter((r) => !r.public);
const withPermission = (app: FastifyInstance): RouteEntry[] => guarded(app).filter((r) => r.permission !== SIGNED_IN);
const carriesBody = (route: RouteEntry): boolean => route.method !== 'GET' && route.method !== 'HEAD';

/** The same route three ways: bare, with a body and query its schema refuses, and with a body that is not even JSON. */
function variants(route: RouteEntry, headers: Record<string, string>): InjectOptions[] {
  const base: InjectOptions = { method: route.method, url: route.target, headers: { ...LANGUAGE, ...headers } };
  const invalid: InjectOptions = { ...base, query: INVALID_QUERY };
  if (!carriesBody(route)) return [base, invalid];
  return [
    base,
    { ...invalid, payload: { id: 'x', pid: 'x', name: 7, threadId: 'x', body: 7, msgid: 7 } },
    { ...invalid, payload: '{"not json', headers: { ...base.headers, 'content-type': 'application/json' } },
  ];
}

function describeRequest(options: InjectOptions): string {
  const query = options.query ? ' +invalid query' : '';
  const body = options.payload === undefined ? '' : typeof options.payload === 'string' ? ' +malformed JSON' : ' +invalid body';
  return `${String(options.method)} ${String(options.url)}${query}${body}`;
}

/** "METHOD url → status body" of every answer that is not the expected refusal (empty when all are). */
async function unexpectedAnswers(
  app: FastifyInstance,
  routes: readonly RouteEntry[],
  headers: Record<string, string>,
  expected: { status: number; body: object },
): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of routes) {
    for (const options of variants(route, headers)) {
      const response = await app.inject(options);
      const bodyOk = route.method === 'HEAD' || response.body === JSON.stringify(expected.body);
      if (response.statusCode !== expected.status || !bodyOk) {
        wrong.push(`${describeRequest(options)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
  }
  return wrong;
}

describeEachDatabase('the permission matrix', (ctx) => {
  let before: Snapshot;
  const db = () => ctx().database.db;
  const state = () => snapshot(db(), ctx().config.dataDir);

  /** A signed-in enterprise user (company A) whose role is granted nothing. */
  let bareToken = '';
  /** A user whose role is rewritten per permission: everything except the one under test. */
  let allButRole = 0;
  let allButToken = '';
  let onlyRole = 0;
  let onlyToken = '';

  beforeAll(async () => {
    const c: TestContext = ctx();
    const [demo] = await c.database.db
      .select({ companyId: users.companyId, deptId: users.deptId })
      .from(users)
      .where(eq(users.account, 'demo'));
    const bareRole = await createRole(c.database.db, 'matrix_bare');
    allButRole = await createRole(c.database.db, 'matrix_all_but');
    onlyRole = await createRole(c.database.db, 'matrix_only');
    const inCompanyA = { companyId: demo.companyId, deptId: demo.deptId };
    await createUser(c.database.db, { account: 'matrix_bare', password: 'Matrix@123456', roleIds: [bareRole], ...inCompanyA });
    await createUser(c.database.db, { account: 'matrix_all_but', password: 'Matrix@123456', roleIds: [allButRole], ...inCompanyA });
    await createUser(c.database.db, { account: 'matrix_only', password: 'Matrix@123456', roleIds: [onlyRole], ...inCompanyA });
    bareToken = await login(c.app, 'matrix_bare', 'Matrix@123456');
    allButToken = await login(c.app, 'matrix_all_but', 'Matrix@123456');
    onlyToken = await login(c.app, 'matrix_only', 'Matrix@123456');
  });

  describe('the routes', () => {
    it('are all enumerated, each with a URL that reaches it and no other route', () => {
      const routes = routeEntries(ctx().app);
      expect(routes.length).toBeGreaterThan(40);
      // the pattern itself, taken as a URL, reaches only its own route; the concrete URL must reach the same handler
      const astray = routes.filter((r) => {
        const own = ctx().app.findRoute({ method: r.method, url: r.url });
        const reached = ctx().app.findRoute({ method: r.method, url: r.target });
        return own === null || reached === null || own.handler !== reached.handler;
      });
      expect(astray.map((r) => r.key)).toEqual([]);
    });

    it('are public only where listed with a reason', () => {
      const open = [
        ...new Set(
          routeEntries(ctx().app)
            .filter((r) => r.public)
            .map((r) => r.key),
        ),
      ].sort();
      expect(open).toEqual(Object.keys(PUBLIC_BY_DESIGN).sort());
    });

    it('are open to every session only where listed with a reason', () => {
      const toAll = [
        ...new Set(
          routeEntries(ctx().app)
            .filter((r) => r.permission === SIGNED_IN)
            .map((r) => r.key),
        ),
      ].sort();
      expect(toAll).toEqual(Object.keys(SIGNED_IN_BY_DESIGN).sort());
    });

    it('ask only for permissions a role can be granted through a menu', async () => {
      const asked = [...new Set(withPermission(ctx().app).map((r) => r.permission as string))];
      const grantable = new Set((await menusGranting(db(), asked)).map((m) => m.perms));
      expect(asked.filter((p) => !grantable.has(p))).toEqual([]);
    });
    it('are checked against a snapshot that sees every table, the files, and a one-row change', async () => {
      const start = await state();
      expect(Object.keys(start.tables)).toEqual(
        expect.arrayContaining(['public.users', 'public.sessions', 'public.role_menus', 'public.board_messages', 'public.directory_nodes']),
      );
      expect(start.tables['public.directory_nodes'].rows).toBeGreaterThan(0);
      await db().insert(settings).values({ key: 'matrix_probe', value: 'x' });
      const changed = await state();
      await db().delete(settings).where(eq(settings.key, 'matrix_probe'));
      expect(changed.tables['public.settings']).not.toEqual(start.tables['public.settings']);
      expect(await state()).toEqual(start);
    });
  });

  describe('asked by nobody', () => {
    beforeAll(async () => {
      before = await state();
    });

    it('every guarded route answers HTTP 401 with the 401 envelope, before reading body or query', async () => {
      expect(await unexpectedAnswers(ctx().app, guarded(ctx().app), {}, { status: 401, body: UNAUTHORIZED })).toEqual([]);
    });

    it('a made-up token, in the header, the query or the cookie, is nobody too', async () => {
      const routes = guarded(ctx().app);
      const bogus = await unexpectedAnswers(
        ctx().app,
        routes,
        { authorization: 'Bearer not-a-session', cookie: 'dby_token=not-a-session' },
        {
          status: 401,
          body: UNAUTHORIZED,
        },
      );
      expect(bogus).toEqual([]);
      for (const route of routes) {
        const response = await ctx().app.inject({ method: route.method, url: route.target, query: { token: 'not-a-session' } });
        expect(`${route.key} → ${response.statusCode}`).toBe(`${route.key} → 401`);
      }
    });

    it('changes nothing', async () => {
      expect(await state()).toEqual(before);
    });
  });

  describe('asked by a signed-in user without the permission', () => {
    beforeAll(async () => {
      before = await state();
    });

    it('a user whose role holds no permission gets HTTP 403 with the 403 envelope on every permission route', async () => {
      const token = { authorization: bareToken };
      expect(await unexpectedAnswers(ctx().app, withPermission(ctx().app), token, { status: 403, body: FORBIDDEN })).toEqual([]);
    });

    it('a user holding every permission but the route’s own gets 403 too', async () => {
      const routes = withPermission(ctx().app);
      const wrong: string[] = [];
      for (const permission of new Set(routes.map((r) => r.permission as string))) {
        const others = await db()
          .select({ id: menus.id })
          .from(menus)
          .where(and(isNotNull(menus.perms), ne(menus.perms, permission)));
        await grantMenus(
          db(),
          allButRole,
          others.map((m) => m.id),
        );
        const mine = routes.filter((r) => r.permission === permission);
        wrong.push(...(await unexpectedAnswers(ctx().app, mine, { authorization: allButToken }, { status: 403, body: FORBIDDEN })));
      }
      await grantMenus(db(), allButRole, []);
      expect(wrong).toEqual([]);
    });

    it('changes nothing', async () => {
      expect(await state()).toEqual(before);
    });

    it('while the session routes serve that user (they need no permission) without changing anything', async () => {
      const start = await state();
      const refused: string[] = [];
      for (const route of guarded(ctx().app).filter((r) => r.permission === SIGNED_IN)) {
        const response = await ctx().app.inject({
          method: route.method,
          url: route.target,
          headers: { ...LANGUAGE, authorization: bareToken },
        });
        if (response.statusCode === 401 || response.statusCode === 403) refused.push(`${route.key} → ${response.statusCode}`);
      }
      expect(refused).toEqual([]);
      expect(await state()).toEqual(start);
    });

    it('and a user granted exactly the route’s permission passes the guard (so the 403 above was that permission)', async () => {
      const wrong: string[] = [];
      for (const permission of new Set(withPermission(ctx().app).map((r) => r.permission as string))) {
        const granting = (await menusGranting(db(), [permission])).filter((m) => !m.planned);
        // a permission of a screen not built yet is granted to nobody but administrators
        if (granting.length === 0 || permission in ADMIN_ONLY_BY_DESIGN) continue;
        await grantMenus(
          db(),
          onlyRole,
          granting.map((m) => m.id),
        );
        for (const route of withPermission(ctx().app).filter((r) => r.permission === permission)) {
          // bare requests: validation stops them after the guard, so nothing is written
          const response = await ctx().app.inject({
            method: route.method,
            url: route.target,
            headers: { ...LANGUAGE, authorization: onlyToken },
          });
          if (response.statusCode === 401 || response.statusCode === 403) wrong.push(`${route.key} → ${response.statusCode}`);
        }
      }
      await grantMenus(db(), onlyRole, []);
      expect(wrong).toEqual([]);
    });

    it('but a user granted exactly an administrators-only permission still gets 403 with the 403 envelope', async () => {
      const routes = withPermission(ctx().app).filter((r) => (r.permission as string) in ADMIN_ONLY_BY_DESIGN);
      expect([...new Set(routes.map((r) => r.permission as string))].sort()).toEqual(Object.keys(ADMIN_ONLY_BY_DESIGN).sort());
      const wrong: string[] = [];
      for (const permission of Object.keys(ADMIN_ONLY_BY_DESIGN)) {
        await grantMenus(
          db(),
          onlyRole,
          (await menusGranting(db(), [permission])).map((m) => m.id),
        );
        const mine = routes.filter((r) => r.permission === permission);
        wrong.push(...(await unexpectedAnswers(ctx().app, mine, { authorization: onlyToken }, { status: 403, body: FORBIDDEN })));
      }
      await grantMenus(db(), onlyRole, []);
      expect(wrong).toEqual([]);
    });
  });

  describe('enterprise A about enterprise B', () => {
    let a = { token: '', userId: 0 };
    let b = { token: '', userId: 0, companyId: 0, threadId: 0, productId: 0, datasetId: 0, itemId: 0, documentId: 0 };
    /** A's own product and evidence document (for links aimed at B's rows). */
    const aOwn = { productId: 0, documentId: 0 };
    /** B's department and B's company role. */
    let bOwn = { deptId: 0, roleId: 0 };
    const MARKERS = ['MatrixB', 'matrix_b', '13900000007'];

    beforeAll(async () => {
      const c: TestContext = ctx();
      const company = await createCompany(c.database.db, 'MatrixB Co');
      const userId = await createUser(c.database.db, {
        account: 'matrix_b',
        password: 'MatrixB@123456',
        name: 'MatrixB user',
        email: 'MatrixB@example.com',
        phone: '13900000007',
        roleIds: [await roleId(c.database.db, 'enterprise')],
        ...company,
      });
      const token = await login(c.app, 'matrix_b', 'MatrixB@123456');
      const sent = json<BoardThread>(
        await c.app.inject({
          method: 'POST',
          url: '/chat/send',
          headers: { authorization: token },
          payload: { subject: 'MatrixB subject', body: 'MatrixB body' },
        }),
      );
      expect(sent.code).toBe(200);
      const admin = await login(c.app, 'admin', PASSWORDS.admin);
      const reply = await c.app.inject({
        method: 'POST',
        url: '/chat/send',
        headers: { authorization: admin },
        payload: { threadId: sent.data.id, body: 'MatrixB reply' },
      });
      expect(reply.statusCode).toBe(200);
      const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
      const boundary = '----matrix-boundary';
      const upload = await c.app.inject({
        method: 'POST',
        url: '/rest/personalCenter/avatar',
        headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(upload.statusCode).toBe(200);
      // B itself reaches all of it: the refusals below are about who asks, not about missing rows
      const own = await c.app.inject({ method: 'GET', url: `/chat/thread?id=${sent.data.id}`, headers: { authorization: token } });
      expect(own.statusCode).toBe(200);
      const avatar = await c.app.inject({
        method: 'GET',
        url: `/rest/personalCenter/avatarImage?id=${userId}`,
        headers: { authorization: token },
      });
      expect(avatar.statusCode).toBe(200);
      // B's company datasets and evidence, every text marked so that a leak shows in any answer
      const saveAs = async (who: string, objName: string, data: Record<string, unknown>): Promise<number> => {
        const saved = json<{ id: number }>(
          await c.app.inject({ method: 'POST', url: '/rest/saveObjData', headers: { authorization: who }, payload: { objName, data } }),
        );
        if (saved.code !== 200) throw new Error(`${objName}: ${saved.msg}`);
        return saved.data.id;
      };
      const [kg] = await c.database.db.select({ id: units.id }).from(units).where(eq(units.code, 'kg'));
      const bAdmin = await login(c.app, 'admin', PASSWORDS.admin);
      const productId = await saveAs(bAdmin, 'pcf_company_product', { ...MATRIX_PRODUCT, company_id: company.companyId });
      const datasetId = await saveAs(bAdmin, 'pcf_company_dataset', { name: 'MatrixB plant', year: 2024, company_id: company.companyId });
      const itemId = await saveAs(bAdmin, 'pcf_company_dataset_item', {
        company_id: company.companyId,
        dataset_id: datasetId,
        kind: 'activity',
        name: 'MatrixB glass',
        value: 12,
        unit_id: kg.id,
        data_type: 'primary',
      });
      const evidence = multipartBody(
        { companyId: String(company.companyId), title: 'MatrixB evidence', targetType: 'product', targetId: String(productId) },
        { filename: 'MatrixB.pdf', bytes: pdfOf('MatrixB') },
      );
      const uploaded = json<{ id: number }>(
        await c.app.inject({
          method: 'POST',
          url: '/rest/evidence/upload',
          headers: { ...evidence.headers, authorization: bAdmin },
          payload: evidence.payload,
        }),
      );
      if (uploaded.code !== 200) throw new Error(`evidence: ${uploaded.msg}`);
      b = {
        token,
        userId,
        companyId: company.companyId,
        threadId: sent.data.id,
        productId,
        datasetId,
        itemId,
        documentId: uploaded.data.id,
      };
      const [demo] = await c.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'demo'));
      // A manages its own company's users, so the user rows below are refused for being B's, not for a missing permission
      const userAdminPerms = [
        'system:user:list',
        'system:user:add',
        'system:user:edit',
        'system:user:remove',
        'system:user:freeze',
        'system:user:resetPwd',
        'system:user:removeRole',
        'system:log:list',
        'system:access:list',
        'system:access:edit',
        ...COMPANY_DATA_PERMS,
      ];
      const userAdminMenus = await c.database.db
        .insert(menus)
        .values(
          userAdminPerms.map((perms) => ({
            key: `custom:matrix-a/${perms}`,
            kind: 'button' as const,
            titleZh: perms,
            titleEn: perms,
            perms,
            planned: false,
          })),
        )
        .returning({ id: menus.id });
      const userAdminRole = await createRole(
        c.database.db,
        'matrix_user_admin',
        userAdminMenus.map((m) => m.id),
      );
      await c.database.db.insert(userRoles).values({ userId: demo.id, roleId: userAdminRole });
      a = { token: await login(c.app, 'demo', PASSWORDS.demo), userId: demo.id };
      // A's own rows, which A may use, so that the refusals below are about B's
      aOwn.productId = await saveAs(a.token, 'pcf_company_product', { ...PRODUCT, model: 'A-610' });
      const ownEvidence = multipartBody({ title: 'A evidence' }, { filename: 'a.pdf', bytes: pdfOf('A own') });
      aOwn.documentId = json<{ id: number }>(
        await c.app.inject({
          method: 'POST',
          url: '/rest/evidence/upload',
          headers: { ...ownEvidence.headers, authorization: a.token },
          payload: ownEvidence.payload,
        }),
      ).data.id;
      // A administers its own company's departments and roles, so B's below are refused for being B's, not for a missing permission
      await giveRole(c.database.db, demo.id, (await roleHolding(c.database.db, 'matrix_a_dept_role', null, DEPT_ROLE_PERMS)).roleId);
      bOwn = { deptId: company.deptId, roleId: (await roleHolding(c.database.db, 'matrix_b_role', company.companyId, [])).roleId };
    });

    type B = typeof b;
    type A = typeof a;
    interface CrossCompanyCase {
      /** What A tries. */
      title: string;
      request: (b: B) => InjectOptions;
      /** refused: an error answer; ownOnly: answered, but about A itself. */
      outcome: 'refused' | 'ownOnly';
      /** Tables where A's own rows may change (ownOnly writes); B's rows in them are compared by ROWS_OF_COMPANY. */
      mayChange?: readonly string[];
      check?: (response: LightMyRequestResponse, a: A, b: B) => void;
    }

    /** B's rows in a table that an ownOnly write may touch for A. Add the company-owned tables of new areas here. */
    const ROWS_OF_COMPANY: Readonly<Record<string, (companyId: number) => SQL>> = {
      'public.users': (companyId) => sql`company_id = ${companyId}`,
      'public.company_products': (companyId) => sql`company_id = ${companyId}`,
      'public.sys_oper_log': (companyId) => sql`company_id = ${companyId}`,
    };

    /**
     * One row per attempt. The generic object API (/rest/getObjDataByPage and its siblings, from the
     * metadata area) belongs here: a row per call with B's object id / filter, outcome 'refused' or
     * 'ownOnly', and its company-owned tables in ROWS_OF_COMPANY.
     */
    const CASES: readonly CrossCompanyCase[] = [
      { title: "reads B's message thread", outcome: 'refused', request: (b) => ({ method: 'GET', url: `/chat/thread?id=${b.threadId}` }) },
      {
        title: 'lists message threads',
        outcome: 'ownOnly',
        request: () => ({ method: 'GET', url: '/chat/threads?pageNum=1&pageSize=100' }),
      },
      {
        title: 'counts unread replies',
        outcome: 'ownOnly',
        request: () => ({ method: 'GET', url: '/chat/messageNotificationSenderCount' }),
        check: (response) => expect(json<number>(response).data).toBe(0),
      },
      {
        title: "writes into B's thread",
        outcome: 'refused',
        request: (b) => ({ method: 'POST', url: '/chat/send', payload: { threadId: b.threadId, body: 'from A' } }),
      },
      {
        title: "marks B's thread read",
        outcome: 'refused',
        request: (b) => ({ method: 'POST', url: '/chat/read', payload: { threadId: b.threadId } }),
      },
      {
        title: "reads B's profile by id",
        outcome: 'ownOnly',
        request: (b) => ({
          method: 'GET',
          url: '/rest/personalCenter/getPersonalInfo',
          query: { id: String(b.userId), userId: String(b.userId) },
        }),
        check: (response, a) => expect(json<PersonalInfo>(response).data.id).toBe(a.userId),
      },
      {
        title: "changes B's profile by id",
        outcome: 'ownOnly',
        mayChange: ['public.users'],
        request: (b) => ({
          method: 'POST',
          url: '/rest/personalCenter/updatePersonalInfo',
          payload: { id: b.userId, userId: b.userId, name: 'Changed by A', email: null, phone: null },
        }),
        check: (response, a) => expect(json<PersonalInfo>(response).data.id).toBe(a.userId),
      },
      {
        title: "changes B's password with B's old password",
        outcome: 'refused',
        request: (b) => ({
          method: 'POST',
          url: '/rest/personalCenter/changePassword',
          payload: { userId: b.userId, oldPassword: 'MatrixB@123456', newPassword: 'Taken@123456' },
        }),
      },
      {
        title: "loads B's avatar",
        outcome: 'refused',
        request: (b) => ({ method: 'GET', url: `/rest/personalCenter/avatarImage?id=${b.userId}` }),
      },
      {
        title: "describes B's session by passing B's token in the query",
        outcome: 'ownOnly',
        request: (b) => ({ method: 'GET', url: '/rest/getInfo', query: { token: b.token } }),
        check: (response, a) => expect(json<{ user: { id: number } }>(response).data.user.id).toBe(a.userId),
      },
      {
        title: "asks for B's menu by user and department id",
        outcome: 'ownOnly',
        request: (b) => ({
          method: 'POST',
          url: '/rest/vicimsg',
          payload: { msgid: 'getHomeMenuByUseridAndDeptid', data: JSON.stringify({ userid: b.userId, deptid: b.companyId }) },
        }),
      },
      // The directory tree (/sky/*) is one platform-wide catalogue (directory_nodes has no company):
      // no enterprise owns a node, and enterprise users may read it but change none of it.
      {
        title: 'adds a directory node',
        outcome: 'refused',
        request: () => ({ method: 'POST', url: '/sky/addTreeMenu', payload: { name: 'by A', pid: 0 } }),
      },
      {
        title: 'renames a directory node',
        outcome: 'refused',
        request: () => ({ method: 'POST', url: '/sky/editTreeMenu', payload: { id: 1, name: 'by A' } }),
      },
      {
        title: 'moves a directory node',
        outcome: 'refused',
        request: () => ({ method: 'POST', url: '/sky/changeTreeNode', payload: { id: 2, pid: 0 } }),
      },
      {
        title: 'deletes a directory node',
        outcome: 'refused',
        request: () => ({ method: 'POST', url: '/sky/delTreeMenu', payload: { id: 1 } }),
      },
      { title: 'deletes a directory node by GET', outcome: 'refused', request: () => ({ method: 'GET', url: '/sky/delTreeMenu?id=1' }) },
      // Departments and roles (/system/dept, /system/role): each company administers its own; B's dept is "MatrixB Co dept", B's role "matrix_b_role".
      {
        title: "loads B's department tree by company id",
        outcome: 'ownOnly',
        request: (b) => ({ method: 'GET', url: `/sky/dept/tree?companyId=${b.companyId}` }),
      },
      {
        title: "renames B's department",
        outcome: 'refused',
        request: () => ({
          method: 'PUT',
          url: '/sky/dept/update',
          payload: { id: bOwn.deptId, parentId: 0, name: 'by A', sort: 1, status: 0 },
        }),
      },
      {
        title: "adds a department under B's",
        outcome: 'refused',
        request: () => ({ method: 'POST', url: '/sky/dept/create', payload: { name: 'by A', parentId: bOwn.deptId, sort: 1, status: 0 } }),
      },
      {
        title: "deletes B's department",
        outcome: 'refused',
        request: () => ({ method: 'DELETE', url: `/sky/dept/delete?id=${bOwn.deptId}` }),
      },
      {
        title: "deletes B's department by form",
        outcome: 'refused',
        request: () => ({ method: 'POST', url: '/rest/dept/deleteDeptInfo', payload: { id: bOwn.deptId } }),
      },
      {
        title: "saves B's department by form",
        outcome: 'refused',
        request: () => ({ method: 'POST', url: '/rest/dept/saveDeptInfo', payload: { id: bOwn.deptId, name: 'by A', parentId: 0 } }),
      },
      {
        title: "reads B's organisation by company id",
        outcome: 'ownOnly',
        request: (b) => ({ method: 'POST', url: '/rest/systemInfo/getDeptManager', payload: { companyId: b.companyId } }),
        check: (response, _a, b) => expect(json<{ id: number }>(response).data.id).not.toBe(b.companyId),
      },
      {
        title: "lists B's roles by company id",
        outcome: 'ownOnly',
        request: (b) => ({ method: 'GET', url: `/system/role/list?companyId=${b.companyId}&pageSize=100` }),
      },
      { title: "reads B's role", outcome: 'refused', request: () => ({ method: 'GET', url: `/system/role/info?id=${bOwn.roleId}` }) },
      {
        title: "reads B's role access tree",
        outcome: 'refused',
        request: () => ({ method: 'GET', url: `/system/role/menuTree?id=${bOwn.roleId}` }),
      },
      {
        title: "edits B's role",
        outcome: 'refused',
        request: () => ({ method: 'PUT', url: '/system/role/update', payload: { id: bOwn.roleId, roleKey: 'by_a', name: 'by A' } }),
      },
      {
        title: "grants menus to B's role",
        outcome: 'refused',
        request: () => ({ method: 'PUT', url: '/system/role/menus', payload: { id: bOwn.roleId, menuIds: [] } }),
      },
      {
        title: "sets B's role data scope",
        outcome: 'refused',
        request: () => ({ method: 'PUT', url: '/system/role/dataScope', payload: { id: bOwn.roleId, dataScope: 'all' } }),
      },
      {
        title: "deletes B's role",
        outcome: 'refused',
        request: () => ({ method: 'DELETE', url: `/system/role/delete?id=${bOwn.roleId}` }),
      },
      // Field and row rules (/system/access): per role, so only on the roles A administers.
      {
        title: "reads B's role field and row rules",
        outcome: 'refused',
        request: () => ({ method: 'GET', url: `/system/access/rules?roleId=${bOwn.roleId}&objName=sys_post` }),
      },
      {
        title: "saves field and row rules on B's role",
        outcome: 'refused',
        request: () => ({
          method: 'PUT',
          url: '/system/access/rules',
          payload: { roleId: bOwn.roleId, objName: 'sys_post', fields: [{ field: 'name', mode: 'hidden' }], conditions: [] },
        }),
      },
      {
        title: 'lists the roles whose rules it may set',
        outcome: 'ownOnly',
        request: () => ({ method: 'GET', url: '/system/access/roles' }),
      },
      // Users (/system/user): the list through the generic object API on sys_user, the changes through /rest/user/*.
      {
        title: "lists B's users by company id",
        outcome: 'ownOnly',
        request: (b) => ({
          method: 'POST',
          url: '/rest/getObjDataByPage',
          payload: { objName: 'sys_user', conditions: [{ field: 'company_id', operator: 'eq', value: b.companyId }] },
        }),
        check: (response) => expect(json<{ total: number }>(response).data.total).toBe(0),
      },
      {
        title: "finds B's user by account through the system list",
        outcome: 'ownOnly',
        request: () => ({
          method: 'POST',
          url: '/rest/systemInfo/getObjDataByPage',
          payload: { objName: 'sys_user', conditions: [{ field: 'account', operator: 'eq', value: 'matrix_b' }] },
        }),
        check: (response) => expect(json<{ total: number }>(response).data.total).toBe(0),
      },
      {
        title: 'lists the companies of the company picker',
        outcome: 'ownOnly',
        request: () => ({ method: 'GET', url: '/system/company/options' }),
        check: (response, _a, b) => {
          const offered = json<{ id: number }[]>(response).data.map((c) => c.id);
          expect(offered).toHaveLength(1);
          expect(offered).not.toContain(b.companyId);
        },
      },
      {
        title: "reads B's user by id",
        outcome: 'refused',
        request: (b) => ({ method: 'POST', url: '/rest/getObjDataById', payload: { objName: 'sys_user', id: b.userId } }),
      },
      {
        title: "deletes B's user through the generic API",
        outcome: 'refused',
        request: (b) => ({ method: 'POST', url: '/rest/delObjData', payload: { objName: 'sys_user', id: b.userId } }),
      },
      {
        title: "edits B's user",
        outcome: 'refused',
        request: (b) => ({
          method: 'POST',
          url: '/rest/user/saveUserInfo',
          payload: { id: b.userId, account: 'matrix_b', name: 'Changed by A', userType: 'enterprise' },
        }),
      },
      {
        title: "creates a user in B's company",
        outcome: 'refused',
        request: (b) => ({
          method: 'POST',
          url: '/rest/user/saveUserInfo',
          payload: { account: 'by_a_in_b', name: 'By A', userType: 'enterprise', companyId: b.companyId, password: 'Matrix@123456' },
        }),
      },
      {
        title: "deletes B's user",
        outcome: 'refused',
        request: (b) => ({ method: 'POST', url: '/rest/user/deleteUserInfo', payload: { ids: [b.userId] } }),
      },
      {
        title: "freezes B's user",
        outcome: 'refused',
        request: (b) => ({ method: 'POST', url: '/rest/user/freezeUser', payload: { id: b.userId } }),
      },
      {
        title: "resets B's password",
        outcome: 'refused',
        request: (b) => ({ method: 'POST', url: '/rest/user/resetPassword', payload: { id: b.userId, password: 'Taken@123456' } }),
      },
      {
        title: "removes B's role",
        outcome: 'refused',
        request: (b) => ({ method: 'POST', url: '/rest/user/removeRole', payload: { userId: b.userId, roleId: 2 } }),
      },
      // Operation and sign-in logs (/system/operlog, /system/loginlog): A reads its own company's rows only; B signed in and so has a sign-in row.
      {
        title: "reads B's operation log by account",
        outcome: 'ownOnly',
        request: () => ({ method: 'GET', url: '/system/operlog/list?account=matrix_b&pageSize=200' }),
        check: (response) => expect(json<{ total: number }>(response).data.total).toBe(0),
      },
      {
        title: "reads B's sign-in log by account",
        outcome: 'ownOnly',
        request: () => ({ method: 'GET', url: '/system/loginlog/list?account=matrix_b&pageSize=200' }),
        check: (response) => expect(json<{ total: number }>(response).data.total).toBe(0),
      },
      // The object registry (/metadata/table) is platform-wide and its changes run DDL: enterprise users change none of it.
      {
        title: 'creates an object (a table) without code',
        outcome: 'refused',
        request: () => ({
          method: 'POST',
          url: '/system/metadata/create',
          payload: { kind: 'custom', name: 'by_a', labelZh: 'A', labelEn: 'A', companyScoped: true, fields: [] },
        }),
      },
      {
        title: 'changes the registration of the posts object',
        outcome: 'refused',
        request: () => ({
          method: 'POST',
          url: '/system/metadata/update',
          payload: { name: 'sys_post', labelZh: 'A', labelEn: 'A', permissionPrefix: 'system:post', fields: [] },
        }),
      },
      {
        title: 'deletes the registration of the posts object',
        outcome: 'refused',
        request: () => ({ method: 'POST', url: '/system/metadata/delete', payload: { name: 'sys_post', confirmDataLoss: true } }),
      },
      {
        title: 'lists the tables that could be registered',
        outcome: 'refused',
        request: () => ({ method: 'GET', url: '/system/metadata/tables' }),
      },
      // Menus and dictionaries are platform-wide (no company owns a row): enterprise users change none of it.
      {
        title: 'switches a module off for everyone',
        outcome: 'refused',
        request: () => ({ method: 'POST', url: '/system/menu/switch', payload: { id: 1, enabled: false } }),
      },
      {
        title: 'renames a menu',
        outcome: 'refused',
        request: () => ({
          method: 'POST',
          url: '/system/menu/update',
          payload: { id: 2, parentId: 1, kind: 'page', name: 'A', nameEn: 'A' },
        }),
      },
      {
        title: 'adds dictionary items',
        outcome: 'refused',
        request: () => ({
          method: 'POST',
          url: '/sysDictInfo/addDictInfoList',
          payload: { dictType: 'sys_normal_disable', items: [{ value: '9', label: 'A', labelEn: 'A' }] },
        }),
      },
      // Company products, datasets and items (generic object API) and evidence documents (/rest/evidence/*): B's are B's alone.
      {
        title: "lists B's products by company id",
        outcome: 'ownOnly',
        request: (b) => ({
          method: 'POST',
          url: '/rest/getObjDataByPage',
          payload: { objName: 'pcf_company_product', conditions: [{ field: 'company_id', operator: 'eq', value: b.companyId }] },
        }),
        check: (response) => expect(json<{ total: number }>(response).data.total).toBe(0),
      },
      {
        title: "reads B's product by id",
        outcome: 'refused',
        request: (b) => ({ method: 'POST', url: '/rest/getObjDataById', payload: { objName: 'pcf_company_product', id: b.productId } }),
      },
      {
        title: "edits B's product",
        outcome: 'refused',
        request: (b) => ({
          method: 'POST',
          url: '/rest/saveObjData',
          payload: { objName: 'pcf_company_product', data: { id: b.productId, name: 'by A' } },
        }),
      },
      {
        title: "deletes B's product",
        outcome: 'refused',
        request: (b) => ({ method: 'POST', url: '/rest/delObjData', payload: { objName: 'pcf_company_product', id: b.productId } }),
      },
      {
        title: "deletes B's product in a list",
        outcome: 'refused',
        request: (b) => ({
          method: 'POST',
          url: '/rest/delObjDataByIdList',
          payload: { objName: 'pcf_company_product', ids: [b.productId] },
        }),
      },
      {
        title: "adds a product in B's company",
        outcome: 'ownOnly',
        mayChange: ['public.company_products', 'public.sys_oper_log'],
        request: (b) => ({
          method: 'POST',
          url: '/rest/saveObjData',
          payload: { objName: 'pcf_company_product', data: { ...PRODUCT, model: 'BY-A', company_id: b.companyId } },
        }),
      },
      {
        title: "lists B's datasets and items",
        outcome: 'ownOnly',
        request: (b) => ({
          method: 'POST',
          url: '/rest/getObjData',
          payload: { objName: 'pcf_company_dataset_item', conditions: [{ field: 'dataset_id', operator: 'eq', value: b.datasetId }] },
        }),
        check: (response) => expect(json<unknown[]>(response).data).toEqual([]),
      },
      {
        title: "reads B's dataset by id",
        outcome: 'refused',
        request: (b) => ({ method: 'POST', url: '/rest/getObjDataById', payload: { objName: 'pcf_company_dataset', id: b.datasetId } }),
      },
      {
        title: "renames B's dataset",
        outcome: 'refused',
        request: (b) => ({
          method: 'POST',
          url: '/rest/saveObjData',
          payload: { objName: 'pcf_company_dataset', data: { id: b.datasetId, name: 'by A' } },
        }),
      },
      {
        title: "deletes B's dataset",
        outcome: 'refused',
        request: (b) => ({ method: 'POST', url: '/rest/delObjData', payload: { objName: 'pcf_company_dataset', id: b.datasetId } }),
      },
      {
        title: "adds an item to B's dataset",
        outcome: 'refused',
        request: (b) => ({
          method: 'POST',
          url: '/rest/saveObjData',
          payload: {
            objName: 'pcf_company_dataset_item',
            data: { dataset_id: b.datasetId, kind: 'activity', name: 'by A', value: 1, unit_id: 1, data_type: 'primary' },
          },
        }),
      },
      {
        title: "changes B's item",
        outcome: 'refused',
        request: (b) => ({
          method: 'POST',
          url: '/rest/saveObjData',
          payload: { objName: 'pcf_company_dataset_item', data: { id: b.itemId, value: 0 } },
        }),
      },
      {
        title: "deletes B's item",
        outcome: 'refused',
        request: (b) => ({ method: 'POST', url: '/rest/delObjData', payload: { objName: 'pcf_company_dataset_item', id: b.itemId } }),
      },
      {
        title: "lists B's evidence by company id",
        outcome: 'ownOnly',
        request: (b) => ({
          method: 'POST',
          url: '/rest/getObjDataByPage',
          payload: { objName: 'pcf_evidence_document', conditions: [{ field: 'company_id', operator: 'eq', value: b.companyId }] },
        }),
        check: (response) => expect(json<{ total: number }>(response).data.total).toBe(0),
      },
      {
        title: "reads B's evidence by id through the object API",
        outcome: 'refused',
        request: (b) => ({ method: 'POST', url: '/rest/getObjDataById', payload: { objName: 'pcf_evidence_document', id: b.documentId } }),
      },
      {
        title: "reads B's evidence detail",
        outcome: 'refused',
        request: (b) => ({ method: 'GET', url: `/rest/evidence/detail?id=${b.documentId}` }),
      },
      {
        title: "previews B's evidence file",
        outcome: 'refused',
        request: (b) => ({ method: 'GET', url: `/rest/evidence/file?id=${b.documentId}` }),
      },
      {
        title: "downloads B's evidence file",
        outcome: 'refused',
        request: (b) => ({ method: 'GET', url: `/rest/evidence/file?id=${b.documentId}&download=1` }),
      },
      {
        title: "lists the evidence of B's product",
        outcome: 'refused',
        request: (b) => ({ method: 'GET', url: `/rest/evidence/forTarget?targetType=product&targetId=${b.productId}` }),
      },
      {
        title: "renames B's evidence",
        outcome: 'refused',
        request: (b) => ({ method: 'POST', url: '/rest/evidence/update', payload: { id: b.documentId, title: 'by A' } }),
      },
      {
        title: "deletes B's evidence",
        outcome: 'refused',
        request: (b) => ({ method: 'POST', url: '/rest/evidence/delete', payload: { id: b.documentId } }),
      },
      {
        title: "unlinks B's evidence from B's product",
        outcome: 'refused',
        request: (b) => ({
          method: 'POST',
          url: '/rest/evidence/unlink',
          payload: { documentId: b.documentId, targetType: 'product', targetId: b.productId },
        }),
      },
      {
        title: "links B's evidence to A's product",
        outcome: 'refused',
        request: (b) => ({
          method: 'POST',
          url: '/rest/evidence/link',
          payload: { documentId: b.documentId, targetType: 'product', targetId: aOwn.productId },
        }),
      },
      {
        title: "links A's evidence to B's dataset item",
        outcome: 'refused',
        request: (b) => ({
          method: 'POST',
          url: '/rest/evidence/link',
          payload: { documentId: aOwn.documentId, targetType: 'dataset_item', targetId: b.itemId },
        }),
      },
      {
        title: "uploads evidence into B's company, linked to B's product",
        outcome: 'refused',
        request: (b) => {
          const body = multipartBody(
            { companyId: String(b.companyId), targetType: 'product', targetId: String(b.productId) },
            { filename: 'by-a.pdf', bytes: pdfOf('by A') },
          );
          return { method: 'POST', url: '/rest/evidence/upload', payload: body.payload, headers: body.headers };
        },
      },
      {
        title: 'reads the options of a select field',
        outcome: 'ownOnly',
        request: () => ({ method: 'GET', url: '/sysDictInfo/getDictInfo?dictType=sys_normal_disable' }),
        check: (response) => expect(json<{ value: string }[]>(response).data.map((o) => o.value)).toEqual(['0', '1']),
      },
    ];

    async function companyRows(table: string, companyId: number): Promise<TableState> {
      const where = ROWS_OF_COMPANY[table];
      if (!where) throw new Error(`${table} may change but ROWS_OF_COMPANY does not say which of its rows are a company's`);
      const [schema, name] = table.split('.');
      return tableState(db(), schema, name, where(companyId));
    }

    it.each(CASES.map((c) => [c.title, c] as const))(
      'A %s: refused or answered about A, B untouched and unseen',
      async (_title, testCase) => {
        const mayChange = testCase.mayChange ?? [];
        const beforeAll = await state();
        const bRowsBefore = await Promise.all(mayChange.map((t) => companyRows(t, b.companyId)));
        const request = testCase.request(b);
        const response = await ctx().app.inject({ ...request, headers: { ...LANGUAGE, ...request.headers, authorization: a.token } });

        for (const marker of MARKERS) expect(response.body).not.toContain(marker);
        if (testCase.outcome === 'refused') {
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(json(response).code).not.toBe(200);
        } else {
          expect(response.statusCode).toBe(200);
          expect(json(response).code).toBe(200);
        }
        testCase.check?.(response, a, b);

        const after = await state();
        for (const table of mayChange) {
          delete after.tables[table];
          delete beforeAll.tables[table];
        }
        expect(after).toEqual(beforeAll);
        expect(await Promise.all(mayChange.map((t) => companyRows(t, b.companyId)))).toEqual(bRowsBefore);
      },
    );

    it("leaves B's own view of its rows as it was", async () => {
      const thread = json<BoardThread>(
        await ctx().app.inject({ method: 'GET', url: `/chat/thread?id=${b.threadId}`, headers: { authorization: b.token } }),
      );
      expect(thread.data.messages.map((m) => [m.body, m.read])).toEqual([
        ['MatrixB body', false],
        ['MatrixB reply', false],
      ]);
      const [row] = await db()
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, [b.userId]));
      expect(row).toEqual({ name: 'MatrixB user', email: 'MatrixB@example.com' });
    });
  });
});
