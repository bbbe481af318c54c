import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { Engines } from '../src/engines/create-engines';
import { ENGINES } from '../src/engines/engines.module';
import { VideoModule } from '../src/modules/media/video/video.module';
import { VIDEO_JOB_SETTINGS, type VideoJobSettings } from '../src/modules/media/video/video.constants';
import { MovieModule } from '../src/modules/movie/movie.module';
import { MovieWorkerModule } from '../src/modules/movie/movie-worker.module';
import { MOVIE_JOB_SETTINGS, type MovieJobSettings } from '../src/modules/movie/movie.constants';
import { SceneRenderer } from '../src/modules/movie/render/scene-renderer.service';
import { newSessionId } from './chat.support';
import { MovieApi, account } from './movie.support';
import { bearer, signUp, uniqueIp } from './support/accounts';
import { jobFrames } from './support/job-events';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { FakeVideoEngine, renderSmallMp4 } from './video.support';

interface Item {
  key: string;
  status: string;
  progress: number;
  stage: string | null;
  result: { media_id: string | null; url: string | null } | null;
  error: string | null;
}

interface Snapshot {
  id: string;
  status: string;
  version: number;
  items: Item[];
}

/** A gate per scene number: a scene waits at its gate until released. */
class SceneGates {
  private readonly gates = new Map<number, { open: () => void; opened: Promise<void> }>();
  private readonly arrivals = new Map<number, { arrive: () => void; arrived: Promise<void> }>();

  gate(sceneNumber: number): Promise<void> {
    this.arrival(sceneNumber).arrive();
    return this.entry(sceneNumber).opened;
  }

  /** Resolves once the scene reached its gate (it is rendering), whether it got there before or after this call. */
  reached(sceneNumber: number): Promise<void> {
    return this.arrival(sceneNumber).arrived;
  }

  private arrival(sceneNumber: number) {
    let entry = this.arrivals.get(sceneNumber);
    if (!entry) {
      let arrive: () => void = () => undefined;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      entry = { arrive, arrived };
      this.arrivals.set(sceneNumber, entry);
    }
    return entry;
  }

  release(sceneNumber: number): void {
    this.entry(sceneNumber).open();
  }

  private entry(sceneNumber: number) {
    let entry = this.gates.get(sceneNumber);
    if (!entry) {
      let open: () => void = () => undefined;
      const opened = new Promise<void>((resolve) => (open = resolve));
      entry = { open, opened };
      this.gates.set(sceneNumber, entry);
    }
    return entry;
  }
}

async function frameWhere(frames: AsyncGenerator<Snapshot>, predicate: (job: Snapshot) => boolean): Promise<Snapshot> {
  // next(), not for-await: leaving a for-await loop would close the stream for the next wait.
  for (let frame = await frames.next(); !frame.done; frame = await frames.next()) if (predicate(frame.value)) return frame.value;
  throw new Error('the stream ended first');
}

