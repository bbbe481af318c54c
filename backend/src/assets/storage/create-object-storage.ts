import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { AppConfig } from '../../config/app-config.interface';
import { LocalObjectStorage } from './local-object-storage';
import type { ObjectStorage } from './object-storage';
import { S3ObjectStorage } from './s3-object-storage';

/** The driver STORAGE_DRIVER names; with S3_CREATE_BUCKET=1 the bucket exists before the first request. */
export async function createObjectStorage(config: Pick<AppConfig, 'dataDir' | 'storage'>): Promise<ObjectStorage> {
  if (config.storage.driver === 'local') return new LocalObjectStorage(path.join(config.dataDir, 'media'));
  const storage = new S3ObjectStorage(config.storage, tmpdir());
  if (config.storage.createBucket) await storage.ensureBucket();
  return storage;
}
