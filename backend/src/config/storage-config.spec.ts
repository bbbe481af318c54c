import { validateConfig } from './config.validation';
import { readStorage } from './storage-config';

const context = { defaultDataDir: '/srv/atelier/.data', cwd: '/srv/atelier/backend' };
const S3_ENV = {
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: 'http://minio:9000',
  S3_BUCKET: 'atelier-media',
  S3_ACCESS_KEY_ID: 'atelier',
  S3_SECRET_ACCESS_KEY: 'very-secret-key',
};

describe(readStorage.name, () => {
  it('stores files locally by default, whatever S3_* says', () => {
    expect(validateConfig({}, context).config?.storage).toEqual({ driver: 'local' });
    expect(validateConfig({ S3_BUCKET: 'x' }, context).config?.storage).toEqual({ driver: 'local' });
  });

  it('reads an S3 store with path-style addressing and us-east-1 by default', () => {
    expect(validateConfig(S3_ENV, context).config?.storage).toEqual({
      driver: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'atelier-media',
      region: 'us-east-1',
      accessKeyId: 'atelier',
      secretAccessKey: 'very-secret-key',
      forcePathStyle: true,
      createBucket: false,
    });
    const custom = { ...S3_ENV, S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: '0', S3_CREATE_BUCKET: '1' };
    expect(validateConfig(custom, context).config?.storage).toMatchObject({
      region: 'eu-west-3',
      forcePathStyle: false,
      createBucket: true,
    });
  });

  it('lists every missing S3 setting at once when the driver is s3', () => {
    expect(validateConfig({ STORAGE_DRIVER: 's3' }, context).errors).toEqual([
      'S3_ENDPOINT is required when STORAGE_DRIVER=s3',
      'S3_BUCKET is required when STORAGE_DRIVER=s3',
      'S3_ACCESS_KEY_ID is required when STORAGE_DRIVER=s3',
      'S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER=s3',
    ]);
  });

  it('rejects an unknown driver, a malformed endpoint or bucket, and never echoes the secret', () => {
    expect(validateConfig({ STORAGE_DRIVER: 'ftp' }, context).errors).toEqual([
      'STORAGE_DRIVER must be one of local, s3 (got "ftp")',
    ]);
    const errors = validateConfig({ ...S3_ENV, S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'No_Such' }, context).errors;
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^S3_ENDPOINT must be a http:\/\/ or https:\/\/ URL/);
    expect(errors[1]).toMatch(/^S3_BUCKET must be 3–63/);
    expect(validateConfig({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'maybe' }, context).errors.join()).not.toContain('very-secret-key');
  });
});
