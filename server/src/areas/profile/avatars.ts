/**
 * Avatar files: the type is taken from the content (magic bytes), never from the name, and the
 * stored name is generated here; the client's file name is never used.
 */
import { FILE_FOLDERS, FileStore } from '../files/fileStore';
import type { ObjectStore } from '../files/store';

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

/** The avatars folder: stored names `<32 hex>.png|jpeg|webp` (the generic file store's rules). */
export class AvatarStore extends FileStore<ImageType> {
  constructor(store: ObjectStore) {
    super(store, FILE_FOLDERS.avatars, CONTENT_TYPES);
  }
}
