/**
 * Test fixtures of the object API: a second company, users with object permissions in each, and
 * a registered test table with one column of every field type (plus one left unregistered).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { companies, menus, metaFields, metaObjects, roleMenus, roles, sysDictItems, sysDictTypes, userRoles, users } from '../schema';
import { DEMO_COMPANY } from '../seed';
import { hashPassword } from '../security/passwords';

export const FIXTURE_PASSWORD = 'Objects@12345';

export const EVERYTHING = [
  'system:post:list',
  'system:post:edit',
  'system:post:remove',
  'test:thing:list',
  'test:thing:edit',
  'test:thing:remove',
  'test:thing:export',
];
const READ_ONLY = ['system:post:list', 'test:thing:list'];

export interface Fixture {
  companyA: number;
  companyB: number;
}

async function roleWith(db: Db, roleKey: string, perms: string[]): Promise<number> {
  const [role] = await db.insert(roles).values({ roleKey, name: roleKey, nameEn: roleKey, sort: 9 }).returning({ id: roles.id });
  for (const perm of perms) {
    // buttons of screens that exist: granted permissions reach the session only from unplanned menus
    const [menu] = await db
      .insert(menus)
      .values({ key: `custom:${roleKey}/${perm}`, kind: 'button', titleZh: perm, titleEn: perm, perms: perm, planned: false })
      .returning({ id: menus.id });
    await db.insert(roleMenus).values({ roleId: role.id, menuId: menu.id });
  }
  return role.id;
}

async function userIn(db: Db, account: string, companyId: number | null, roleId: number): Promise<void> {
  const [user] = await db
    .insert(users)
    .values({ account, name: account, userType: 'enterprise', companyId, passwordHash: await hashPassword(FIXTURE_PASSWORD) })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user.id, roleId });
}

/**
 * alice (company A, everything), bob (company B, everything), carol (company A, reading only),
 * dave (no company, everything).
 */
export async function createObjectFixture(db: Db): Promise<Fixture> {
  const [a] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
  const [b] = await db.insert(companies).values({ name: '乙公司', nameEn: 'Company B' }).returning({ id: companies.id });
  const all = await roleWith(db, 'objects_all', EVERYTHING);
  const reading = await roleWith(db, 'objects_read', READ_ONLY);
  await userIn(db, 'alice', a.id, all);
  await userIn(db, 'bob', b.id, all);
  await userIn(db, 'carol', a.id, reading);
  await userIn(db, 'dave', null, all);

  await db.execute(sql`create table test_things (
    id serial primary key,
    company_id integer references companies(id),
    title text not null,
    code text,
    qty integer,
    price numeric(10, 2),
    active boolean,
    born date,
    seen_at timestamptz,
    kind text,
    secret text,
    updated_at timestamptz not null default now()
  )`);
  const [object] = await db
    .insert(metaObjects)
    .values({
      name: 'test_things',
      tableName: 'test_things',
      labelZh: '测试物品',
      labelEn: 'Test things',
      companyScoped: true,
      permissionPrefix: 'test:thing',
    })
    .returning({ id: metaObjects.id });
  const field = (name: string, type: typeof metaFields.$inferInsert.type, extra: Partial<typeof metaFields.$inferInsert> = {}) => ({
    objectId: object.id,
    name,
    columnName: name,
    type,
    labelZh: `${name}中文`,
    labelEn: `${name} label`,
    searchable: true,
    sortable: true,
    ...extra,
  });
  await db
    .insert(metaFields)
    .values([
      field('id', 'integer', { editable: false, sort: 0 }),
      field('company_id', 'integer', { sort: 1 }),
      field('title', 'string', { required: true, maxLength: 40, sort: 2 }),
      field('code', 'string', { sort: 3 }),
      field('qty', 'integer', { sort: 4 }),
      field('price', 'number', { sort: 5 }),
      field('active', 'boolean', { sort: 6 }),
      field('born', 'date', { sort: 7 }),
      field('seen_at', 'datetime', { sort: 8 }),
      field('kind', 'dict', { dictType: 'test_kind', sort: 9 }),
      field('updated_at', 'datetime', { editable: false, searchable: false, sortable: false, sort: 10 }),
    ]);
  // the dictionary of `kind`: saves of a dict field accept only its values
  const [kinds] = await db
    .insert(sysDictTypes)
    .values({ code: 'test_kind', nameZh: '测试种类', nameEn: 'Test kinds' })
    .returning({ id: sysDictTypes.id });
  await db.insert(sysDictItems).values(
    ['x', 'y', '1'].map((value, index) => ({
      typeId: kinds.id,
      value,
      labelZh: `种类${value}`,
      labelEn: `Kind ${value}`,
      sort: index + 1,
    })),
  );
  return { companyA: a.id, companyB: b.id };
}

export interface ThingSeed {
  title: string;
  code: string | null;
  qty: number | null;
  price: number | null;
  active: boolean | null;
  born: string | null;
  seenAt: string | null;
  kind: string | null;
  companyId: number;
}

export async function insertThings(db: Db, things: ThingSeed[]): Promise<void> {
  for (const t of things) {
    await db.execute(
      sql`insert into test_things (company_id, title, code, qty, price, active, born, seen_at, kind, secret)
          values (${t.companyId}, ${t.title}, ${t.code}, ${t.qty}, ${t.price}, ${t.active}, ${t.born}, ${t.seenAt}, ${t.kind}, 'hidden')`,
    );
  }
}

/** Rows of a test table (db.execute is untyped across the two drivers). */
export async function countRows(db: Db, table: string): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0].n);
}
