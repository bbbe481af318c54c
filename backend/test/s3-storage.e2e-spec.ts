import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import request from 'supertest';
import { S3ObjectStorage } from '../src/assets/storage/s3-object-storage';
import type { RunningServer } from '../src/server';
import { newSessionId } from './chat.support';
import { PNG_SIGNATURE } from './media.support';
import { type Http, PNG_2X2, bearer, signUp, uniqueIp } from './support/accounts';
import { startInProcessServer } from './support/in-process-server';
import { S3RVER_CREDENTIALS, type TestS3Server, startS3Server } from './support/s3-server';
import { makeTempDir } from './support/temp-dir';
import { type TestDatabase, createTestDatabase } from './support/test-database';

describe('S3 object storage against s3rver', () => {
  let s3: TestS3Server;
  let storage: S3ObjectStorage;
  let spoolDir: string;

  const driver = (bucket: string, createBucket = false) =>
    new S3ObjectStorage(
      {
        driver: 's3',
        endpoint: s3.endpoint,
        bucket,
        region: 'us-east-1',
        ...S3RVER_CREDENTIALS,
        forcePathStyle: true,
        createBucket,
      },
      spoolDir,
    );
  const read = async (key: string, range?: { start: number; end: number }) => {
    const body = await storage.get(key, range);
    return body ? (await buffer(body)).toString() : null;
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    spoolDir = makeTempDir('s3-spool');
    storage = driver('driver-test');
    await storage.ensureBucket();
  });

  afterAll(async () => {
    storage?.close();
    await s3?.close();
    rmSync(spoolDir, { recursive: true, force: true });
  });

  it('puts bytes and reads them back whole, by range, and by HEAD', async () => {
    expect(await storage.putBuffer('assets/hello', Buffer.from('hello world'), 'text/plain')).toEqual({ size: 11 });

    expect(await read('assets/hello')).toBe('hello world');
    expect(await read('assets/hello', { start: 6, end: 10 })).toBe('world');
    // (Not bytes=0-0: s3rver reads an end of 0 as "to the end"; real S3 and MinIO do not.)
    expect(await read('assets/hello', { start: 4, end: 4 })).toBe('o');
    expect(await storage.head('assets/hello')).toEqual({ size: 11 });
  });

  it('streams a file up with its length and removes the source; spools a stream of unknown length', async () => {
    const source = path.join(makeTempDir('s3-source'), 'clip.mp4');
    const content = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    writeFileSync(source, content);

    expect(await storage.putFile('assets/clip', source, 'video/mp4')).toEqual({ size: content.length });
    expect(existsSync(source)).toBe(false);
    expect(await storage.head('assets/clip')).toEqual({ size: content.length });
    const tail = await storage.get('assets/clip', { start: content.length - 10, end: content.length - 1 });
    expect((await buffer(tail!)).equals(content.subarray(content.length - 10))).toBe(true);

    expect(await storage.putStream('assets/streamed', Readable.from(['a', 'bc', 'def']), 'text/plain')).toEqual({ size: 6 });
    expect(await read('assets/streamed')).toBe('abcdef');
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it('answers null for a missing object, deletes one or many, and ignores absent keys', async () => {
    await storage.putBuffer('assets/a', Buffer.from('a'), 'text/plain');
    await storage.putBuffer('assets/b', Buffer.from('b'), 'text/plain');
    await storage.putBuffer('assets/c', Buffer.from('c'), 'text/plain');

    await storage.delete('assets/a');
    await storage.delete('assets/a');
    await storage.deleteMany(['assets/b', 'assets/c', 'assets/never-there']);

    for (const key of ['assets/a', 'assets/b', 'assets/c']) {
      expect(await storage.get(key)).toBeNull();
      expect(await storage.head(key)).toBeNull();
    }
  });

  it('creates a missing bucket once, and treats a missing bucket as an error rather than a missing object', async () => {
    const absent = driver('never-created');
    await expect(absent.get('assets/x')).rejects.toMatchObject({ name: 'NoSuchBucket' });

    const fresh = driver('created-at-start', true);
    await fresh.ensureBucket();
    await fresh.ensureBucket();
    await fresh.putBuffer('assets/x', Buffer.from('x'), 'text/plain');
    expect(await fresh.head('assets/x')).toEqual({ size: 1 });
    absent.close();
    fresh.close();
  });
});

describe('the API with STORAGE_DRIVER=s3 (real PostgreSQL, s3rver)', () => {
  let database: TestDatabase;
  let s3: TestS3Server;
  let server: RunningServer;
  let http: Http;
  let dataDir: string;
  let bucket: S3ObjectStorage;

  beforeAll(async () => {
    database = await createTestDatabase('s3_api');
    s3 = await startS3Server();
    dataDir = makeTempDir('s3-api-data');
    // S3_CREATE_BUCKET=1: the bucket does not exist until the server starts.
    server = await startInProcessServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, ...s3.env('atelier-media') });
    http = request(server.app.getHttpServer());
    bucket = new S3ObjectStorage(
      { driver: 's3', endpoint: s3.endpoint, bucket: 'atelier-media', region: 'us-east-1', ...S3RVER_CREDENTIALS, forcePathStyle: true, createBucket: false },
      dataDir,
    );
  });

  afterAll(async () => {
    bucket?.close();
    await server?.close();
    await s3?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storageKeyOf = async (id: string) =>
    (await database.query<{ storage_key: string }>('SELECT storage_key FROM assets WHERE id = $1', [id]))[0]?.storage_key;

  it('stores a generated photo in the bucket and serves it through GET /api/media/:id, ranges included', async () => {
    const { body } = await http
      .post('/api/photo/generate')
      .set('X-Forwarded-For', uniqueIp())
      .send({ prompt: 'A lighthouse in S3', session_id: newSessionId() })
      .expect(200);

    const key = await storageKeyOf(body.media_id);
    expect(key).toBe(`assets/${body.media_id}`);
    const stored = await bucket.head(key);
    expect(stored?.size).toBeGreaterThan(100);
    expect(existsSync(path.join(dataDir, 'media'))).toBe(false);

    const whole = await http.get(body.photo_url).buffer(true).expect(200);
    const bytes = whole.body as Buffer;
    expect(bytes.length).toBe(stored!.size);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers.etag).toBe(`"${body.media_id}"`);
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const part = await http.get(body.photo_url).set('Range', 'bytes=0-7').buffer(true).expect(206);
    expect((part.body as Buffer).equals(PNG_SIGNATURE)).toBe(true);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${bytes.length}`);
    const tail = await http.get(body.photo_url).set('Range', 'bytes=-12').buffer(true).expect(206);
    expect((tail.body as Buffer).equals(bytes.subarray(bytes.length - 12))).toBe(true);
    await http.get(body.photo_url).set('Range', `bytes=${bytes.length}-`).expect(416);
  });

  it('answers 404 JSON when the row exists but the object has gone from the bucket', async () => {
    const { body } = await http
      .post('/api/photo/generate')
      .set('X-Forwarded-For', uniqueIp())
      .send({ prompt: 'A vanishing photo', session_id: newSessionId() })
      .expect(200);
    await bucket.delete((await storageKeyOf(body.media_id))!);

    const response = await http.get(body.photo_url).expect(404);

    expect(response.body).toEqual({ statusCode: 404, code: 'MEDIA_NOT_FOUND', message: 'Media not found.' });
  });

  it("keeps avatars in the bucket and removes the user's objects when the account is deleted", async () => {
    const account = await signUp(http);
    const photo = await http
      .post('/api/photo/generate')
      .set('X-Forwarded-For', uniqueIp())
      .set(bearer(account.token))
      .send({ prompt: 'Mine in S3', session_id: newSessionId() })
      .expect(200);
    const avatar = await http
      .post('/api/account/avatar')
      .set(bearer(account.token))
      .attach('file', PNG_2X2, { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    const served = await http.get(avatar.body.avatarUrl).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const keys = (
      await database.query<{ storage_key: string }>('SELECT storage_key FROM assets WHERE user_id = $1', [account.user.id])
    ).map((row) => row.storage_key);
    expect(keys).toHaveLength(2);
    expect(keys).toContain(`assets/${photo.body.media_id}`);

    await http.delete('/api/account').set(bearer(account.token)).expect(204);

    for (const key of keys) expect(await bucket.head(key)).toBeNull();
    await http.get(photo.body.photo_url).expect(404);
    await http.get(avatar.body.avatarUrl).expect(404);
  });
});
