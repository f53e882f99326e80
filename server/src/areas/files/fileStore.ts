/**
 * Uploaded files on disk (DATA_DIR/files/<folder>), one folder per kind (avatars, licences). The
 * server names every stored file `<32 random hex>.<type>`, where the type was told from the file's
 * content; a client's file name or path is never used, and only names of that shape are ever read
 * or removed. The backup archives DATA_DIR/files as it is.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile<T extends string> {
  file: string;
  type: T;
  contentType: string;
}

export class FileStore<T extends string> {
  private readonly storedName: RegExp;

  /** contentTypes: the types this folder holds (trusted code constants, lower-case words) and their MIME types. */
  constructor(
    private readonly folder: string,
    private readonly contentTypes: Readonly<Record<T, string>>,
  ) {
    this.storedName = new RegExp(`^[0-9a-f]{32}\\.(${Object.keys(contentTypes).join('|')})$`);
  }

  async save(bytes: Buffer, type: T): Promise<string> {
    await fs.mkdir(this.folder, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${type}`;
    await fs.writeFile(path.join(this.folder, name), bytes, { flag: 'wx' });
    return name;
  }

  async remove(name: string): Promise<void> {
    if (!this.storedName.test(name)) return;
    await fs.rm(path.join(this.folder, name), { force: true });
  }

  /** Path, type and content type of a stored file, or null when the name is not one of ours. */
  locate(name: string): StoredFile<T> | null {
    const match = this.storedName.exec(name);
    if (!match) return null;
    const type = match[1] as T;
    return { file: path.join(this.folder, name), type, contentType: this.contentTypes[type] };
  }

  /** The stored file's size in bytes, or null when it is not (or no longer) there. */
  async sizeOf(name: string): Promise<number | null> {
    const located = this.locate(name);
    if (!located) return null;
    try {
      return (await fs.stat(located.file)).size;
    } catch {
      return null;
    }
  }
}
