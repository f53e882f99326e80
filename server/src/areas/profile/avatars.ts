/**
 * Avatar files: the type is taken from the content (magic bytes), never from the name, and the
 * stored name is generated here; the client's file name is never used.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type ImageType = 'png' | 'jpeg' | 'webp';

export const CONTENT_TYPES: Record<ImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Stored names look like `<32 hex>.<type>`; anything else is not ours. */
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpeg|webp)$/;

export class AvatarStore {
  constructor(private readonly folder: string) {}

  async save(bytes: Buffer, type: ImageType): Promise<string> {
    await fs.mkdir(this.folder, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${type}`;
    await fs.writeFile(path.join(this.folder, name), bytes, { flag: 'wx' });
    return name;
  }

  async remove(name: string): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    await fs.rm(path.join(this.folder, name), { force: true });
  }

  /** Path and content type of a stored avatar, or null when the name is not a stored one. */
  locate(name: string): { file: string; contentType: string } | null {
    const match = STORED_NAME.exec(name);
    if (!match) return null;
    return { file: path.join(this.folder, name), contentType: CONTENT_TYPES[match[1] as ImageType] };
  }
}
