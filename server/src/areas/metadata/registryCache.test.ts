import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { ObjMetaData } from '@pcf/shared/contracts';
import type { Database, Db } from '../../db/connection';
import { metaFields, metaObjects } from '../../schema';
import { describeEachDatabase, json, login, PASSWORDS } from '../../testing/testApp';
import type { ObjectDef } from './registry';
import { REGISTRY_CHANNEL, cachedRegistry } from './registryCache';

/** A listen() under the test's control: `notify` and `lose` play the database's part. */
function fakeChannel() {
  let notify: (() => void) | null = null;
  let lose: (() => void) | null = null;
  let listens = 0;
  const listen: Database['listen'] = async (channel, onNotify, onLost) => {
    expect(channel).toBe(REGISTRY_CHANNEL);
    listens += 1;
    notify = onNotify;
    lose = onLost;
    return async () => {
      notify = null;
    };
  };
  return {
    listen,
    notify: () => notify?.(),
    lose: () => lose?.(),
    listens: () => listens,
  };
}

function definition(name: string, label: string): ObjectDef {
  return {
    name,
    table: name,
    labelZh: label,
    labelEn: label,
    companyScoped: false,
    permissionPrefix: 'test:x',
    deptColumn: null,
    ownerColumn: null,
    fields: [],
  };
}

/** A loader counting its reads, answering the current label, or unknown for `missing`. */
function countingLoader() {
  let label = 'v1';
  const reads: string[] = [];
  return {
    reads,
    relabel: (next: string) => {
      label = next;
    },
    load: async (_db: Db, objName: string) => {
      reads.push(objName);
      if (objName === 'missing') throw new Error('objUnknown');
      return definition(objName, label);
    },
  };
}

const noDb = {} as Db;

