import sharp from 'sharp';
import { AppFleet } from './support/app-fleet';
import { meterCount } from './support/metering';
import { StandInVideoProvider } from './support/stand-in-video-provider';
import { makeTempDir } from './support/temp-dir';
import { type TestDatabase, createTestDatabase } from './support/test-database';
import { waitFor } from './support/wait-for';
import { scaled } from './support/time-factor';
import { shortenScenes } from './movie.support';
import { renderSmallMp4 } from './video.support';

interface JobBody {
  status: string;
  progress: number;
  attempt: number;
  error: { code: string; message: string } | null;
}


// This file renders real video in separate processes and kills one mid-render, on scenes shortened to what each test
// needs (shortenScenes). The timeout only guards against a hang; no assertion here depends on time.
jest.setTimeout(scaled(300_000));

/** A provider's scene: three 8 s shots (the last one short), enough to show one resumed and the others created once. */
const SHOT_SCENE_SECONDS = 20;

describe('Movie Studio scene jobs and a worker killed mid-render (separate API and worker processes)', () => {
  let database: TestDatabase;
  const providers: StandInVideoProvider[] = [];
  const fleet = new AppFleet();
  const ip = '203.0.113.21';

  afterEach(async () => {
    await fleet.killAll();
    await Promise.all(providers.splice(0).map((provider) => provider.stop()));
    await database?.drop();
  });

  const start = (env: Record<string, string>, shared: Record<string, string>) => fleet.start({ ...shared, ...env });

  async function setUp(label: string, engine: Record<string, string> = {}): Promise<Record<string, string>> {
    database = await createTestDatabase(label, { migrated: true });
    return { DATABASE_URL: database.url, DATA_DIR: makeTempDir(label), LEASE_SWEEP_SECONDS: '1', ...engine };
  }

  /**
   * A visitor's 5-minute movie with Mara (and her avatar, when given) broken into scenes of `seconds` each (the API plans
   * 50 s); answers the scene ids.
   */
  async function movie(url: string, session: string, seconds: number, avatar = false): Promise<{ projectId: string; sceneIds: string[] }> {
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${url}${path}`, { ...init, headers: { 'X-Session-Id': session, 'X-Forwarded-For': ip, ...(init.headers as Record<string, string>) } });
    const json = (path: string, body: object) => call(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
    const meta = (await (await json('/movie/save-meta', { project_id: 'movie_1', title: 'Flood', target_length: 5 })).json()) as { project_id: string };
    let avatarFilename: string | null = null;
    if (avatar) {
      const form = new FormData();
      const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#20a060' } }).png().toBuffer();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'mara.png');
      avatarFilename = ((await (await call(`/movie/avatar/${meta.project_id}`, { method: 'POST', body: form })).json()) as { avatar_filename: string }).avatar_filename;
    }
    await json('/movie/character', { project_id: meta.project_id, character: { id: 'char_1', name: 'Mara', role: 'Good Guy', bio: 'A courier.', avatar_filename: avatarFilename } });
    const script = (await (await json('/movie-studio/script', { project_id: meta.project_id, prompt: 'A courier in a flooded city.', target_length: 5 })).json()) as { scenes: Array<{ id: string }> };
    await shortenScenes(database, meta.project_id, seconds);
    return { projectId: meta.project_id, sceneIds: script.scenes.map((scene) => scene.id) };
  }

  async function generate(url: string, session: string, path: string, body: object): Promise<string> {
    const answer = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'respond-async', 'X-Session-Id': session, 'X-Forwarded-For': ip },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(202);
    return ((await answer.json()) as { job_id: string }).job_id;
  }

  const job = async (url: string, session: string, id: string) => (await (await fetch(`${url}/jobs/${id}?session_id=${session}`)).json()) as JobBody;

  it('a batch whose worker is SIGKILLed mid-render finishes once on another worker: the stored scene is not rendered again, and it is charged once', async () => {
    const shared = await setUp('movie_restart');
    const api = await start({ BACKEND_MODULES: 'movie,jobs' }, shared);
    const firstWorker = await start({ WORKER: '1' }, shared);
    const session = 'killmid01';
    // Scene 1 short, so it is soon stored; scene 2 long enough that the kill below lands while it renders.
    const { projectId, sceneIds } = await movie(api.url, session, 20);
    await database.query('UPDATE movie_scenes SET duration_seconds = 4 WHERE id = $1', [sceneIds[0]]);

    const jobId = await generate(api.url, session, '/movie-studio/generate-scenes', { project_id: projectId, scene_ids: sceneIds.slice(0, 2) });
    // Scene 1 of 2 is stored once the batch is past half way; scene 2 is then rendering.
    await waitFor(async () => (await job(api.url, session, jobId)).progress >= 55, 'the second scene to be rendering', 60_000);
    const [stored] = await database.query<{ video_asset_id: string }>('SELECT video_asset_id FROM movie_scenes WHERE id = $1', [sceneIds[0]]);
    expect(stored.video_asset_id).toEqual(expect.any(String));
    expect(await firstWorker.app.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    await start({ WORKER: '1' }, shared);
    await waitFor(async () => (await job(api.url, session, jobId)).status === 'completed', 'the batch to complete on the new worker', 90_000);

    expect(await job(api.url, session, jobId)).toMatchObject({ status: 'completed', progress: 100, attempt: 2 });
    const scenes = await database.query<{ id: string; video_asset_id: string; rendered_by_job_id: string }>(
      'SELECT id, video_asset_id, rendered_by_job_id FROM movie_scenes WHERE id = ANY($1) ORDER BY scene_number',
      [sceneIds.slice(0, 2)],
    );
    expect(scenes).toEqual([
      { id: sceneIds[0], video_asset_id: stored.video_asset_id, rendered_by_job_id: jobId },
      { id: sceneIds[1], video_asset_id: expect.any(String), rendered_by_job_id: jobId },
    ]);
    // One clip and its poster frame per scene: nothing rendered twice.
    const files = await database.query<{ content_type: string; count: number }>(
      'SELECT content_type, count(*)::int AS count FROM assets WHERE job_id = $1 GROUP BY content_type ORDER BY content_type',
      [jobId],
    );
    expect(files).toEqual([
      { content_type: 'image/jpeg', count: 2 },
      { content_type: 'video/mp4', count: 2 },
    ]);
    expect(await meterCount(database, `ip:${ip}`, 'daily.video')).toBe(2);
    expect(await meterCount(database, `session:${session}`, 'daily.video')).toBe(2);
    expect(await database.query('SELECT id FROM meter_reservations')).toEqual([]);
  });

  it("a provider's paid shots are never paid twice: the new worker polls the shot the killed one created, with the cast's reference image", async () => {
    const provider = new StandInVideoProvider(await renderSmallMp4());
    providers.push(provider);
    const shared = await setUp('movie_provider_restart', { ENGINE_VIDEO: 'openai', OPENAI_BASE_URL: await provider.listen(), OPENAI_API_KEY: 'sk-test-movie' });
    const api = await start({ BACKEND_MODULES: 'movie,jobs' }, shared);
    const firstWorker = await start({ WORKER: '1' }, shared);
    const session = 'provider1';
    const { projectId, sceneIds } = await movie(api.url, session, SHOT_SCENE_SECONDS, true);

    const jobId = await generate(api.url, session, '/movie-studio/generate-scene', { project_id: projectId, scene_id: sceneIds[0] });
    await waitFor(() => provider.polls.length > 0, 'the first worker to poll its first shot', 30_000);
    await firstWorker.app.stop('SIGKILL');
    const pollsBefore = provider.polls.length;
    await start({ WORKER: '1' }, shared);
    await waitFor(() => provider.polls.length > pollsBefore, 'the new worker to poll the same shot', 30_000);
    provider.finish();
    await waitFor(async () => (await job(api.url, session, jobId)).status === 'completed', 'the scene to complete', 90_000);

    // 20 s at 8 s a shot: 3 shots, each created once; the first was resumed, not created again.
    expect(provider.creates.map((create) => create.id)).toEqual(['video_1', 'video_2', 'video_3']);
    expect(provider.polls.slice(pollsBefore)).toContain('video_1');
    for (const create of provider.creates) {
      expect(create.contentType).toMatch(/^multipart\/form-data/);
      expect(create.body).toContain('name="input_reference"');
      expect(create.body).toContain('Mara (Good Guy): A courier.');
      expect(create.body).toContain('The reference image shows, left to right: Mara.');
    }
    expect(await job(api.url, session, jobId)).toMatchObject({ status: 'completed', attempt: 2 });
    const [scene] = await database.query<{ render_width: number; render_seconds: number; render_engine: { provider: string } }>(
      'SELECT render_width, render_seconds, render_engine FROM movie_scenes WHERE id = $1',
      [sceneIds[0]],
    );
    expect(scene).toEqual({ render_width: 1280, render_seconds: SHOT_SCENE_SECONDS, render_engine: expect.objectContaining({ provider: 'openai' }) });
    expect(await meterCount(database, `session:${session}`, 'daily.video')).toBe(1);
  });

  it('a worker killed while paying for a shot fails the job instead of paying again, and gives the quota back', async () => {
    const provider = new StandInVideoProvider(await renderSmallMp4(), { hangCreate: true });
    providers.push(provider);
    const shared = await setUp('movie_paid_once', { ENGINE_VIDEO: 'openai', OPENAI_BASE_URL: await provider.listen(), OPENAI_API_KEY: 'sk-test-movie' });
    const api = await start({ BACKEND_MODULES: 'movie,jobs' }, shared);
    const firstWorker = await start({ WORKER: '1' }, shared);
    const session = 'paidonce1';
    const { projectId, sceneIds } = await movie(api.url, session, SHOT_SCENE_SECONDS);

    const jobId = await generate(api.url, session, '/movie-studio/generate-scene', { project_id: projectId, scene_id: sceneIds[0] });
    await waitFor(() => provider.creates.length === 1, 'the worker to start paying for the first shot', 30_000);
    await firstWorker.app.stop('SIGKILL');
    await start({ WORKER: '1' }, shared);
    await waitFor(async () => (await job(api.url, session, jobId)).status === 'failed', 'the job to fail', 60_000);

    expect((await job(api.url, session, jobId)).error).toEqual({
      code: 'PAID_STEP_INTERRUPTED',
      message: 'This job was interrupted while a paid step was running; it was stopped so you are not charged twice.',
    });
    expect(provider.creates).toHaveLength(1);
    expect(await meterCount(database, `session:${session}`, 'daily.video')).toBe(0);
  });
});
