/** The server's one file store, as the settings choose it: S3 when S3_BUCKET is set, else DATA_DIR/files. */
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { DiskObjectStore, type ObjectStore } from './store';

/** The folder of the disk store: DATA_DIR/files. */
export const diskStoreRoot = (dataDir: string): string => path.join(dataDir, 'files');

/** `client` replaces the one built from the settings (tests talk to a local S3 server through their own). */
export function configuredStore(config: Pick<Config, 'dataDir' | 's3'>, client?: S3Client): ObjectStore {
  if (config.s3 === null) return new DiskObjectStore(diskStoreRoot(config.dataDir));
  // the AWS SDK is required only when S3 is configured (it is most of what a start would load otherwise)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { S3ObjectStore, s3Client } = require('./s3Store') as typeof import('./s3Store');
  return new S3ObjectStore(client ?? s3Client(config.s3), config.s3.bucket, config.s3.prefix);
}
