import { createReadStream, promises as fs } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3ServiceException } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config/storage-config';
import { type ByteRange, type ObjectStorage, type StoredObject, assertObjectKey } from './object-storage';
import { spoolToFile } from './spool';

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/**
 * Any S3-compatible store (AWS, MinIO, s3rver…). Objects go up in one PutObject, streamed from disk
 * with a known length, which covers files up to a few hundred MB without lib-storage's multipart upload.
 */
export class S3ObjectStorage implements ObjectStorage {
  readonly driver = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    config: S3StorageConfig,
    /** Where a stream of unknown length waits until its size is known. */
    private readonly spoolDir: string,
  ) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // The SDK's default CRC32 trailers (aws-chunked bodies) are not spoken by every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Creates the bucket unless it exists; several processes starting together may race, which is fine. */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (error) {
      if ((error as Partial<S3ServiceException>).$metadata?.httpStatusCode !== 404) throw error;
    }
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const name = (error as Error).name;
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
    }
  }

  async putBuffer(key: string, bytes: Buffer, contentType: string): Promise<StoredObject> {
    await this.put(key, bytes, bytes.length, contentType);
    return { size: bytes.length };
  }

  async putFile(key: string, source: string, contentType: string): Promise<StoredObject> {
    const { size } = await fs.stat(source);
    await this.put(key, createReadStream(source), size, contentType);
    await fs.rm(source, { force: true });
    return { size };
  }

  async putStream(key: string, stream: Readable, contentType: string): Promise<StoredObject> {
    // PutObject needs the length up front; a stream of unknown length is written to disk first.
    const file = await spoolToFile(stream, this.spoolDir);
    try {
      return await this.putFile(key, file, contentType);
    } finally {
      await fs.rm(file, { force: true });
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    assertObjectKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return object.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    assertObjectKey(key);
    try {
      const object = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deleteMany(keys: readonly string[]): Promise<void> {
    keys.forEach(assertObjectKey);
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length) throw new Error(`S3 refused to delete ${failed.length} object(s): ${failed[0].Code} ${failed[0].Message}`);
    }
  }

  close(): void {
    this.client.destroy();
  }

  private async put(key: string, body: Buffer | Readable, size: number, contentType: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: size, ContentType: contentType }),
    );
  }
}

/**
 * NoSuchKey, or HEAD's bodiless NotFound: the SDK names them differently, the status is the same. A missing
 * bucket is a broken deployment, not a missing object, so it stays an error wherever S3 names it.
 */
function isNotFound(error: unknown): boolean {
  const failure = error as Partial<S3ServiceException>;
  return failure.$metadata?.httpStatusCode === 404 && failure.name !== 'NoSuchBucket';
}
