import { PROJECT_ACTIONS, PROJECT_STATUSES, PROJECT_TRANSITIONS as TRANSITIONS } from '@pcf/shared/contracts';
import { and, eq } from 'drizzle-orm';
import type {
  CreateProjectRequest,
  ObjPage,
  ProjectAction,
  ProjectFormOptions,
  ProjectHistoryReply,
  ProjectStatus,
  SaveProjectReply,
} from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../testing/testApp';
import { snapshot } from '../../testing/databaseSnapshot';
import { createCompany, createUser } from '../../testing/accounts';
import { companies, inventoryLines, projectStatusHistory, projects, sysOperLog, units, users } from '../../schema';
import { DEMO_COMPANY } from '../../seed';
import { translate, type MessageKey } from '../../http/messages';
import { roleHolding } from '../../testing/deptsRoles';

const PASSWORD = 'Projects@123456';
const zh = (key: MessageKey, params?: Record<string, string | number>) => translate(key, 'zh', params);
const en = (key: MessageKey, params?: Record<string, string | number>) => translate(key, 'en', params);

/** The shortest chain of actions from assigned to a status. */
function pathTo(status: ProjectStatus): ProjectAction[] {
  const queue: { status: ProjectStatus; path: ProjectAction[] }[] = [{ status: 'assigned', path: [] }];
  const seen = new Set<ProjectStatus>(['assigned']);
  while (queue.length > 0) {
    const current = queue.shift() as { status: ProjectStatus; path: ProjectAction[] };
    if (current.status === status) return current.path;
    for (const t of TRANSITIONS.filter((x) => x.from === current.status && !seen.has(x.to))) {
      seen.add(t.to);
      queue.push({ status: t.to, path: [...current.path, t.action] });
    }
  }
  throw new Error(`no path to ${status}`);
}

