import type { SessionContext } from '../auth/sessions';
import { describeEachDatabase } from '../../testing/testApp';
import { countRows, createObjectFixture, insertThings, type Fixture } from '../../testing/objectFixtures';
import type { AccessPolicy } from './access';
import { findById, findPage, metaDataOf, openObject, saveRow, type ObjectService } from './service';
import { ApiError } from '../../http/errors';

/** The /system/access hook: what a policy returns shapes every read and change. */
describeEachDatabase('object access policy hook', (ctx) => {
  let fixture: Fixture;
  const session = (companyId: number): SessionContext => ({
    sessionId: 1,
    userId: 1,
    account: 'policy',
    name: 'policy',
    userType: 'enterprise',
    companyId,
    companyName: null,
    companyNameEn: null,
    deptId: null,
    avatarFile: null,
    isAdmin: false,
    roles: ['tester'],
    permissions: ['test:thing:list', 'test:thing:edit'],
  });
  const policy: AccessPolicy = async ({ object }) => {
    expect(object.name).toBe('test_things');
    return {
      fields: new Map([
        ['code', { hidden: true }],
        ['qty', { readOnly: true }],
        ['title', { labelZh: '名称', labelEn: 'Name' }],
      ]),
      rowConditions: [{ field: 'kind', operator: 'eq', value: 'x' }],
    };
  };
  const service = (): ObjectService => ({ db: ctx().database.db, policy, now: () => ctx().clock.now() });
  const caller = () => ({ session: session(fixture.companyA), language: 'en' as const });

  beforeAll(async () => {
    fixture = await createObjectFixture(ctx().database.db);
    const a = fixture.companyA;
    await insertThings(ctx().database.db, [
      { title: 'seen', code: 'C1', qty: 1, price: null, active: null, born: null, seenAt: null, kind: 'x', companyId: a },
      { title: 'filtered out', code: 'C2', qty: 2, price: null, active: null, born: null, seenAt: null, kind: 'y', companyId: a },
    ]);
  });

  it('hides fields, marks read-only ones and renames labels in the metadata', async () => {
    const view = await openObject(service(), caller(), 'test_things', 'list');
    const meta = metaDataOf(view, 'en');
    expect(meta.fields.map((f) => f.name)).not.toContain('code');
    expect(meta.fields.find((f) => f.name === 'qty')?.readOnly).toBe(true);
    expect(meta.fields.find((f) => f.name === 'title')).toMatchObject({ label: 'Name', labelZh: '名称' });
  });

  it('adds its row conditions to reads, and neither returns nor searches hidden fields', async () => {
    const view = await openObject(service(), caller(), 'test_things', 'list');
    const page = await findPage(service(), view, { objName: 'test_things' });
    expect(page.rows.map((r) => r.title)).toEqual(['seen']);
    expect(page.rows[0]).not.toHaveProperty('code');
    await expect(
      findPage(service(), view, { objName: 'test_things', conditions: [{ field: 'code', operator: 'eq', value: 'C1' }] }),
    ).rejects.toThrow(ApiError);
  });

  it('ignores read-only fields on save and undoes a save that leaves the allowed rows', async () => {
    const view = await openObject(service(), caller(), 'test_things', 'edit');
    const id = await saveRow(service(), view, { title: 'new', qty: 99, kind: 'x' }, 'en');
    expect(await findById(service(), view, id)).toMatchObject({ title: 'new', qty: null });
    await expect(saveRow(service(), view, { id, kind: 'y' }, 'en')).rejects.toMatchObject({ status: 403 });
    expect(await findById(service(), view, id)).toMatchObject({ kind: 'x' });
    const before = await countRows(ctx().database.db, 'test_things');
    await expect(saveRow(service(), view, { title: 'outside', kind: 'y' }, 'en')).rejects.toMatchObject({ status: 403 });
    expect(await countRows(ctx().database.db, 'test_things')).toBe(before);
  });

  it('asks for the object permission of the action', async () => {
    await expect(openObject(service(), caller(), 'test_things', 'remove')).rejects.toMatchObject({ status: 403 });
  });
});
