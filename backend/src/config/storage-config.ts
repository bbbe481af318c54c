import type { EnvReader } from './env.reader';

export const STORAGE_DRIVERS = ['local', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

export interface S3StorageConfig {
  driver: 's3';
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`: what MinIO and s3rver expect. */
  forcePathStyle: boolean;
  /** Create the bucket at start when it is missing (development and compose). */
  createBucket: boolean;
}

/** Where asset bytes live: files under `$DATA_DIR/media`, or an S3-compatible bucket shared by every process. */
export type StorageConfig = { driver: 'local' } | S3StorageConfig;

export const DEFAULT_S3_REGION = 'us-east-1';

/** The S3 naming rules every provider accepts: 3–63 lower-case letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function readStorage(read: EnvReader): StorageConfig {
  const driver = read.oneOf('STORAGE_DRIVER', STORAGE_DRIVERS, 'local');
  if (driver === 'local') return { driver };
  const required = (name: string, value: string | undefined): string => {
    if (value === undefined) read.errors.push(`${name} is required when STORAGE_DRIVER=s3`);
    return value ?? '';
  };
  // A malformed S3_ENDPOINT has its own error from read.url; only an unset one counts as missing.
  const endpoint = read.url('S3_ENDPOINT', { protocols: ['http:', 'https:'] }) ?? '';
  required('S3_ENDPOINT', read.raw('S3_ENDPOINT'));
  const bucket = required('S3_BUCKET', read.raw('S3_BUCKET'));
  if (bucket && !BUCKET_NAME.test(bucket)) {
    read.errors.push(`S3_BUCKET must be 3–63 lower-case letters, digits, dots or hyphens (got "${bucket}")`);
  }
  return {
    driver,
    endpoint,
    bucket,
    region: read.string('S3_REGION', DEFAULT_S3_REGION),
    accessKeyId: required('S3_ACCESS_KEY_ID', read.raw('S3_ACCESS_KEY_ID')),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY', read.raw('S3_SECRET_ACCESS_KEY')),
    forcePathStyle: read.boolean('S3_FORCE_PATH_STYLE', true),
    createBucket: read.boolean('S3_CREATE_BUCKET', false),
  };
}

