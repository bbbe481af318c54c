import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { S3ObjectStorage } from '../src/assets/storage/s3-object-storage';
import { newSessionId } from './chat.support';
import { PNG_SIGNATURE } from './media.support';
import { PNG_2X2, bearer, signUp, uniqueIp } from './support/accounts';
import { S3RVER_CREDENTIALS, type TestS3Server, startS3Server } from './support/s3-server';
import { makeTempDir } from './support/temp-dir';
import { useSuiteServer } from './support/suite-server';

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
  let s3: TestS3Server;
  let bucket: S3ObjectStorage;

  beforeAll(async () => {
    s3 = await startS3Server();
  });
  // S3_CREATE_BUCKET=1: the bucket does not exist until the server starts.
  const suite = useSuiteServer('s3_api', () => s3.env('atelier-media'), { dataDir: 's3-api-data' });
  beforeAll(() => {
    bucket = new S3ObjectStorage(
      { driver: 's3', endpoint: s3.endpoint, bucket: 'atelier-media', region: 'us-east-1', ...S3RVER_CREDENTIALS, forcePathStyle: true, createBucket: false },
      suite.dataDir,
    );
  });

  afterAll(async () => {
    bucket?.close();
    await s3?.close();
  });

  /** A photo made by POST /api/photo/generate, as a visitor (or the account of `token`) asks for one. */
  const generatePhoto = async (prompt: string, token?: string) => {
    const call = suite.http.post('/api/photo/generate').set('X-Forwarded-For', uniqueIp());
    return (await (token ? call.set(bearer(token)) : call).send({ prompt, session_id: newSessionId() }).expect(200)).body;
  };
  const storageKeyOf = async (id: string) =>
    (await suite.database.query<{ storage_key: string }>('SELECT storage_key FROM assets WHERE id = $1', [id]))[0]?.storage_key;

  it('stores a generated photo in the bucket and serves it through GET /api/media/:id, ranges included', async () => {
    const body = await generatePhoto('A lighthouse in S3');

    const key = await storageKeyOf(body.media_id);
    expect(key).toBe(`assets/${body.media_id}`);
    const stored = await bucket.head(key);
    expect(stored?.size).toBeGreaterThan(100);
    expect(existsSync(path.join(suite.dataDir, 'media'))).toBe(false);

    const whole = await suite.http.get(body.photo_url).buffer(true).expect(200);
    const bytes = whole.body as Buffer;
    expect(bytes.length).toBe(stored!.size);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers.etag).toBe(`"${body.media_id}"`);
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const part = await suite.http.get(body.photo_url).set('Range', 'bytes=0-7').buffer(true).expect(206);
    expect((part.body as Buffer).equals(PNG_SIGNATURE)).toBe(true);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${bytes.length}`);
    const tail = await suite.http.get(body.photo_url).set('Range', 'bytes=-12').buffer(true).expect(206);
    expect((tail.body as Buffer).equals(bytes.subarray(bytes.length - 12))).toBe(true);
    await suite.http.get(body.photo_url).set('Range', `bytes=${bytes.length}-`).expect(416);
  });

  it('answers 404 JSON when the row exists but the object has gone from the bucket', async () => {
    const body = await generatePhoto('A vanishing photo');
    await bucket.delete((await storageKeyOf(body.media_id))!);

    const response = await suite.http.get(body.photo_url).expect(404);

    expect(response.body).toEqual({ statusCode: 404, code: 'MEDIA_NOT_FOUND', message: 'Media not found.' });
  });

  it("keeps avatars in the bucket and removes the user's objects when the account is deleted", async () => {
    const account = await signUp(suite.http);
    const photo = await generatePhoto('Mine in S3', account.token);
    const avatar = await suite.http
      .post('/api/account/avatar')
      .set(bearer(account.token))
      .attach('file', PNG_2X2, { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    const served = await suite.http.get(avatar.body.avatarUrl).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const keys = (
      await suite.database.query<{ storage_key: string }>('SELECT storage_key FROM assets WHERE user_id = $1', [account.user.id])
    ).map((row) => row.storage_key);
    expect(keys).toHaveLength(2);
    expect(keys).toContain(`assets/${photo.media_id}`);

    await suite.http.delete('/api/account').set(bearer(account.token)).expect(204);

    for (const key of keys) expect(await bucket.head(key)).toBeNull();
    await suite.http.get(photo.photo_url).expect(404);
    await suite.http.get(avatar.body.avatarUrl).expect(404);
  });
});
