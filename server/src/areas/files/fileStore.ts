/**
 * One kind of uploaded file (avatars, licences, evidence, library) in its folder of the file store
 * (store.ts: DATA_DIR/files/<folder> on disk, or <S3_PREFIX><folder>/ in a bucket). The server names
 * every stored file `<32 random hex>.<type>`, where the type was told from the file's content; a
 * client's file name or path is never used, and only names of that shape are ever read or removed.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ObjectStore } from './store';

export interface StoredFile<T extends string> {
  type: T;
  contentType: string;
}

export interface OpenedStoredFile<T extends string> extends StoredFile<T> {
  stream: Readable;
  size: number;
}

/** Folders of the file store; each kind of file has its own. */
export const FILE_FOLDERS = {
  avatars: 'avatars',
  licences: 'licences',
  evidence: 'evidence',
  library: 'library',
  reports: 'reports',
  /** Uploaded import files until their job has ended (a worker of another process reads them). */
  imports: 'imports',
} as const;

export class FileStore<T extends string> {
  private readonly storedName: RegExp;

  /** contentTypes: the types this folder holds (trusted code constants, lower-case words) and their MIME types. */
  constructor(
    private readonly store: ObjectStore,
    private readonly folder: string,
    private readonly contentTypes: Readonly<Record<T, string>>,
  ) {
    if (!/^[a-z]+$/.test(folder)) throw new Error(`not a folder name: ${folder}`);
    this.storedName = new RegExp(`^[0-9a-f]{32}\\.(${Object.keys(contentTypes).join('|')})$`);
  }

  /** Whether `name` is one the server could have given a file of this folder. */
  isStoredName(name: string): boolean {
    return this.storedName.test(name);
  }

  /** Stores the bytes under a new name and returns it. */
  async save(bytes: Buffer, type: T): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${type}`;
    await this.store.put(`${this.folder}/${name}`, bytes, this.contentTypes[type]);
    return name;
  }

  /**
   * Stores the bytes, then records them with `record` (given the stored name); when recording
   * fails the file is removed again, so a refused change leaves no file behind.
   */
  async saveFor<R>(bytes: Buffer, type: T, record: (stored: string) => Promise<R>): Promise<R> {
    const stored = await this.save(bytes, type);
    try {
      return await record(stored);
    } catch (error) {
      await this.remove(stored);
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    if (!this.isStoredName(name)) return;
    await this.store.remove(`${this.folder}/${name}`);
  }

  /** Type and content type of a stored name, or null when the name is not one of ours. */
  describe(name: string): StoredFile<T> | null {
    const match = this.storedName.exec(name);
    if (!match) return null;
    const type = match[1] as T;
    return { type, contentType: this.contentTypes[type] };
  }

  /** The stored file's content as a stream, or null when the name is not one of ours or the file is gone. */
  async open(name: string): Promise<OpenedStoredFile<T> | null> {
    const described = this.describe(name);
    if (!described) return null;
    const opened = await this.store.open(`${this.folder}/${name}`);
    return opened ? { ...described, ...opened } : null;
  }

  /** The stored file's content, or null. */
  async read(name: string): Promise<Buffer | null> {
    if (!this.isStoredName(name)) return null;
    return this.store.get(`${this.folder}/${name}`);
  }

  /** The stored file's size in bytes, or null when it is not (or no longer) there. */
  async sizeOf(name: string): Promise<number | null> {
    if (!this.isStoredName(name)) return null;
    return this.store.size(`${this.folder}/${name}`);
  }
}
