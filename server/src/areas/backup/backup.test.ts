import { BACKUP_ARCHIVE_FIELD, BACKUP_CONFIRM_FIELD } from '@pcf/shared/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import type { BackupManifest } from '@pcf/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, describeEachDatabase, json, login, PASSWORDS, type TestContext } from '../../testing/testApp';
import { snapshot, tableState, type Snapshot } from '../../testing/databaseSnapshot';
import { createRole, createUser, menusGranting } from '../../testing/accounts';
import { passwordResetTokens, settings, sysOperLog, users } from '../../schema';
import { tokenDigest } from '../auth/tokens';
import { translate } from '../../http/messages';
import { isSafeStorePath, MANIFEST_ENTRY, sha256 } from './archive';
import { backupFileName } from './routes';
import { EPHEMERAL_TABLES } from './service';

const PROBE_TABLE = sql`create table backup_probe (
  id serial primary key, n numeric, b bigint, f double precision, j jsonb, ts timestamptz, a text[], raw bytea, r text,
  parent_id integer references backup_probe (id))`;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const EN = { 'accept-language': 'en-US' };

function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = '----pcf-backup-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename ? `; filename="${part.filename}"\r\nContent-Type: application/gzip` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function unpack(archive: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      entries.set(header.name, Buffer.concat(chunks));
      next();
    });
  });
  await pipeline(Readable.from([archive]), zlib.createGunzip(), extract);
  return entries;
}

async function repack(entries: ReadonlyMap<string, Buffer>): Promise<Buffer> {
  const pack = tar.pack();
  for (const [name, bytes] of entries) pack.entry({ name }, bytes);
  pack.finalize();
  const chunks: Buffer[] = [];
  // collected by the pipeline's own last stage: a 'data' listener on the gzip stream could miss its
  // last chunks, as the pipeline may settle once the gzip stream has taken everything in
  const collect = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await pipeline(pack, zlib.createGzip(), collect);
  return Buffer.concat(chunks);
}

const manifestOf = (entries: ReadonlyMap<string, Buffer>): BackupManifest =>
  JSON.parse((entries.get(MANIFEST_ENTRY) as Buffer).toString('utf8')) as BackupManifest;

/** Sessions, captchas and recovery links are not data: left out of the backup, so left out of the comparison. */
function withoutEphemeral(state: Snapshot): Snapshot {
  const tables = Object.fromEntries(
    Object.entries(state.tables).filter(([name]) => !EPHEMERAL_TABLES.some((ephemeral) => name === `public.${ephemeral}`)),
  );
  return { tables, files: state.files };
}