describe('the object registry cache', () => {
  it('reads an object once while no change is heard, and again after a change notice', async () => {
    const channel = fakeChannel();
    const loader = countingLoader();
    const registry = await cachedRegistry(channel.listen, loader.load);
    expect((await registry.objectDef(noDb, 'sys_post')).labelZh).toBe('v1');
    expect((await registry.objectDef(noDb, 'sys_post')).labelZh).toBe('v1');
    expect(loader.reads).toEqual(['sys_post']);

    loader.relabel('v2');
    channel.notify();
    expect((await registry.objectDef(noDb, 'sys_post')).labelZh).toBe('v2');
    expect(loader.reads).toEqual(['sys_post', 'sys_post']);
    await registry.close();
  });

  it('shares one read between concurrent calls', async () => {
    const loader = countingLoader();
    const registry = await cachedRegistry(fakeChannel().listen, loader.load);
    await Promise.all([registry.objectDef(noDb, 'a'), registry.objectDef(noDb, 'a'), registry.objectDef(noDb, 'b')]);
    expect(loader.reads.sort()).toEqual(['a', 'b']);
    await registry.close();
  });

  it('does not keep a read that was under way when a change was heard', async () => {
    const channel = fakeChannel();
    const loader = countingLoader();
    const registry = await cachedRegistry(channel.listen, loader.load);
    const early = registry.objectDef(noDb, 'sys_post');
    channel.notify();
    loader.relabel('v2');
    expect((await early).labelZh).toBe('v1');
    expect((await registry.objectDef(noDb, 'sys_post')).labelZh).toBe('v2');
    await registry.close();
  });

  it('keeps neither unknown objects nor failed reads', async () => {
    const loader = countingLoader();
    const registry = await cachedRegistry(fakeChannel().listen, loader.load);
    await expect(registry.objectDef(noDb, 'missing')).rejects.toThrow('objUnknown');
    await expect(registry.objectDef(noDb, 'missing')).rejects.toThrow('objUnknown');
    expect(loader.reads).toEqual(['missing', 'missing']);
    await registry.close();
  });

  it('hands out definitions nobody can change in place', async () => {
    const registry = await cachedRegistry(fakeChannel().listen, countingLoader().load);
    const def = await registry.objectDef(noDb, 'sys_post');
    expect(() => {
      (def as { labelZh: string }).labelZh = 'changed';
    }).toThrow(TypeError);
    expect(Object.isFrozen(def.fields)).toBe(true);
    await registry.close();
  });

  it('reads the tables on every call while it cannot listen, and caches again once it listens', async () => {
    jest.useFakeTimers();
    try {
      const channel = fakeChannel();
      const loader = countingLoader();
      const registry = await cachedRegistry(channel.listen, loader.load);
      channel.lose();
      await registry.objectDef(noDb, 'sys_post');
      await registry.objectDef(noDb, 'sys_post');
      expect(loader.reads).toHaveLength(2);

      await jest.advanceTimersByTimeAsync(1_000);
      expect(channel.listens()).toBe(2);
      await registry.objectDef(noDb, 'sys_post');
      await registry.objectDef(noDb, 'sys_post');
      expect(loader.reads).toHaveLength(3);
      await registry.close();
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads uncached and keeps trying when listening fails at start', async () => {
    jest.useFakeTimers();
    try {
      let attempts = 0;
      const loader = countingLoader();
      const registry = await cachedRegistry(async () => {
        attempts += 1;
        throw new Error('connection refused');
      }, loader.load);
      await registry.objectDef(noDb, 'sys_post');
      await registry.objectDef(noDb, 'sys_post');
      expect(loader.reads).toHaveLength(2);
      await jest.advanceTimersByTimeAsync(2_000);
      expect(attempts).toBe(3);
      await registry.close();
      await jest.advanceTimersByTimeAsync(5_000);
      expect(attempts).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });
});

describeEachDatabase('the object registry cache against the database', (ctx) => {
  let admin = '';
  beforeAll(async () => {
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
  });

  const nameLabel = async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/rest/getObjMetaData',
      payload: { objName: 'sys_post' },
      headers: { authorization: admin, 'accept-language': 'zh-CN' },
    });
    return json<ObjMetaData>(response).data.fields.find((field) => field.name === 'name')?.label;
  };
  /** A change another process would make: straight into the tables, on a connection of its own. */
  const relabelName = async (label: string) => {
    const [object] = await ctx().database.db.select({ id: metaObjects.id }).from(metaObjects).where(eq(metaObjects.name, 'sys_post'));
    await ctx()
      .database.db.update(metaFields)
      .set({ labelZh: label })
      .where(and(eq(metaFields.objectId, object.id), eq(metaFields.name, 'name')));
  };
  /** Notices travel on their own connection on PostgreSQL: the next call may come before one. */
  const labelBecomes = async (label: string) => {
    for (let attempt = 0; attempt < 100 && (await nameLabel()) !== label; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return nameLabel();
  };

  it('serves a registry change committed outside the object API, as from another process', async () => {
    const original = await nameLabel();
    expect(original).toBe('岗位名称');
    await relabelName('职位名称');
    expect(await labelBecomes('职位名称')).toBe('职位名称');
    await relabelName('岗位名称');
    expect(await labelBecomes('岗位名称')).toBe('岗位名称');
  });

  it('still serves changes after its listening connection is cut', async () => {
    if (ctx().database.kind !== 'postgres') return;
    await nameLabel();
    await ctx().database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${REGISTRY_CHANNEL}`}`,
    );
    await relabelName('职位名称');
    expect(await labelBecomes('职位名称')).toBe('职位名称');
    // listening again (after a second), it caches and hears changes as before
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await nameLabel();
    await relabelName('岗位名称');
    expect(await labelBecomes('岗位名称')).toBe('岗位名称');
    const counted = (await ctx().database.db.execute(
      sql`select count(*)::int as listeners from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${REGISTRY_CHANNEL}`}`,
    )) as unknown as { rows: { listeners: number }[] };
    const [{ listeners }] = counted.rows;
    expect(listeners).toBe(1);
  });
});
