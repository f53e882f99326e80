/**
 * Where uploaded files live: one store for the whole server, chosen once from the settings. By
 * default the disk under DATA_DIR/files; with S3_BUCKET set, any S3-compatible object store
 * (s3Store.ts). A file is addressed by its key `<folder>/<name>` (avatars/…, licences/…,
 * evidence/…, library/…), where the name is always one the server generated (fileStore.ts checks it
 * against its pattern before any read or remove); a client's file name or path is never a key.
 *
 * The backup lists and reads every file through the store, and a restore swaps the archive's files
 * in through stage → commit (after the database commit) or abort, whichever store is used.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A key below the store: relative, '/'-separated, of plain parts (no '.', '..', empty or odd characters). */
export function isSafeKey(key: string): boolean {
  if (key === '' || key.length > 500 || key.includes('\\') || key.includes('\0')) return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && /^[\w.-]+$/.test(part));
}

export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`not a key of the file store: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'UnsafeKeyError';
  }
}

function checked(key: string): string {
  if (!isSafeKey(key)) throw new UnsafeKeyError(key);
  return key;
}

export interface OpenedFile {
  stream: Readable;
  size: number;
}

/** A restore's files, written beside the live ones until the database has committed. */
export interface StagedFiles {
  /** Makes the staged files the store's content (the store then holds exactly them). */
  commit(): Promise<void>;
  /** Leaves the store as it was before staging. */
  abort(): Promise<void>;
}

export interface ObjectStore {
  /** 'disk' or 's3', for logs and the README's words. */
  readonly kind: 'disk' | 's3';
  /** Writes a new file; refuses to replace an existing one. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The whole content, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** A stream of the content and its size, or null when there is no such file. */
  open(key: string): Promise<OpenedFile | null>;
  size(key: string): Promise<number | null>;
  /** Removes the file if it is there. */
  remove(key: string): Promise<void>;
  /** Every key in the store, sorted. */
  list(): Promise<string[]>;
  /** Stages `files` (key → content) to replace everything in the store (a restore). */
  stage(files: ReadonlyMap<string, Buffer>): Promise<StagedFiles>;
}

/** The files under DATA_DIR/files, one folder per kind; symbolic links are never followed. */
export class DiskObjectStore implements ObjectStore {
  readonly kind = 'disk' as const;

  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    const target = path.resolve(this.root, ...checked(key).split('/'));
    if (!target.startsWith(path.resolve(this.root) + path.sep)) throw new UnsafeKeyError(key);
    return target;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, bytes, { flag: 'wx' });
  }

  private async handle(key: string): Promise<fs.promises.FileHandle | null> {
    try {
      const target = this.pathOf(key);
      // O_NOFOLLOW guards the file itself; a folder on the way must not lead outside the store either
      const folder = await fs.promises.realpath(path.dirname(target));
      const root = await fs.promises.realpath(this.root);
      if (folder !== root && !folder.startsWith(root + path.sep)) return null;
      if (path.dirname(path.relative(root, path.join(folder, path.basename(target)))) !== path.dirname(key)) return null;
      return await fs.promises.open(target, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ELOOP' || code === 'ENOTDIR' || code === 'EISDIR') return null;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const handle = await this.handle(key);
    if (!handle) return null;
    try {
      return await handle.readFile();
    } finally {
      await handle.close();
    }
  }

  async open(key: string): Promise<OpenedFile | null> {
    const handle = await this.handle(key);
    if (!handle) return null;
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    // the stream closes the handle when it ends or is destroyed
    return { stream: handle.createReadStream(), size: stat.size };
  }

  async size(key: string): Promise<number | null> {
    try {
      const stat = await fs.promises.lstat(this.pathOf(key));
      return stat.isFile() ? stat.size : null;
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async list(): Promise<string[]> {
    const found: string[] = [];
    const walk = async (dir: string, prefix: string): Promise<void> => {
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        const key = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
        if (!isSafeKey(key)) continue;
        // Dirent types come from lstat: a symbolic link is neither a directory nor a file here
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
        else if (entry.isFile()) found.push(key);
      }
    };
    await walk(this.root, '');
    return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** Writes the files into a new folder beside the store; commit renames it into the store's place. */
  async stage(files: ReadonlyMap<string, Buffer>): Promise<StagedFiles> {
    const root = path.resolve(this.root);
    const staging = `${root}.restore-${randomBytes(6).toString('hex')}`;
    const staged = new DiskObjectStore(staging);
    await fs.promises.mkdir(staging, { recursive: true });
    try {
      for (const [key, bytes] of files) await staged.put(key, bytes);
    } catch (error) {
      await fs.promises.rm(staging, { recursive: true, force: true });
      throw error;
    }
    return {
      commit: async () => {
        const old = `${root}.replaced-${randomBytes(6).toString('hex')}`;
        const hadStore = fs.existsSync(root);
        if (hadStore) await fs.promises.rename(root, old);
        try {
          await fs.promises.rename(staging, root);
        } catch (error) {
          if (hadStore) await fs.promises.rename(old, root);
          throw error;
        }
        if (hadStore) await fs.promises.rm(old, { recursive: true, force: true });
      },
      abort: async () => {
        await fs.promises.rm(staging, { recursive: true, force: true });
      },
    };
  }
}