describeEachDatabase('accounting projects', (ctx) => {
  const db = () => ctx().database.db;
  const state = () => snapshot(db(), ctx().config.dataDir);
  const ids = { companyA: 0, companyB: 0, accA: 0, entA2: 0, accB: 0, rev1: 0, rev2: 0, entAUnapproved: 0, kWp: 0, kg: 0 };
  const tokens = { admin: '', accA: '', entA2: '', entB: '', rev1: '', rev2: '', companyAdmin: '' };
  type Who = keyof typeof tokens;

  beforeAll(async () => {
    const [a] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
    ids.companyA = a.id;
    const b = await createCompany(db(), 'Projects B Co');
    ids.companyB = b.companyId;
    const worker = await roleHolding(db(), 'pj_worker', null, ['business:project:list', 'business:project:transition']);
    // a company administrator granted the administrators' buttons still is not a platform administrator
    const companyAdmin = await roleHolding(db(), 'pj_company_admin', ids.companyA, [
      'business:project:list',
      'business:project:add',
      'business:project:edit',
      'business:project:assign',
      'business:distribution:list',
    ]);
    const user = (account: string, companyId: number | null, userType: 'enterprise' | 'review', roleIds: number[]) =>
      createUser(db(), { account, password: PASSWORD, name: `${account} name`, companyId, userType, roleIds });
    ids.accA = await user('pj_acc_a', ids.companyA, 'enterprise', [worker.roleId]);
    ids.entA2 = await user('pj_ent_a2', ids.companyA, 'enterprise', [worker.roleId]);
    ids.accB = await user('pj_acc_b', ids.companyB, 'enterprise', [worker.roleId]);
    ids.rev1 = await user('pj_rev_1', null, 'review', [worker.roleId]);
    ids.rev2 = await user('pj_rev_2', null, 'review', [worker.roleId]);
    ids.entAUnapproved = await user('pj_pending_a', ids.companyA, 'enterprise', []);
    await db().update(users).set({ status: 'pending' }).where(eq(users.id, ids.entAUnapproved));
    await user('pj_company_admin', ids.companyA, 'enterprise', [companyAdmin.roleId]);
    const [kWp] = await db().select({ id: units.id }).from(units).where(eq(units.code, 'kWp'));
    const [kg] = await db().select({ id: units.id }).from(units).where(eq(units.code, 'kg'));
    ids.kWp = kWp.id;
    ids.kg = kg.id;
    tokens.admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    tokens.accA = await login(ctx().app, 'pj_acc_a', PASSWORD);
    tokens.entA2 = await login(ctx().app, 'pj_ent_a2', PASSWORD);
    tokens.entB = await login(ctx().app, 'pj_acc_b', PASSWORD);
    tokens.rev1 = await login(ctx().app, 'pj_rev_1', PASSWORD);
    tokens.rev2 = await login(ctx().app, 'pj_rev_2', PASSWORD);
    tokens.companyAdmin = await login(ctx().app, 'pj_company_admin', PASSWORD);
  });

  const call = (method: 'GET' | 'POST', url: string, who: Who, payload?: object, language = 'zh-CN') =>
    ctx().app.inject({ method, url, payload, headers: { authorization: tokens[who], 'accept-language': language } });

  let serial = 0;
  const details = (over: Partial<CreateProjectRequest> = {}): CreateProjectRequest => {
    serial += 1;
    return {
      companyId: ids.companyA,
      code: `PJ-${serial}`,
      name: `Module project ${serial}`,
      productModel: 'PV-540M',
      technology: 'topcon',
      ratedPowerWp: 540,
      areaM2: 2.58,
      massKg: 28.6,
      standard: 'iso_14067',
      boundary: 'cradle_to_gate',
      declaredUnitId: ids.kWp,
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
      gwpSet: 'AR6',
      accountantId: ids.accA,
      reviewerId: ids.rev1,
      ...over,
    };
  };
  const create = async (over: Partial<CreateProjectRequest> = {}): Promise<number> => {
    const body = json<SaveProjectReply>(await call('POST', '/rest/project/create', 'admin', details(over)));
    expect(body).toMatchObject({ code: 200, msg: '新增成功!', data: { status: 'assigned' } });
    // a complete inventory line, so that the lifecycle's submit (which checks the inventory) goes through
    await db()
      .insert(inventoryLines)
      .values({
        projectId: body.data.id,
        companyId: over.companyId ?? ids.companyA,
        stage: 'production',
        description: 'Process CO2',
        quantity: '1',
        unitId: ids.kg,
        sourceKind: 'gas',
        gas: 'CO2',
        dataType: 'secondary',
      });
    return body.data.id;
  };
  const transition = (who: Who, id: number, action: ProjectAction, note?: string, language?: string) =>
    call('POST', '/rest/project/transition', who, { id, action, ...(note === undefined ? {} : { note }) }, language);
  /** Who takes an action when only getting somewhere matters: the first allowed kind's user of a project of company A reviewed by rev1. */
  const driver = (action: ProjectAction): Who => {
    const kind = TRANSITIONS.find((t) => t.action === action)?.actors[0];
    return kind === 'reviewer' ? 'rev1' : kind === 'admin' ? 'admin' : 'accA';
  };
  /** Moves along the shortest path; a move the computation or the report carries is set as they would set it. */
  const driveTo = async (id: number, status: ProjectStatus) => {
    for (const action of pathTo(status)) {
      const from = await statusOf(id);
      const carried = TRANSITIONS.find((t) => t.from === from && t.action === action && t.carriedBy);
      if (carried) {
        await db().update(projects).set({ status: carried.to }).where(eq(projects.id, id));
        continue;
      }
      const body = json(await transition(driver(action), id, action, action === 'return' ? 'Please fix the BOM' : undefined));
      expect(body.code).toBe(200);
    }
  };
  const statusOf = async (id: number) =>
    (await db().select({ status: projects.status }).from(projects).where(eq(projects.id, id)))[0].status;
  const historyOf = (id: number) =>
    db().select().from(projectStatusHistory).where(eq(projectStatusHistory.projectId, id)).orderBy(projectStatusHistory.id);
  /** The refusal's message, and proof nothing changed anywhere in the database. */
  const refusedWith = async (request: () => ReturnType<typeof call>, status: number): Promise<string> => {
    const before = await state();
    const response = await request();
    expect(response.statusCode).toBe(status);
    const body = json(response);
    expect(body.code).not.toBe(200);
    expect(await state()).toEqual(before);
    return body.msg;
  };

  describe('creation', () => {
    it('creates an assigned project with every field, its first history row and its log row, in one go', async () => {
      const id = await create({ code: 'FULL-1', technology: 'hjt', standard: 't_gdcpa_013', boundary: 'cradle_to_grave', gwpSet: 'AR5' });
      const [row] = await db().select().from(projects).where(eq(projects.id, id));
      expect(row).toMatchObject({
        companyId: ids.companyA,
        code: 'FULL-1',
        productModel: 'PV-540M',
        technology: 'hjt',
        standard: 't_gdcpa_013',
        boundary: 'cradle_to_grave',
        declaredUnitId: ids.kWp,
        periodStart: '2025-01-01',
        periodEnd: '2025-12-31',
        gwpSet: 'AR5',
        accountantId: ids.accA,
        reviewerId: ids.rev1,
        status: 'assigned',
      });
      expect(Number(row.ratedPowerWp)).toBe(540);
      expect(Number(row.areaM2)).toBe(2.58);
      expect(Number(row.massKg)).toBe(28.6);
      const history = await historyOf(id);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({
        fromStatus: null,
        toStatus: 'assigned',
        action: 'create',
        actorAccount: 'admin',
        at: ctx().clock.now(),
      });
      const logs = await db()
        .select()
        .from(sysOperLog)
        .where(and(eq(sysOperLog.object, 'project'), eq(sysOperLog.targetIds, String(id))));
      expect(logs.map((l) => [l.action, l.account])).toEqual([['create', 'admin']]);
    });

    it('refuses invalid projects with a message in the caller language, creating nothing', async () => {
      const cases: [Partial<CreateProjectRequest>, MessageKey, Record<string, string | number>?][] = [
        [{ companyId: 999999 }, 'projectCompanyNotApproved'],
        [{ declaredUnitId: 999999 }, 'projectDeclaredUnitInvalid'],
        [{ technology: 'amorphous-unknown' }, 'projectTechnologyUnknown'],
        [{ ratedPowerWp: 0 }, 'projectQuantityInvalid'],
        [{ massKg: -1 }, 'projectQuantityInvalid'],
        [{ periodStart: '2025-12-31', periodEnd: '2025-01-01' }, 'projectPeriodInvalid'],
        [{ periodStart: '2025-02-30' }, 'projectPeriodInvalid'],
        [{ code: '   ' }, 'projectCodeInvalid', { max: 50 }],
        [{ name: '' }, 'projectNameInvalid', { max: 100 }],
        [{ accountantId: 999999 }, 'projectAccountantInvalid'],
        [{ reviewerId: 999999 }, 'projectReviewerInvalid'],
      ];
      for (const [over, key, params] of cases) {
        expect(await refusedWith(() => call('POST', '/rest/project/create', 'admin', details(over)), 400)).toBe(zh(key, params));
      }
      // kg is a unit, but not one a project may declare
      expect(
        await refusedWith(() => call('POST', '/rest/project/create', 'admin', details({ declaredUnitId: ids.kg }), 'en-US'), 400),
      ).toBe(en('projectDeclaredUnitInvalid'));
    });

    it('creates projects only for approved companies: a pending or rejected registration is refused and not offered', async () => {
      const pending = await createCompany(db(), 'Projects pending Co');
      const accountant = await createUser(db(), {
        account: 'pj_pending_acc',
        password: PASSWORD,
        companyId: pending.companyId,
        userType: 'enterprise',
      });
      for (const reviewStatus of ['pending', 'rejected'] as const) {
        await db().update(companies).set({ reviewStatus }).where(eq(companies.id, pending.companyId));
        expect(
          await refusedWith(
            () => call('POST', '/rest/project/create', 'admin', details({ companyId: pending.companyId, accountantId: accountant })),
            400,
          ),
        ).toBe(zh('projectCompanyNotApproved'));
        const options = json<ProjectFormOptions>(await call('GET', '/rest/project/options', 'admin')).data;
        expect(options.companies.map((c) => c.id)).not.toContain(pending.companyId);
      }
    });

    it('takes the accountant from the company and the reviewer from the review staff, both active', async () => {
      expect(await refusedWith(() => call('POST', '/rest/project/create', 'admin', details({ accountantId: ids.accB })), 400)).toBe(
        zh('projectAccountantInvalid'),
      );
      expect(
        await refusedWith(() => call('POST', '/rest/project/create', 'admin', details({ accountantId: ids.entAUnapproved })), 400),
      ).toBe(zh('projectAccountantInvalid'));
      expect(await refusedWith(() => call('POST', '/rest/project/create', 'admin', details({ accountantId: ids.rev1 })), 400)).toBe(
        zh('projectAccountantInvalid'),
      );
      expect(await refusedWith(() => call('POST', '/rest/project/create', 'admin', details({ reviewerId: ids.entA2 })), 400)).toBe(
        zh('projectReviewerInvalid'),
      );
    });

    it('refuses a code the company already uses, and allows it in another company', async () => {
      await create({ code: 'DUP-1' });
      expect(await refusedWith(() => call('POST', '/rest/project/create', 'admin', details({ code: ' DUP-1 ' })), 400)).toBe(
        zh('projectCodeTaken', { code: 'DUP-1' }),
      );
      await create({ code: 'DUP-1', companyId: ids.companyB, accountantId: ids.accB });
    });

    it('lets only platform administrators create, edit and assign, whatever buttons a company role holds', async () => {
      const id = await create();
      expect(await refusedWith(() => call('POST', '/rest/project/create', 'companyAdmin', details()), 403)).toBe(zh('projectAdminOnly'));
      expect(await refusedWith(() => call('POST', '/rest/project/update', 'companyAdmin', { ...details(), id }), 403)).toBe(
        zh('projectAdminOnly'),
      );
      expect(
        await refusedWith(
          () => call('POST', '/rest/project/assign', 'companyAdmin', { id, accountantId: ids.entA2, reviewerId: ids.rev1 }),
          403,
        ),
      ).toBe(zh('projectAdminOnly'));
      // an enterprise user without the buttons is stopped by the permission itself
      expect(await refusedWith(() => call('POST', '/rest/project/create', 'accA', details()), 403)).toBe(zh('forbidden'));
    });
  });

  describe('lifecycle', () => {
    it.each(TRANSITIONS.filter((t) => !t.carriedBy).flatMap((t) => t.actors.map((actor) => ({ ...t, actor }))))(
      '$from --$action--> $to by $actor is applied and recorded with who and when',
      async ({ from, action, to, actor }) => {
        const id = await create();
        await driveTo(id, from);
        ctx().clock.advance(1000);
        const who: Who = actor === 'reviewer' ? 'rev1' : actor === 'admin' ? 'admin' : 'entA2';
        const note = action === 'return' ? 'Missing the frame supplier data' : undefined;
        const body = json<SaveProjectReply>(await transition(who, id, action, note));
        expect(body).toMatchObject({ code: 200, data: { id, status: to } });
        expect(await statusOf(id)).toBe(to);
        const last = (await historyOf(id)).at(-1);
        const account = { rev1: 'pj_rev_1', admin: 'admin', entA2: 'pj_ent_a2' }[who as 'rev1' | 'admin' | 'entA2'];
        expect(last).toMatchObject({
          fromStatus: from,
          toStatus: to,
          action,
          actorAccount: account,
          note: note ?? null,
          at: ctx().clock.now(),
        });
        const [log] = await db()
          .select()
          .from(sysOperLog)
          .where(and(eq(sysOperLog.object, 'project'), eq(sysOperLog.action, 'transition'), eq(sysOperLog.targetIds, String(id))))
          .orderBy(sysOperLog.id)
          .then((rows) => rows.slice(-1));
        expect(log).toMatchObject({ account, before: { id, status: from }, after: { id, status: to, action } });
      },
    );

    it.each(TRANSITIONS.filter((t) => t.carriedBy).flatMap((t) => t.actors.map((actor) => ({ ...t, actor }))))(
      '$from --$action--> $to by $actor is refused on its own: the $carriedBy carries it',
      async ({ from, action, actor, carriedBy }) => {
        const id = await create();
        await driveTo(id, from);
        const who: Who = actor === 'reviewer' ? 'rev1' : actor === 'admin' ? 'admin' : 'entA2';
        const key: MessageKey = carriedBy === 'computation' ? 'projectComputedOnly' : 'projectReportedOnly';
        expect(await refusedWith(() => transition(who, id, action), 400)).toBe(zh(key));
        expect(json(await transition(who, id, action, undefined, 'en-US')).msg).toBe(en(key));
        expect(await statusOf(id)).toBe(from);
      },
    );

    it.each([...PROJECT_STATUSES])(
      'in %s, refuses every action not allowed to the actor, with a bilingual message and nothing changed',
      async (status) => {
        const actors: Who[] = ['admin', 'accA', 'rev1', 'rev2', 'entB'];
        const kindsOf: Record<string, readonly string[]> = {
          admin: ['admin'],
          accA: ['enterprise'],
          rev1: ['reviewer'],
          rev2: [],
          entB: [],
        };
        const id = await create();
        await driveTo(id, status);
        const before = await state();
        let refusals = 0;
        for (const who of actors) {
          for (const action of PROJECT_ACTIONS) {
            const found = TRANSITIONS.find((t) => t.from === status && t.action === action);
            if (found && found.actors.some((k) => kindsOf[who].includes(k))) continue;
            const [key, httpStatus]: [MessageKey, number] =
              kindsOf[who].length === 0
                ? ['projectMissing', 404]
                : found
                  ? ['projectActionNotYours', 403]
                  : ['projectActionNotInStatus', 400];
            // in alternate languages, so both texts are checked across the table
            const language = refusals % 2 === 0 ? 'zh-CN' : 'en-US';
            const response = await transition(who, id, action, action === 'return' ? 'a reason' : undefined, language);
            expect({ who, action, http: response.statusCode, msg: json(response).msg }).toEqual({
              who,
              action,
              http: httpStatus,
              msg: language === 'zh-CN' ? zh(key) : en(key),
            });
            refusals += 1;
          }
        }
        expect(refusals).toBeGreaterThanOrEqual(PROJECT_ACTIONS.length * actors.length - 3);
        expect(await statusOf(id)).toBe(status);
        expect(await state()).toEqual(before);
      },
      60_000,
    );

    it('needs a reason to return a project', async () => {
      const id = await create();
      await driveTo(id, 'in_review');
      expect(await refusedWith(() => transition('rev1', id, 'return'), 400)).toBe(zh('projectNoteRequired'));
      expect(await refusedWith(() => transition('rev1', id, 'return', '   ', 'en-US'), 400)).toBe(en('projectNoteRequired'));
    });

    it('shows the history oldest first with the actions the caller may take now', async () => {
      const id = await create();
      await driveTo(id, 'returned');
      const reply = json<ProjectHistoryReply>(await call('GET', `/rest/project/history?id=${id}`, 'accA'));
      expect(reply.code).toBe(200);
      expect(reply.data.status).toBe('returned');
      expect(reply.data.allowedActions).toEqual(['start']);
      expect(reply.data.entries.map((e) => [e.fromStatus, e.toStatus, e.action, e.actorName])).toEqual([
        [null, 'assigned', 'create', '管理员'],
        ['assigned', 'collecting', 'start', 'pj_acc_a name'],
        ['collecting', 'submitted', 'submit', 'pj_acc_a name'],
        ['submitted', 'in_review', 'take', 'pj_rev_1 name'],
        ['in_review', 'returned', 'return', 'pj_rev_1 name'],
      ]);
      expect(reply.data.entries[4].note).toBe('Please fix the BOM');
      expect(json<ProjectHistoryReply>(await call('GET', `/rest/project/history?id=${id}`, 'rev1')).data.allowedActions).toEqual([]);
    });
  });

  describe('company scope', () => {
    const list = async (who: Who) => {
      const body = json<ObjPage>(
        await call('POST', '/rest/getObjDataByPage', who, { objName: 'pcf_project', pageSize: 500, sortField: 'id' }),
      );
      expect(body.code).toBe(200);
      return body.data.rows;
    };

    it('lists to an enterprise user only the projects of their own company, with names and status', async () => {
      const a = await create({ name: 'Scoped A' });
      const b = await create({ name: 'Scoped B', companyId: ids.companyB, accountantId: ids.accB });
      const rowsA = await list('accA');
      expect(rowsA.map((r) => r.id)).toContain(a);
      expect(rowsA.map((r) => r.id)).not.toContain(b);
      expect(rowsA.every((r) => r.company_id === ids.companyA)).toBe(true);
      expect(rowsA.find((r) => r.id === a)).toMatchObject({
        name: 'Scoped A',
        status: 'assigned',
        accountant_name: 'pj_acc_a name',
        reviewer_name: 'pj_rev_1 name',
        declared_unit_code: 'kWp',
      });
      const rowsB = await list('entB');
      expect(rowsB.map((r) => r.id)).toContain(b);
      expect(rowsB.every((r) => r.company_id === ids.companyB)).toBe(true);
      expect((await list('admin')).map((r) => r.id)).toEqual(expect.arrayContaining([a, b]));
    });

    it('lists to review staff, who have no company, exactly the projects they review, in any company', async () => {
      const a = await create({ name: 'Reviewed A' });
      const b = await create({ name: 'Reviewed B', companyId: ids.companyB, accountantId: ids.accB });
      const other = await create({ name: 'Reviewed by rev2', reviewerId: ids.rev2 });
      const page = async (who: Who, objName = 'pcf_project') =>
        json<ObjPage>(await call('POST', '/rest/project/getObjDataByPage', who, { objName, pageSize: 500, sortField: 'id' }));
      const rev1 = (await page('rev1')).data.rows.map((r) => r.id);
      expect(rev1).toEqual(expect.arrayContaining([a, b]));
      expect(rev1).not.toContain(other);
      expect((await page('rev1')).data.rows.every((r) => r.reviewer_id === ids.rev1)).toBe(true);
      expect((await page('rev2')).data.rows.map((r) => r.id)).toContain(other);
      // the generic list still shows them nothing: they have no company
      expect((await list('rev1')).length).toBe(0);
      // enterprise users keep their company scope on this route too
      const entB = (await page('entB')).data.rows;
      expect(entB.map((r) => r.id)).toContain(b);
      expect(entB.every((r) => r.company_id === ids.companyB)).toBe(true);
      // only the project list is served here
      const refused = await page('admin', 'sys_post');
      expect(refused.code).not.toBe(200);
      expect(refused.msg).toBe(zh('projectListOnly', { name: 'sys_post' }));
    });

    it("does not let enterprise B read or move A's project: not found, nothing changed", async () => {
      const id = await create();
      expect(await refusedWith(() => call('GET', `/rest/project/history?id=${id}`, 'entB'), 404)).toBe(zh('projectMissing'));
      expect(await refusedWith(() => transition('entB', id, 'start'), 404)).toBe(zh('projectMissing'));
      expect(await statusOf(id)).toBe('assigned');
    });

    it('refuses writes through the generic object API: projects change only through their own routes', async () => {
      const id = await create();
      const response = await refusedWith(
        () => call('POST', '/rest/saveObjData', 'admin', { objName: 'pcf_project', data: { id, name: 'Renamed' } }),
        400,
      );
      expect(response).not.toBe('');
      await refusedWith(() => call('POST', '/rest/delObjData', 'admin', { objName: 'pcf_project', id }), 400);
    });
  });

  describe('update and reassignment', () => {
    it('edits the details until the project is submitted', async () => {
      const id = await create({ code: 'EDIT-1' });
      const body = json<SaveProjectReply>(
        await call('POST', '/rest/project/update', 'admin', {
          ...details({ code: 'EDIT-1', name: 'Renamed', declaredUnitId: ids.kWp }),
          id,
        }),
      );
      expect(body).toMatchObject({ code: 200, data: { id, status: 'assigned' } });
      expect((await db().select({ name: projects.name }).from(projects).where(eq(projects.id, id)))[0].name).toBe('Renamed');
      await driveTo(id, 'submitted');
      expect(await refusedWith(() => call('POST', '/rest/project/update', 'admin', { ...details({ code: 'EDIT-1' }), id }), 400)).toBe(
        zh('projectNotEditable'),
      );
    });

    it('reassigns accountant and reviewer, recorded in the history; the former reviewer loses the project', async () => {
      const id = await create();
      await driveTo(id, 'submitted');
      const body = json(
        await call('POST', '/rest/project/assign', 'admin', { id, accountantId: ids.entA2, reviewerId: ids.rev2, note: 'rev1 on leave' }),
      );
      expect(body).toMatchObject({ code: 200, msg: '分配成功' });
      expect((await historyOf(id)).at(-1)).toMatchObject({
        fromStatus: 'submitted',
        toStatus: 'submitted',
        action: 'reassign',
        note: 'rev1 on leave',
        actorAccount: 'admin',
      });
      expect(await refusedWith(() => transition('rev1', id, 'take'), 404)).toBe(zh('projectMissing'));
      expect(json(await transition('rev2', id, 'take')).code).toBe(200);
      expect(
        await refusedWith(() => call('POST', '/rest/project/assign', 'admin', { id, accountantId: ids.entA2, reviewerId: ids.rev2 }), 400),
      ).toBe(zh('projectAssignUnchanged'));
      expect(
        await refusedWith(() => call('POST', '/rest/project/assign', 'admin', { id, accountantId: ids.accB, reviewerId: ids.rev2 }), 400),
      ).toBe(zh('projectAccountantInvalid'));
    });

    it('does not reassign a published project', async () => {
      const id = await create();
      await driveTo(id, 'published');
      expect(
        await refusedWith(() => call('POST', '/rest/project/assign', 'admin', { id, accountantId: ids.entA2, reviewerId: ids.rev2 }), 400),
      ).toBe(zh('projectNotAssignable'));
    });
  });

  describe('form options', () => {
    it('offers approved companies, active reviewers, the four declared units and the company accountants', async () => {
      const body = json<ProjectFormOptions>(await call('GET', '/rest/project/options', 'admin'));
      expect(body.code).toBe(200);
      expect(body.data.companies.map((c) => c.id)).toEqual(expect.arrayContaining([ids.companyA, ids.companyB]));
      expect(body.data.reviewers.map((r) => r.id)).toEqual(expect.arrayContaining([ids.rev1, ids.rev2]));
      expect(body.data.reviewers.map((r) => r.id)).not.toContain(ids.accA);
      expect(body.data.declaredUnits.map((u) => u.name)).toEqual(['个（piece）', '千峰瓦（kWp）', '平方米（m²）', '千瓦时（kWh）']);
      const english = json<ProjectFormOptions>(await call('GET', '/rest/project/options', 'admin', undefined, 'en-US')).data;
      expect(english.declaredUnits.map((u) => u.name)).toEqual([
        'piece',
        'kilowatt peak (kWp)',
        'square metre (m²)',
        'kilowatt hour (kWh)',
      ]);
      const accountants = json<{ id: number }[]>(
        await call('GET', `/rest/project/accountants?companyId=${ids.companyA}`, 'admin'),
      ).data.map((u) => u.id);
      expect(accountants).toEqual(expect.arrayContaining([ids.accA, ids.entA2]));
      expect(accountants).not.toContain(ids.entAUnapproved);
      expect(accountants).not.toContain(ids.accB);
    });
  });
});