describe('Durable requests: the one HTTP protocol of a job, and per-item state of a batch (real PostgreSQL)', () => {
  let engines: Engines;
  let mp4: Buffer;

  beforeAll(async () => {
    mp4 = await renderSmallMp4();
  });

  const suite = useSuiteServer('durable_requests', () => ({ DATA_DIR: makeTempDir('durable-requests-data'), VIDEO_JOB_RETRY_LIMIT: '1' }));

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
  });

  describe('a batch of scenes', () => {
    let gates: SceneGates;
    let spy: jest.SpyInstance;

    beforeEach(() => {
      gates = new SceneGates();
      const renderer = suite.server.app.select(MovieWorkerModule).get(SceneRenderer);
      // A clip per scene, each waiting at its scene's gate: which scene is done when is the test's to say.
      spy = jest.spyOn(renderer, 'render').mockImplementation(async (scene, options) => {
        options.onProgress(0.5);
        await gates.gate(scene.sceneNumber);
        const dir = await mkdtemp(path.join(tmpdir(), 'atelier-scene-test-'));
        const file = path.join(dir, 'scene.mp4');
        await writeFile(file, mp4);
        return { path: file, seconds: 1, width: 160, height: 96, format: 'test', engine: engines.video.engine, dispose: () => rm(dir, { recursive: true, force: true }) };
      });
    });

    afterEach(() => {
      // A test that failed halfway must not leave a batch holding the movie worker.
      for (const scene of [1, 2, 3]) gates.release(scene);
      spy.mockRestore();
    });

    it('shows item 1 completed with its clip while item 3 is still queued, in the snapshot and on the event stream', async () => {
      const user = await signUp(suite.http);
      await suite.http.post('/api/billing/trial').set(bearer(user.token)).send({ plan: 'pro' }).expect(200);
      const api = new MovieApi(suite.http, account(user.token));
      const projectId = await api.createProject('Last Delivery', 5);
      await api.addCharacter(projectId, { id: 'char_1', name: 'Mara', role: 'Good Guy', bio: 'A courier.' });
      const scenes = (await api.breakdown(projectId)).slice(0, 3);
      const ids = scenes.map((scene) => scene.id);

      const accepted = await api.post('/movie-studio/generate-scenes', { project_id: projectId, scene_ids: ids }, { Prefer: 'respond-async' }).expect(202);
      const jobId = accepted.body.job_id as string;
      const first = await suite.http.get(`/api/jobs/${jobId}`).set(bearer(user.token)).expect(200);
      expect((first.body as Snapshot).items.map((item) => item.key)).toEqual(ids);
      expect((first.body as Snapshot).items.every((item) => item.status === 'queued' || item.key === ids[0])).toBe(true);

      const frames = jobFrames<Snapshot>(`${suite.server.url}/jobs/${jobId}/events`, bearer(user.token));
      await gates.reached(1);
      gates.release(1);
      await gates.reached(2);
      const midway = await frameWhere(frames, (job) => job.items[0].status === 'completed' && job.items[1].status === 'running');

      expect(midway.status).toBe('active');
      expect(midway.items[0]).toEqual({ key: ids[0], status: 'completed', progress: 100, stage: null, result: { media_id: expect.any(String), url: `/api/media/${midway.items[0].result?.media_id}` }, error: null });
      expect(midway.items[1]).toMatchObject({ key: ids[1], status: 'running', stage: expect.any(String) });
      expect(midway.items[2]).toEqual({ key: ids[2], status: 'queued', progress: 0, stage: null, result: null, error: null });
      const snapshot = (await suite.http.get(`/api/jobs/${jobId}`).set(bearer(user.token)).expect(200)).body as Snapshot;
      expect(snapshot.items.map((item) => item.status)).toEqual(['completed', 'running', 'queued']);
      expect(snapshot.items[0].result).toEqual(midway.items[0].result);
      // The clip the item names is the scene's, served already.
      expect((await api.project(projectId)).scenes[0].video_url).toBe(midway.items[0].result?.url);
      await suite.http.get(midway.items[0].result?.url as string).expect(200);

      gates.release(2);
      gates.release(3);
      const done = await frameWhere(frames, (job) => job.status === 'completed');
      expect(done.items.map((item) => item.status)).toEqual(['completed', 'completed', 'completed']);
      expect(new Set(done.items.map((item) => item.result?.media_id)).size).toBe(3);
    });
  });

  describe('holding a request', () => {
    const videoSettings = () => suite.server.app.select(VideoModule).get<symbol, VideoJobSettings>(VIDEO_JOB_SETTINGS, { strict: true });
    const movieSettings = () => suite.server.app.select(MovieModule).get<symbol, MovieJobSettings>(MOVIE_JOB_SETTINGS, { strict: true });

    it('answers 504 with the job still running when the wait runs out; the same request again gets the video', async () => {
      const engine = new FakeVideoEngine(mp4, { gated: true });
      engines.video = engine;
      const settings = videoSettings();
      const waitTimeoutMs = settings.waitTimeoutMs;
      settings.waitTimeoutMs = 200;
      const sessionId = newSessionId();
      const ip = uniqueIp();
      const body = { prompt: 'A kite over dunes', session_id: sessionId, request_id: `req_${Date.now()}` };
      try {
        const late = await suite.http.post('/api/video/generate').set('X-Forwarded-For', ip).send(body).expect(504);
        expect(late.body).toEqual({
          statusCode: 504,
          code: 'ENGINE_TIMEOUT',
          message: 'The video is taking longer than expected. Send the same request again to keep waiting for it.',
        });
      } finally {
        settings.waitTimeoutMs = waitTimeoutMs;
      }
      const status = await suite.http.get(`/api/video/jobs/${body.request_id}?session_id=${sessionId}`).expect(200);
      expect(status.body.status).toMatch(/^(queued|active)$/);
      engine.release();
      const answer = await suite.http.post('/api/video/generate').set('X-Forwarded-For', ip).send(body).expect(200);
      expect(answer.body).toMatchObject({ video_url: expect.stringMatching(/^\/api\/media\//), prompt: body.prompt });
      expect(answer.headers['x-engine']).toBeDefined();
      expect(engine.calls).toBe(1);
    });

    it('stops holding when the client goes away: the job carries on and the same request picks it up', async () => {
      const engine = new FakeVideoEngine(mp4, { gated: true });
      engines.video = engine;
      const sessionId = newSessionId();
      const ip = uniqueIp();
      const body = { prompt: 'A lighthouse at dawn', session_id: sessionId, request_id: `req_${Date.now()}_gone` };
      const controller = new AbortController();
      const held = fetch(`${suite.server.url}/video/generate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      await engine.started;
      controller.abort();
      await expect(held).rejects.toThrow();

      engine.release();
      const answer = await suite.http.post('/api/video/generate').set('X-Forwarded-For', ip).send(body).expect(200);
      expect(answer.body.video_url).toMatch(/^\/api\/media\//);
      expect(engine.calls).toBe(1);
    });

    it('answers a movie scene held past its wait with 504, and 202 with the job when asked for it', async () => {
      const user = await signUp(suite.http);
      const api = new MovieApi(suite.http, account(user.token));
      const projectId = await api.createProject('Last Delivery', 5);
      await api.addCharacter(projectId, { id: 'char_1', name: 'Mara', role: 'Good Guy', bio: 'A courier.' });
      const [scene] = await api.breakdown(projectId);
      const gates = new SceneGates();
      const renderer = suite.server.app.select(MovieWorkerModule).get(SceneRenderer);
      const spy = jest.spyOn(renderer, 'render').mockImplementation(async (toRender) => {
        await gates.gate(toRender.sceneNumber);
        const dir = await mkdtemp(path.join(tmpdir(), 'atelier-scene-test-'));
        await writeFile(path.join(dir, 'scene.mp4'), mp4);
        return { path: path.join(dir, 'scene.mp4'), seconds: 1, width: 160, height: 96, format: 'test', engine: engines.video.engine, dispose: () => rm(dir, { recursive: true, force: true }) };
      });
      const settings = movieSettings();
      const waitTimeoutMs = settings.waitTimeoutMs;
      settings.waitTimeoutMs = 200;
      try {
        const late = await api.post('/movie-studio/generate-scene', { project_id: projectId, scene_id: scene.id }).expect(504);
        expect(late.body).toEqual({
          statusCode: 504,
          code: 'ENGINE_TIMEOUT',
          message: 'This is taking longer than expected. It carries on: send the same request again to keep waiting for it.',
        });
        const again = await api.post('/movie-studio/generate-scene', { project_id: projectId, scene_id: scene.id }, { Prefer: 'respond-async' }).expect(202);
        expect(again.headers['preference-applied']).toBe('respond-async');
        expect(again.body).toMatchObject({ status: expect.stringMatching(/^(queued|active)$/), scene_ids: [scene.id] });
        settings.waitTimeoutMs = waitTimeoutMs;
        gates.release(1);
        const held = await api.post('/movie-studio/generate-scene', { project_id: projectId, scene_id: scene.id }).expect(200);
        expect(held.body).toMatchObject({ video_url: expect.stringMatching(/^\/api\/media\//), scene: { id: scene.id, status: 'completed' } });
      } finally {
        settings.waitTimeoutMs = waitTimeoutMs;
        gates.release(1);
        spy.mockRestore();
      }
    });
  });
});
