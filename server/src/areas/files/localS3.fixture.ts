/**
 * A real S3-compatible server for tests, in this process: @20minutes/s3rver on 127.0.0.1 with a
 * throw-away folder and a bucket, and S3 stores talking to it through the AWS SDK.
 *
 * s3rver computes the signature of a bucket-level request over "/bucket" while the SDK signs
 * "/bucket/" (path style), so the test client drops that one trailing slash before signing. AWS S3
 * and MinIO accept either form; the production client is left as the SDK builds it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from '@20minutes/s3rver';
import { s3Client, S3ObjectStore, type S3Settings } from './s3Store';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** Settings as S3_* would give them (S3_PREFIX = prefix). */
  settings(prefix?: string): S3Settings;
  /** A client for these settings that s3rver accepts. */
  client(prefix?: string): S3Client;
  store(prefix?: string): S3ObjectStore;
  close(): Promise<void>;
}

// tests run on Node 20 on purpose (the SDK's notice that later releases need Node 22 is for deployments)
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export async function localS3(bucket = 'pcf-test'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (prefix = ''): S3Settings => ({
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix,
  });
  const client = (prefix = ''): S3Client => {
    const made = s3Client(settings(prefix));
    made.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { path?: string };
        if (typeof request.path === 'string' && request.path === `/${bucket}/`) request.path = `/${bucket}`;
        return next(args);
      },
      { step: 'build', name: 's3rverBucketPath' },
    );
    return made;
  };
  return {
    endpoint,
    bucket,
    settings,
    client,
    store: (prefix = '') => new S3ObjectStore(client(prefix), bucket, prefix),
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
