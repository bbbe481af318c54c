import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { AppConfig } from '../../config/app-config.interface';
import { LocalObjectStorage } from './local-object-storage';
import type { ObjectStorage } from './object-storage';

/** The driver STORAGE_DRIVER names; with S3_CREATE_BUCKET=1 the bucket exists before the first request. */
export async function createObjectStorage(config: Pick<AppConfig, 'dataDir' | 'storage'>): Promise<ObjectStorage> {
  if (config.storage.driver === 'local') return new LocalObjectStorage(path.join(config.dataDir, 'media'));
  // The AWS SDK only when S3 is configured: ~80 ms of CPU and ~22 MB of resident memory that a process on local
  // storage never needs (ARCHITECTURE.md §4: idle memory).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { S3ObjectStorage } = require('./s3-object-storage') as typeof import('./s3-object-storage');
  const storage = new S3ObjectStorage(config.storage, tmpdir());
  if (config.storage.createBucket) await storage.ensureBucket();
  return storage;
}