async function download(app: FastifyInstance, token: string): Promise<Buffer> {
  const response = await app.inject({ method: 'GET', url: '/rest/backupAndRestore/backup', headers: { authorization: token } });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

function restore(app: FastifyInstance, token: string, archive: Buffer, confirm = 'true') {
  const body = multipart([
    { name: BACKUP_CONFIRM_FIELD, value: confirm },
    { name: BACKUP_ARCHIVE_FIELD, value: archive, filename: 'backup.tar.gz' },
  ]);
  return app.inject({
    method: 'POST',
    url: '/rest/backupAndRestore/restore',
    payload: body.payload,
    headers: { ...body.headers, ...EN, authorization: token },
  });
}

describe('the backup archive', () => {
  it('accepts only relative store paths without dot segments', () => {
    expect(isSafeStorePath('avatars/a1.png')).toBe(true);
    for (const bad of ['', '/etc/passwd', '../x', 'a/../../x', 'a//b', './a', 'a\\b', 'a/b c']) expect(isSafeStorePath(bad)).toBe(false);
  });

  it('is named with the date and time in UTC', () => {
    expect(backupFileName(new Date('2030-01-02T03:04:05.678Z'))).toBe('pcf-backup-20300102-030405.tar.gz');
  });
});

describeEachDatabase('backup and restore', (ctx) => {
  let admin = '';
  let archive: Buffer = Buffer.alloc(0);
  let source: Snapshot;
  let target: TestContext | undefined;
  let targetAdmin = '';
  let restoredToken = '';
  const state = (c: TestContext) => snapshot(c.database.db, c.config.dataDir);

  beforeAll(async () => {
    const c = ctx();
    admin = await login(c.app, 'admin', PASSWORDS.admin);
    const upload = multipart([{ name: 'upload', value: PNG, filename: 'me.png' }]);
    const avatar = await c.app.inject({
      method: 'POST',
      url: '/rest/personalCenter/avatar',
      payload: upload.payload,
      headers: { ...upload.headers, authorization: admin },
    });
    expect(json(avatar).code).toBe(200);
    await c.database.db.insert(settings).values({ key: 'backup_probe', value: 'zh 中文, "quotes", \\ and a\nnewline' });
    // a link inside the store pointing outside it: never followed, never archived
    fs.symlinkSync(os.tmpdir(), path.join(c.config.dataDir, 'files', 'outside'));
    target = await createTestApp(c.database.kind);
    // values JavaScript numbers cannot hold, and a table that references itself
    for (const db of [c.database.db, target.database.db]) await db.execute(PROBE_TABLE);
    await c.database.db.execute(sql`insert into backup_probe (n, b, f, j, ts, a, raw, r, parent_id) values
      (123456789012345678901234567890.123456789012345678901234567890, 9223372036854775807, 0.1, '{"big": 12345678901234567890123}',
       '2030-01-01 08:00:00.123456+08', '{"x,y", null}', '\\x00ff', 'a column named like the row alias', null),
      (-0.000000000000000000001, -9223372036854775808, 1e308, '[]', '1999-12-31 23:59:59.999999+00', '{}', '\\x', null, 1)`);
    targetAdmin = await login(target.app, 'admin', PASSWORDS.admin);
    // a second database is migrated and seeded here
  }, 120_000);

  afterAll(async () => {
    await target?.close();
  });

  it('downloads every table and stored file as one dated .tar.gz with a manifest of checksums', async () => {
    const c = ctx();
    const response = await c.app.inject({ method: 'GET', url: '/rest/backupAndRestore/backup', headers: { authorization: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="pcf-backup-\d{8}-\d{6}\.tar\.gz"$/);
    archive = response.rawPayload;
    source = withoutEphemeral(await state(c));
    const entries = await unpack(archive);
    const manifest = manifestOf(entries);
    expect(manifest.format).toBe('pcf-backup');
    const names = manifest.tables.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'roles', 'menus', 'settings', 'role_menus']));
    expect(names).not.toContain('sessions');
    expect(names).not.toContain('captchas');
    expect(names).not.toContain('password_reset_tokens');
    // referenced tables come before the tables that reference them
    expect(names.indexOf('companies')).toBeLessThan(names.indexOf('users'));
    expect(names.indexOf('users')).toBeLessThan(names.indexOf('user_roles'));
    for (const table of manifest.tables) {
      expect(sha256(entries.get(`tables/${table.name}.ndjson`) as Buffer)).toBe(table.sha256);
      expect(table.rows).toBe(source.tables[`public.${table.name}`].rows);
    }
    expect(manifest.files.map((f) => f.path)).toEqual([expect.stringMatching(/^avatars\/[^/]+$/)]);
    expect([...entries.keys()].filter((name) => name.startsWith('files/'))).toEqual([`files/${manifest.files[0].path}`]);
  });

  it('refuses a user who is not a platform administrator, even one granted the permissions (403)', async () => {
    const c = ctx();
    const granting = await menusGranting(c.database.db, ['system:backup:export', 'system:backup:restore']);
    expect(granting).toHaveLength(2);
    const role = await createRole(
      c.database.db,
      'backup_not_admin',
      granting.map((m) => m.id),
    );
    await createUser(c.database.db, { account: 'backup_not_admin', password: 'Backup@123456', roleIds: [role] });
    const token = await login(c.app, 'backup_not_admin', 'Backup@123456');
    const get = await c.app.inject({ method: 'GET', url: '/rest/backupAndRestore/backup', headers: { ...EN, authorization: token } });
    expect(get.statusCode).toBe(403);
    const post = await restore(c.app, token, archive);
    expect(post.statusCode).toBe(403);
    expect(json(post).msg).toBe(translate('forbidden', 'en'));
    const demo = await login(c.app, 'demo', PASSWORDS.demo);
    expect((await c.app.inject({ method: 'GET', url: '/rest/backupAndRestore/backup', headers: { authorization: demo } })).statusCode).toBe(
      403,
    );
  });

  describe('a restore that is refused changes nothing', () => {
    let before: Snapshot;
    const t = () => target as TestContext;
    beforeAll(async () => {
      before = await state(t());
    });
    afterEach(async () => {
      expect(await state(t())).toEqual(before);
    });

    const refusal = async (bytes: Buffer, key: Parameters<typeof translate>[0], confirm = 'true') => {
      const response = await restore(t().app, targetAdmin, bytes, confirm);
      expect(response.statusCode).toBe(400);
      expect(json(response).msg.startsWith(translate(key, 'en').split('(')[0])).toBe(true);
    };

    it('without the confirmation', async () => {
      await refusal(archive, 'backupConfirmRequired', 'false');
    });

    it('with a flipped byte', async () => {
      const flipped = Buffer.from(archive);
      flipped[Math.floor(flipped.length / 2)] ^= 0xff;
      await refusal(flipped, 'backupArchiveDamaged');
    });

    it('with a table missing', async () => {
      const entries = await unpack(archive);
      entries.delete('tables/users.ndjson');
      await refusal(await repack(entries), 'backupArchiveDamaged');
    });

    it('with a table left out of the manifest too', async () => {
      const entries = await unpack(archive);
      const manifest = manifestOf(entries);
      manifest.tables = manifest.tables.filter((table) => table.name !== 'settings');
      entries.delete('tables/settings.ndjson');
      entries.set(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)));
      await refusal(await repack(entries), 'backupArchiveDamaged');
    });

    it('with a row changed (wrong checksum)', async () => {
      const entries = await unpack(archive);
      const text = (entries.get('tables/settings.ndjson') as Buffer).toString('utf8');
      entries.set('tables/settings.ndjson', Buffer.from(text.replace('backup_probe', 'backup_prob3')));
      await refusal(await repack(entries), 'backupArchiveDamaged');
    });

    it('with a file changed', async () => {
      const entries = await unpack(archive);
      const name = [...entries.keys()].find((n) => n.startsWith('files/')) as string;
      entries.set(name, Buffer.from('not the avatar'));
      await refusal(await repack(entries), 'backupArchiveDamaged');
    });

    it('without a manifest', async () => {
      const entries = await unpack(archive);
      entries.delete(MANIFEST_ENTRY);
      await refusal(await repack(entries), 'backupArchiveDamaged');
    });

    it('from a newer schema', async () => {
      const entries = await unpack(archive);
      const manifest = manifestOf(entries);
      manifest.migration = { createdAt: manifest.migration.createdAt + 1, hash: 'f'.repeat(64) };
      entries.set(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)));
      await refusal(await repack(entries), 'backupSchemaNewer');
    });

    it('of an unknown format version', async () => {
      const entries = await unpack(archive);
      entries.set(MANIFEST_ENTRY, Buffer.from(JSON.stringify({ ...manifestOf(entries), formatVersion: 99 })));
      await refusal(await repack(entries), 'backupFormatUnknown');
    });

    it('that is not an archive at all', async () => {
      await refusal(Buffer.from('just some text'), 'backupArchiveDamaged');
    });

    it('with a file path leaving the store', async () => {
      const entries = await unpack(archive);
      const manifest = manifestOf(entries);
      const evil = Buffer.from('x');
      manifest.files.push({ path: '../evil', size: 1, sha256: sha256(evil) });
      entries.set('files/../evil', evil);
      entries.set(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)));
      await refusal(await repack(entries), 'backupArchiveDamaged');
    });
  });

  it('restores into a freshly migrated database: identical rows and checksums of every table and the files, the restore logged in the restored operation log, every recovery link ended', async () => {
    const t = target as TestContext;
    // a live recovery link of the data being replaced: the user id it names may be someone else after the restore
    const [demo] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'demo'));
    await t.database.db.insert(passwordResetTokens).values({
      userId: demo.id,
      tokenHash: tokenDigest('link-before-restore'),
      channel: 'email',
      createdAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + 60_000),
    });
    const response = await restore(t.app, targetAdmin, archive);
    expect(response.statusCode).toBe(200);
    expect(await t.database.db.select().from(passwordResetTokens)).toEqual([]);
    expect(
      json(
        await t.app.inject({
          method: 'POST',
          url: '/rest/resetPassword',
          payload: { token: 'link-before-restore', password: 'Linked@123456' },
        }),
      ).code,
    ).toBe(500);
    const body = json<{ tables: number; rows: number; files: number; token: string | null }>(response);
    expect(body.msg).toBe(translate('backupRestored', 'en'));
    expect(body.data.files).toBe(1);
    // identical data, but for the one entry that logs the restore itself (written into the restored log)
    const restored = withoutEphemeral(await state(t));
    const OPER_LOG = 'public.sys_oper_log';
    const { [OPER_LOG]: restoredLog, ...restoredTables } = restored.tables;
    const { [OPER_LOG]: sourceLog, ...sourceTables } = source.tables;
    expect({ tables: restoredTables, files: restored.files }).toEqual({ tables: sourceTables, files: source.files });
    expect(restoredLog.rows).toBe(sourceLog.rows + 1);
    expect(await tableState(t.database.db, 'public', 'sys_oper_log', sql`not (object = 'backup' and action = 'restore')`)).toEqual(
      sourceLog,
    );
    const [logged] = await t.database.db.select().from(sysOperLog).where(eq(sysOperLog.object, 'backup'));
    const [restoredAdmin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
    expect(logged).toMatchObject({
      action: 'restore',
      account: 'admin',
      userId: restoredAdmin.id,
      after: { backupCreatedAt: manifestOf(await unpack(archive)).createdAt, tables: body.data.tables, rows: body.data.rows, files: 1 },
    });
    expect(logged.requestId).toEqual(expect.any(String));
    // it comes after every restored entry (the id sequence was reset first)
    const [{ latest }] = await t.database.db.select({ latest: sql<number>`max(${sysOperLog.id})` }).from(sysOperLog);
    expect(logged.id).toBe(Number(latest));
    // every earlier session ended; the caller, an administrator in the restored data too, goes on with a new token
    expect((await t.app.inject({ method: 'GET', url: '/rest/getInfo', headers: { authorization: targetAdmin } })).statusCode).toBe(401);
    expect(body.data.token).toEqual(expect.any(String));
    expect(response.headers['x-refresh-token']).toBe(body.data.token);
    const info = await t.app.inject({ method: 'GET', url: '/rest/getInfo', headers: { authorization: body.data.token as string } });
    expect(info.statusCode).toBe(200);
    restoredToken = body.data.token as string;
    // the sequences go on after the restored ids
    const [probe] = await t.database.db.insert(settings).values({ key: 'after_restore', value: '1' }).returning();
    expect(probe.key).toBe('after_restore');
    const restoredIds = (await t.database.db.select({ id: users.id }).from(users)).map((u) => u.id);
    const created = await createUser(t.database.db, { account: 'after_restore', password: 'After@123456' });
    expect(created).toBe(Math.max(...restoredIds) + 1);
  });

  it('and a backup of the restored database holds the same data', async () => {
    const t = target as TestContext;
    // the token the restore answered, so no sign-in adds to the logs
    const again = manifestOf(await unpack(await download(t.app, restoredToken)));
    const first = manifestOf(await unpack(archive));
    const rowsOf = (m: BackupManifest) => Object.fromEntries(m.tables.map((table) => [table.name, table.rows]));
    // three rows were added with and after the restore (its log entry, a setting and a user)
    expect(rowsOf(again)).toEqual({
      ...rowsOf(first),
      sys_oper_log: rowsOf(first).sys_oper_log + 1,
      settings: rowsOf(first).settings + 1,
      users: rowsOf(first).users + 1,
    });
    expect(again.files).toEqual(first.files);
  });
});
