import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { types } from 'node:util';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AssetStore } from '../src/assets/asset-store.service';
import { buildDataSourceOptions } from '../src/database/data-source.options';
import { MIGRATIONS } from '../src/database/migrations';
import { CreateAssets1795305800000 } from '../src/database/migrations/1795305800000-create-assets';
import type { RunningServer } from '../src/server';
import { GIF_1X1, type Http, PNG_2X2, bearer, latestMagicToken, signUp, uniqueIp } from './support/accounts';
import { startInProcessServer } from './support/in-process-server';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { type TestDatabase, createTestDatabase } from './support/test-database';

const visitor = (sessionId: string) => ({ ownerUserId: null, sessionId });

describe(`${AssetStore.name} (real PostgreSQL, local storage)`, () => {
  let assets: AssetStore;

  const suite = useSuiteServer('assets', {}, { dataDir: 'assets-data' });

  beforeAll(async () => {
    assets = suite.server.app.get(AssetStore);
  });

  it('records owner, project, kind, type, size, dimensions, duration and job; serves it by id', async () => {
    const owner = await signUp(suite.http);
    const projectId = randomUUID();
    const [{ id: jobId }] = await suite.database.query<{ id: string }>(
      `INSERT INTO jobs (kind, owner_user_id, input) VALUES ('music.export', $1, '{}') RETURNING id`,
      [owner.user.id],
    );

    const saved = await assets.save(Buffer.from('RIFF....WAVEfmt '), {
      kind: 'audio',
      contentType: 'audio/wav',
      ownerUserId: owner.user.id,
      sessionId: null,
      projectId,
      projectKind: 'music',
      durationSeconds: 30.5,
      jobId,
    });

    const found = await assets.find(saved.id);
    expect(found).toEqual({
      id: saved.id,
      url: `/api/media/${saved.id}`,
      kind: 'audio',
      downloadName: null,
      contentType: 'audio/wav',
      size: 16,
      width: null,
      height: null,
      durationSeconds: 30.5,
      ownerUserId: owner.user.id,
      sessionId: null,
      projectId,
      projectKind: 'music',
      jobId,
      createdAt: expect.anything(),
    });
    // The store's Date comes from the app's realm (ARCHITECTURE.md §15): its kind is checked, not its constructor.
    expect(types.isDate(found?.createdAt)).toBe(true);
    const served = await suite.http.get(saved.url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('audio/wav');
    expect((served.body as Buffer).toString('latin1')).toBe('RIFF....WAVEfmt ');
  });

  it('lists by owner, by visitor session or by project, newest first, never across owners', async () => {
    const alice = await signUp(suite.http);
    const bob = await signUp(suite.http);
    const project = randomUUID();
    const mine = { ownerUserId: alice.user.id, sessionId: 'alice-session' };
    const first = await assets.save(Buffer.from('1'), { ...mine, kind: 'code', contentType: 'text/plain', projectId: project, projectKind: 'build' });
    const second = await assets.save(Buffer.from('2'), { ...mine, kind: 'archive', contentType: 'application/zip', projectId: project, projectKind: 'build' });
    const bobs = await assets.save(Buffer.from('3'), { ownerUserId: bob.user.id, sessionId: 'alice-session', kind: 'image', contentType: 'image/png' });
    const visitors = await assets.save(Buffer.from('4'), { ...visitor('alice-session'), kind: 'image', contentType: 'image/png' });

    const ids = async (filter: Parameters<AssetStore['list']>[0]) => (await assets.list(filter)).map((asset) => asset.id);
    expect(await ids({ ownerUserId: alice.user.id })).toEqual([second.id, first.id]);
    expect(await ids({ ownerUserId: alice.user.id, kind: 'code' })).toEqual([first.id]);
    expect(await ids({ projectId: project })).toEqual([second.id, first.id]);
    expect(await ids({ ownerUserId: bob.user.id, projectId: project })).toEqual([]);
    // A visitor session sees what it made without an account, not what signed-in users made from it.
    expect(await ids({ sessionId: 'alice-session' })).toEqual([visitors.id]);
    expect(await ids({ ownerUserId: bob.user.id })).toEqual([bobs.id]);
  });

  it("removes only the owner's asset when an owner is given, with its object", async () => {
    const alice = await signUp(suite.http);
    const bob = await signUp(suite.http);
    const saved = await assets.save(Buffer.from('precious'), { ownerUserId: alice.user.id, sessionId: null, kind: 'image', contentType: 'image/png' });
    const file = path.join(suite.dataDir, 'media', 'assets', saved.id);

    expect(await assets.remove(saved.id, bob.user.id)).toBe(false);
    expect(existsSync(file)).toBe(true);
    await suite.http.get(saved.url).expect(200);

    expect(await assets.remove(saved.id, alice.user.id)).toBe(true);
    expect(existsSync(file)).toBe(false);
    await suite.http.get(saved.url).expect(404);
    expect(await assets.remove(saved.id)).toBe(false);
  });

  it('refuses a kind outside the model and leaves nothing behind', async () => {
    const before = await suite.database.query('SELECT id FROM assets');

    await expect(
      assets.save(Buffer.from('x'), { ...visitor('abcdefghi'), kind: 'spreadsheet' as 'image', contentType: 'text/csv' }),
    ).rejects.toThrow('unknown asset kind');

    expect(await suite.database.query('SELECT id FROM assets')).toEqual(before);
  });
});

describe(`${CreateAssets1795305800000.name}: media_files and avatars become assets`, () => {
  let database: TestDatabase;
  let dataDir: string;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('assets_migration');
    dataDir = makeTempDir('assets-migration');
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The schema as it was before assets, so rows can be written the way the old code wrote them. */
  async function migrateUpToAssets(): Promise<void> {
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(CreateAssets1795305800000));
    const dataSource = await new DataSource({ ...buildDataSourceOptions(database.url), migrations: before }).initialize();
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
  }

  const writeMediaFile = (relative: string, bytes: Buffer) => {
    const file = path.join(dataDir, 'media', relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    return file;
  };

  it('keeps every media id and old avatar URL working, and account deletion then removes their files', async () => {
    await migrateUpToAssets();
    const [user] = await database.query<{ id: string }>(
      `INSERT INTO users (email, name, avatar_file) VALUES ('legacy@example.com', 'Legacy', $1) RETURNING id`,
      [`${randomUUID()}.gif`],
    );
    const [{ avatar_file: avatarFile }] = await database.query<{ avatar_file: string }>('SELECT avatar_file FROM users');
    const photoId = randomUUID();
    const visitorClipId = randomUUID();
    await database.query(
      `INSERT INTO media_files (id, kind, content_type, size, user_id, session_id, created_at) VALUES
         ($1, 'image', 'image/png', $3, $4, 'legacy-session', '2025-01-02T03:04:05Z'),
         ($2, 'video', 'video/mp4', 11, NULL, 'visitor-session', now())`,
      [photoId, visitorClipId, PNG_2X2.length, user.id],
    );
    await database.query(
      `INSERT INTO video_jobs (request_id, user_id, session_id, prompt, status, media_id, quota_subjects, quota_day)
       VALUES ('legacy-request-1', $1, 'legacy-session', 'A legacy clip', 'completed', $2, '{}', current_date)`,
      [user.id, photoId],
    );
    const photoFile = writeMediaFile(`generated/${photoId}`, PNG_2X2);
    writeMediaFile(`generated/${visitorClipId}`, Buffer.from('old video!!'));
    const avatarPath = writeMediaFile(`avatars/${avatarFile}`, GIF_1X1);

    // Starting the server applies the remaining migrations, this one included.
    server = await startInProcessServer({ DATABASE_URL: database.url, DATA_DIR: dataDir });
    const http = request(server.app.getHttpServer());

    const rows = await database.query(
      'SELECT id, user_id, session_id, kind, content_type, size, storage_key FROM assets ORDER BY storage_key',
    );
    expect(rows).toEqual([
      { id: avatarFile.slice(0, 36), user_id: user.id, session_id: null, kind: 'image', content_type: 'image/gif', size: null, storage_key: `avatars/${avatarFile}` },
      { id: photoId, user_id: user.id, session_id: 'legacy-session', kind: 'image', content_type: 'image/png', size: String(PNG_2X2.length), storage_key: `generated/${photoId}` },
      { id: visitorClipId, user_id: null, session_id: 'visitor-session', kind: 'video', content_type: 'video/mp4', size: '11', storage_key: `generated/${visitorClipId}` },
    ].sort((a, b) => a.storage_key.localeCompare(b.storage_key)));
    expect(await database.query("SELECT to_regclass('media_files') AS table")).toEqual([{ table: null }]);

    const photo = await http.get(`/api/media/${photoId}`).buffer(true).expect(200);
    expect(Buffer.compare(photo.body as Buffer, PNG_2X2)).toBe(0);
    expect(photo.headers['last-modified']).toBe('Thu, 02 Jan 2025 03:04:05 GMT');
    const clip = await http.get(`/api/media/${visitorClipId}`).set('Range', 'bytes=4-').buffer(true).expect(206);
    expect((clip.body as Buffer).toString()).toBe('video!!');
    const avatar = await http.get(`/api/account/avatars/${avatarFile}`).buffer(true).expect(200);
    expect(avatar.headers['content-type']).toBe('image/gif');
    expect(avatar.headers['content-length']).toBe(String(GIF_1X1.length));
    expect(Buffer.compare(avatar.body as Buffer, GIF_1X1)).toBe(0);

    // The legacy account signs in by magic link only (no password); deleting it goes through the service.
    const token = await signInByMagicLink(http, database, 'legacy@example.com');
    await http.delete('/api/account').set(bearer(token)).expect(204);

    expect(existsSync(photoFile)).toBe(false);
    expect(existsSync(avatarPath)).toBe(false);
    await http.get(`/api/media/${photoId}`).expect(404);
    await http.get(`/api/media/${visitorClipId}`).expect(200);
  });
});

async function signInByMagicLink(http: Http, database: TestDatabase, email: string): Promise<string> {
  await http.post('/api/auth/magic-link').set('X-Forwarded-For', uniqueIp()).send({ email }).expect(202);
  const token = await latestMagicToken(database, email);
  const verified = await http.post('/api/auth/magic-link/verify').send({ token }).expect(200);
  return verified.body.token as string;
}
