import { rmSync } from 'node:fs';
import { makeTempDir } from './temp-dir';

/** The part of s3rver (no type declarations of its own) these tests use. */
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverOptions = { address: string; port: number; silent: boolean; directory: string };
const S3rver = require('s3rver') as new (options: S3rverOptions) => S3rverInstance;

/** s3rver's fixed credentials; it checks signatures against them. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  endpoint: string;
  /** The directory s3rver keeps buckets in (`<dir>/<bucket>/<key>._S3rver_object`). */
  directory: string;
  /** STORAGE_DRIVER=s3 settings for a backend using `bucket` on this server. */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free loopback port, its data in a fresh temp dir. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = makeTempDir('s3rver');
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    env: (bucket) => ({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_CREATE_BUCKET: '1',
    }),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
