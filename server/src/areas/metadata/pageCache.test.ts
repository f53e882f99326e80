import { sql } from 'drizzle-orm';
import type { ObjPage } from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../testing/testApp';

describeEachDatabase('pages of the factor list kept by the node (pageCache.ts)', (ctx) => {
  let admin = '';
  beforeAll(async () => {
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
  });

  const db = () => ctx().database.db;
  const firstFactor = async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/rest/getObjDataByPage',
      payload: { objName: 'pcf_emission_factor', pageNum: 1, pageSize: 5, sortField: 'code', sortOrder: 'asc' },
      headers: { authorization: admin },
    });
    return json<ObjPage>(response).data.rows[0];
  };
  const searched = async (text: string) => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/rest/getObjDataByPage',
      payload: {
        objName: 'pcf_emission_factor',
        pageNum: 1,
        pageSize: 5,
        sortField: 'code',
        sortOrder: 'asc',
        conditions: [{ field: 'code', operator: 'like', value: text }],
      },
      headers: { authorization: admin },
    });
    return json<ObjPage>(response).data;
  };
  /** A change written as another node (or psql) would write it, without this node's knowledge. */
  const write = (statement: ReturnType<typeof sql>) => db().execute(statement);

  it('serves a page again from the node until a change to the factors commits, then reads it afresh', async () => {
    const before = await firstFactor();
    // the generation's triggers off: a change this node cannot learn of, so the page it serves is the kept one
    const rename = (code: string) => write(sql`update emission_factors set code = ${code} where id = ${before.id}`);
    await write(sql`alter table emission_factors disable trigger emission_factors_raise_generation`);
    try {
      await rename(`${before.code as string}-unseen`);
      expect(await firstFactor()).toMatchObject({ id: before.id, code: before.code });
    } finally {
      await write(sql`alter table emission_factors enable trigger emission_factors_raise_generation`);
    }
    await rename(`${before.code as string}-seen`);
    expect(await firstFactor()).toMatchObject({ id: before.id, code: `${before.code as string}-seen` });
    await rename(before.code as string);
    expect(await firstFactor()).toMatchObject({ id: before.id, code: before.code });
  });

  it('reads a page afresh after a change to a table the list joins (a unit)', async () => {
    const before = await firstFactor();
    expect((await searched(String(before.code))).rows.map((r) => r.code)).toContain(before.code);
    await write(sql`update units set code = code || '·' where id = ${before.unit_id as number}`);
    try {
      expect(await firstFactor()).toMatchObject({ unit_code: `${before.unit_code as string}·` });
    } finally {
      await write(sql`update units set code = ${before.unit_code as string} where id = ${before.unit_id as number}`);
    }
    expect(await firstFactor()).toMatchObject({ unit_code: before.unit_code });
  });

  it('keeps nothing of a change rolled back, and raises the generation once per transaction', async () => {
    const generation = async () =>
      (
        (await db().execute(sql`select generation::text as g from data_generations where name = 'emission_factors'`)) as unknown as {
          rows: { g: string }[];
        }
      ).rows[0].g;
    const before = await firstFactor();
    const start = await generation();
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`update emission_factors set code = 'ROLLED-BACK' where id = ${before.id}`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await generation()).toBe(start);
    expect(await firstFactor()).toMatchObject({ code: before.code });

    await db().transaction(async (tx) => {
      await tx.execute(sql`update emission_factors set code = code where id = ${before.id}`);
      await tx.execute(sql`update units set code = code where id = ${before.unit_id as number}`);
    });
    // generations come from a sequence that only the raise draws from
    expect(Number(await generation()) - Number(start)).toBe(1);
  });
});
