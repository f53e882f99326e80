/**
 * The file store in an S3-compatible object store (AWS S3, MinIO, Ceph, OSS/COS in S3 mode ...),
 * used when S3_BUCKET is set: key `<folder>/<name>` is the object `S3_PREFIX<folder>/<name>` of the
 * bucket. Checksums are sent and checked only where the protocol requires them, which every
 * S3-compatible server understands.
 *
 * A restore stages the archive's files first: those the bucket lacks are written before the
 * database transaction (and removed again if it fails); after the commit the changed ones are
 * rewritten and those the archive does not hold are removed. Stored names are random and written
 * once, so a file already in the bucket under the same name and digest is the same file.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { isSafeKey, UnsafeKeyError, type ObjectStore, type OpenedFile, type StagedFiles } from './store';

export interface S3Settings {
  bucket: string;
  /** S3_ENDPOINT: null for AWS itself (the region decides). */
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most self-hosted stores. */
  forcePathStyle: boolean;
  /** Put before every key; empty or ending in '/'. */
  prefix: string;
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // the newer default checksums (CRC32 on every upload) are not understood by every S3-compatible server
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.$metadata?.httpStatusCode === 404 || e.name === 'NoSuchKey' || e.name === 'NotFound';
};

interface Listed {
  key: string;
  size: number;
  /** The ETag without quotes: the MD5 of the content for a single-part upload. */
  etag: string;
}

const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');

export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3' as const;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {
    if (prefix !== '' && !prefix.endsWith('/')) throw new Error('S3 prefix must be empty or end with /');
  }

  private objectKey(key: string): string {
    if (!isSafeKey(key)) throw new UnsafeKeyError(key);
    return `${this.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
      }),
    );
  }

  async open(key: string): Promise<OpenedFile | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      const body = answer.Body;
      if (!(body instanceof Readable)) throw new Error('the S3 client answered without a stream');
      return { stream: body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  async size(key: string): Promise<number | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return answer.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // deleting a missing object succeeds in S3
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  private async listed(): Promise<Listed[]> {
    const found: Listed[] = [];
    let token: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ...(this.prefix === '' ? {} : { Prefix: this.prefix }), ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key?.startsWith(this.prefix)) continue;
        const key = object.Key.slice(this.prefix.length);
        // objects another tool put into the bucket under other names are not the store's
        if (!isSafeKey(key)) continue;
        found.push({ key, size: object.Size ?? 0, etag: (object.ETag ?? '').replace(/"/g, '').toLowerCase() });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async list(): Promise<string[]> {
    return (await this.listed()).map((entry) => entry.key);
  }

  async stage(files: ReadonlyMap<string, Buffer>): Promise<StagedFiles> {
    for (const key of files.keys()) if (!isSafeKey(key)) throw new UnsafeKeyError(key);
    const before = new Map((await this.listed()).map((entry) => [entry.key, entry]));
    const added: string[] = [];
    const changed: string[] = [];
    try {
      for (const [key, bytes] of files) {
        const existing = before.get(key);
        if (!existing) {
          await this.put(key, bytes, 'application/octet-stream');
          added.push(key);
        } else if (existing.size !== bytes.length || existing.etag !== md5(bytes)) {
          // rewritten only once the database has committed: until then the live data uses it
          changed.push(key);
        }
      }
    } catch (error) {
      for (const key of added) await this.remove(key).catch(() => undefined);
      throw error;
    }
    return {
      commit: async () => {
        for (const key of changed) await this.put(key, files.get(key) as Buffer, 'application/octet-stream');
        for (const key of before.keys()) if (!files.has(key)) await this.remove(key);
      },
      abort: async () => {
        for (const key of added) await this.remove(key);
      },
    };
  }
}
