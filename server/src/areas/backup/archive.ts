/**
 * The backup archive: a gzip'd tar of tables/<table>.ndjson, files/<path> and manifest.json (last,
 * so its checksums are of exactly the bytes written). Reading checks the whole archive against its
 * manifest before anything is restored.
 */
import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import type { BackupFileEntry, BackupManifest, BackupTableEntry } from '@pcf/shared/contracts';
import { isSafeKey } from '../files/store';

import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '@pcf/shared/contracts';

export const MANIFEST_ENTRY = 'manifest.json';
export const TABLE_PREFIX = 'tables/';
export const FILE_PREFIX = 'files/';
/** Expanded size a restore accepts (the archive itself is capped by the upload limit). */
export const EXPANDED_MAX_BYTES = 1024 * 1024 * 1024;

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** One table's rows as written: JSON objects, one per line. */
export interface TableDump {
  name: string;
  rows: number;
  ndjson: Buffer;
}

/** A stored file, read when the archive is written (not before: files can be large); null when it went away since. */
export interface StoredFile {
  path: string;
  read(): Promise<Buffer | null>;
}

/** A path below the file store that is safe to write: relative, '/'-separated, no '.', '..' or empty parts (a key of the store). */
export const isSafeStorePath = isSafeKey;

/** Streams the archive; resolves the manifest once it is written. */
export function writeArchive(
  tables: readonly TableDump[],
  files: readonly StoredFile[],
  header: Pick<BackupManifest, 'createdAt' | 'migration'>,
): { stream: Readable; done: Promise<BackupManifest> } {
  const pack = tar.pack();
  const out = new PassThrough();
  const packed = pipeline(pack, zlib.createGzip(), out);
  const mtime = new Date(header.createdAt);
  const add = (name: string, bytes: Buffer): Promise<void> =>
    new Promise((resolve, reject) => {
      pack.entry({ name, size: bytes.length, mtime, mode: 0o644 }, bytes, (error) => (error ? reject(error) : resolve()));
    });
  const done = (async () => {
    try {
      const tableEntries: BackupTableEntry[] = [];
      for (const table of tables) {
        await add(`${TABLE_PREFIX}${table.name}.ndjson`, table.ndjson);
        tableEntries.push({ name: table.name, rows: table.rows, sha256: sha256(table.ndjson) });
      }
      const fileEntries: BackupFileEntry[] = [];
      for (const file of files) {
        const bytes = await file.read();
        if (bytes === null) continue;
        await add(`${FILE_PREFIX}${file.path}`, bytes);
        fileEntries.push({ path: file.path, size: bytes.length, sha256: sha256(bytes) });
      }
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        createdAt: header.createdAt,
        migration: header.migration,
        tables: tableEntries,
        files: fileEntries,
      };
      await add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
      pack.finalize();
      await packed;
      return manifest;
    } catch (error) {
      pack.destroy(error instanceof Error ? error : new Error(String(error)));
      out.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  })();
  // the caller learns of a failure from the stream; this keeps the promise from going unhandled
  done.catch(() => undefined);
  return { stream: out, done };
}

/** Why an archive was refused; each maps to a bilingual message. */
export type ArchiveProblem =
  | { kind: 'damaged'; detail: string }
  | { kind: 'unknownFormat' }
  | { kind: 'newerSchema' }
  | { kind: 'olderSchema' }
  | { kind: 'otherSchema' };

export class ArchiveRefused extends Error {
  constructor(readonly problem: ArchiveProblem) {
    super(problem.kind === 'damaged' ? `damaged archive: ${problem.detail}` : problem.kind);
  }
}

const damaged = (detail: string): ArchiveRefused => new ArchiveRefused({ kind: 'damaged', detail });

export interface VerifiedArchive {
  manifest: BackupManifest;
  /**
   * table name → its rows, each the JSON text as written: never parsed into JavaScript values on
   * the way in, so numeric and bigint values keep every digit.
   */
  tables: Map<string, string[]>;
  /** store path → content. */
  files: Map<string, Buffer>;
}

/** Reads every entry of a .tar.gz into memory, refusing duplicates, links and too much expanded data. */
async function readEntries(archive: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  let expanded = 0;
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    const fail = (error: Error): void => {
      stream.resume();
      extract.destroy(error);
    };
    if (header.type !== 'file') return fail(damaged(`entry ${header.name} is a ${header.type ?? 'unknown'}`));
    if (entries.has(header.name)) return fail(damaged(`entry ${header.name} appears twice`));
    stream.on('data', (chunk: Buffer) => {
      expanded += chunk.length;
      if (expanded > EXPANDED_MAX_BYTES) return fail(damaged('expanded size over the limit'));
      chunks.push(chunk);
    });
    stream.on('end', () => {
      entries.set(header.name, Buffer.concat(chunks));
      next();
    });
    stream.on('error', (error: Error) => extract.destroy(error));
  });
  try {
    await pipeline(Readable.from([archive]), zlib.createGunzip({ maxOutputLength: EXPANDED_MAX_BYTES + 1024 * 1024 }), extract);
  } catch (error) {
    if (error instanceof ArchiveRefused) throw error;
    throw damaged(error instanceof Error ? error.message : String(error));
  }
  return entries;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseManifest(bytes: Buffer | undefined): BackupManifest {
  if (!bytes) throw damaged('no manifest');
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw damaged('manifest is not JSON');
  }
  if (!isRecord(value) || value.format !== BACKUP_FORMAT) throw new ArchiveRefused({ kind: 'unknownFormat' });
  if (value.formatVersion !== BACKUP_FORMAT_VERSION) throw new ArchiveRefused({ kind: 'unknownFormat' });
  const migration = value.migration;
  if (!isRecord(migration) || typeof migration.createdAt !== 'number' || typeof migration.hash !== 'string')
    throw damaged('manifest without migration');
  if (typeof value.createdAt !== 'string' || !Array.isArray(value.tables) || !Array.isArray(value.files))
    throw damaged('manifest incomplete');
  const tables = value.tables.map((t: unknown): BackupTableEntry => {
    if (
      !isRecord(t) ||
      typeof t.name !== 'string' ||
      !/^[a-z_][a-z0-9_]*$/.test(t.name) ||
      !Number.isInteger(t.rows) ||
      typeof t.sha256 !== 'string'
    ) {
      throw damaged('manifest table entry invalid');
    }
    return { name: t.name, rows: t.rows as number, sha256: t.sha256 };
  });
  const files = value.files.map((f: unknown): BackupFileEntry => {
    if (
      !isRecord(f) ||
      typeof f.path !== 'string' ||
      !isSafeStorePath(f.path) ||
      !Number.isInteger(f.size) ||
      typeof f.sha256 !== 'string'
    ) {
      throw damaged('manifest file entry invalid');
    }
    return { path: f.path, size: f.size as number, sha256: f.sha256 };
  });
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: value.createdAt,
    migration: { createdAt: migration.createdAt, hash: migration.hash },
    tables,
    files,
  };
}

/** The schema the server runs: the last migration of its journal. */
export interface SchemaVersion {
  createdAt: number;
  hash: string;
}

/**
 * Checks everything before anything is touched: format, schema version, every entry's checksum
 * and row count, and that the archive holds exactly what its manifest lists.
 */
export async function readArchive(archive: Buffer, server: SchemaVersion): Promise<VerifiedArchive> {
  const entries = await readEntries(archive);
  const manifest = parseManifest(entries.get(MANIFEST_ENTRY));
  if (manifest.migration.createdAt > server.createdAt) throw new ArchiveRefused({ kind: 'newerSchema' });
  if (manifest.migration.createdAt < server.createdAt) throw new ArchiveRefused({ kind: 'olderSchema' });
  if (manifest.migration.hash !== server.hash) throw new ArchiveRefused({ kind: 'otherSchema' });

  const expected = new Set<string>([MANIFEST_ENTRY]);
  const tables = new Map<string, string[]>();
  for (const table of manifest.tables) {
    const name = `${TABLE_PREFIX}${table.name}.ndjson`;
    if (expected.has(name)) throw damaged(`table ${table.name} listed twice`);
    expected.add(name);
    const bytes = entries.get(name);
    if (!bytes) throw damaged(`table ${table.name} missing`);
    if (sha256(bytes) !== table.sha256) throw damaged(`checksum of table ${table.name}`);
    const text = bytes.toString('utf8');
    const rows: string[] = [];
    for (const line of text === '' ? [] : text.split('\n')) {
      if (line === '') continue;
      let row: unknown;
      try {
        // parsed only to check it; the text itself is what gets inserted
        row = JSON.parse(line);
      } catch {
        throw damaged(`a row of ${table.name} is not JSON`);
      }
      if (!isRecord(row)) throw damaged(`a row of ${table.name} is not an object`);
      rows.push(line);
    }
    if (rows.length !== table.rows) throw damaged(`row count of table ${table.name}`);
    tables.set(table.name, rows);
  }
  const files = new Map<string, Buffer>();
  for (const file of manifest.files) {
    const name = `${FILE_PREFIX}${file.path}`;
    if (expected.has(name)) throw damaged(`file ${file.path} listed twice`);
    expected.add(name);
    const bytes = entries.get(name);
    if (!bytes) throw damaged(`file ${file.path} missing`);
    if (bytes.length !== file.size || sha256(bytes) !== file.sha256) throw damaged(`checksum of file ${file.path}`);
    files.set(file.path, bytes);
  }
  const extra = [...entries.keys()].filter((name) => !expected.has(name));
  if (extra.length > 0) throw damaged(`entries not in the manifest: ${extra.slice(0, 3).join(', ')}`);
  return { manifest, tables, files };
}
