import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Engines } from '../src/engines/create-engines';
import { EngineError } from '../src/engines/engine-error';
import { ENGINES } from '../src/engines/engines.module';
import { describeFfmpeg } from '../src/engines/local/find-ffmpeg';
import { inspectMedia } from './engines/ffmpeg-support';
import { MovieApi, type SceneBody, account, avatarPng, shortenScenes } from './movie.support';
import { bearer, signUp } from './support/accounts';
import { jobFrames } from './support/job-events';
import { meterCount } from './support/metering';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { scaled } from './support/time-factor';

const MARA = { id: 'char_1', name: 'Mara', role: 'Good Guy', bio: 'A courier who never misses a delivery.' };
const VEX = { id: 'char_2', name: 'Vex', role: 'Bad Guy', bio: 'Runs the flooded city at night.' };
/** Title card and end credits around the scenes of every export. */
const TITLE_SECONDS = 5;
const CREDITS_SECONDS = 6;
/** Joining clips by copying streams keeps each clip's length to within an AAC frame or two. */
const DURATION_TOLERANCE = 0.3;
/**
 * The first test renders a scene at the length the API planned (0:50 of a 5-minute movie); the others prove
 * batches, exports and re-encodes on scenes shortened to this (movie.support's shortenScenes): the same code
 * on a fifth of the frames. A scene whose narration needs longer is rendered longer (narrate-clip.ts), so
 * an export's length is checked against its scenes' clips as rendered.
 */
const SHORT_SCENE_SECONDS = 10;

interface JobFrame {
  status: string;
  progress: number;
  stage: string | null;
}


// This file renders and exports minutes of real H.264 video (1080p on Pro): on a slow or busy 2-core machine one test can take minutes.
// The timeout only guards against a hang; no assertion here depends on time.
jest.setTimeout(scaled(300_000));

describe('Movie Studio scene renders and exports (durable jobs, real ffmpeg, real PostgreSQL)', () => {
  let engines: Engines;
  let localVideo: Engines['video'];
  let ffmpeg: string;
  const files = makeTempDir('movie-render-files');

  const suite = useSuiteServer('movie_render', () => ({ DATA_DIR: makeTempDir('movie-render-data'), VIDEO_JOB_RETRY_LIMIT: '1', JOBS_MAINTENANCE_INTERVAL_SECONDS: '1' }));

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
    localVideo = engines.video;
    ffmpeg = (await describeFfmpeg()).path;
  });

  afterEach(() => {
    engines.video = localVideo;
  });

  const origin = () => suite.server.url.replace(/\/api$/, '');

  async function download(url: string, name: string): Promise<string> {
    const answer = await fetch(`${origin()}${url}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('video/mp4');
    const file = path.join(files, name);
    writeFileSync(file, Buffer.from(await answer.arrayBuffer()));
    return file;
  }

  /** One pixel of the frame at `seconds`, as RGB. */
  function pixel(file: string, seconds: number, x: number, y: number): number[] {
    const { stdout } = spawnSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1', '-vf', `format=rgb24,crop=1:1:${x}:${y}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
      maxBuffer: 1024,
    });
    return [...stdout];
  }

  /** The job's states as its event stream sends them, until it is final. */
  async function followJob(jobId: string, token: string): Promise<JobFrame[]> {
    const frames: JobFrame[] = [];
    for await (const frame of jobFrames<JobFrame>(`${suite.server.url}/jobs/${jobId}/events`, bearer(token))) {
      frames.push(frame);
      if (['completed', 'failed', 'cancelled'].includes(frame.status)) break;
    }
    return frames;
  }

  /** The length of a stored clip, as ffmpeg reads it. */
  async function clipSeconds(url: string, name: string): Promise<number> {
    return inspectMedia(ffmpeg, await download(url, name)).seconds;
  }

  /** A 5-minute movie with Mara and Vex, its scenes shortened to `seconds` unless it is 'planned' (0:50 each). */
  async function movie(api: MovieApi, options: { avatar?: boolean; seconds?: number | 'planned' } = {}): Promise<{ projectId: string; scenes: SceneBody[] }> {
    const projectId = await api.createProject('Last Delivery', 5);
    let avatar: string | null = null;
    if (options.avatar) avatar = (await api.upload(`/movie/avatar/${projectId}`, await avatarPng('#d03030')).expect(200)).body.avatar_filename;
    await api.addCharacter(projectId, { ...MARA, avatar_filename: avatar });
    await api.addCharacter(projectId, VEX);
    const scenes = await api.breakdown(projectId);
    const seconds = options.seconds ?? SHORT_SCENE_SECONDS;
    if (seconds !== 'planned') await shortenScenes(suite.database, projectId, seconds);
    return { projectId, scenes };
  }

  it('renders a scene as a job with live progress: a real H.264/AAC clip of its length, its cast composited, charged once', async () => {
    const user = await signUp(suite.http);
    const api = new MovieApi(suite.http, account(user.token));
    const { projectId, scenes } = await movie(api, { avatar: true, seconds: 'planned' });

    const started = await api.post('/movie-studio/generate-scene', { project_id: projectId, scene_id: scenes[0].id }, { Prefer: 'respond-async' }).expect(202);
    expect(started.body).toEqual({ job_id: expect.any(String), status: 'queued', progress: 0, events_url: `/api/jobs/${started.body.job_id}/events`, scene_ids: [scenes[0].id] });
    const frames = await followJob(started.body.job_id, user.token);

    expect(frames[frames.length - 1]).toMatchObject({ status: 'completed', progress: 100 });
    const midway = frames.filter((frame) => frame.status === 'active' && frame.progress > 0 && frame.progress < 100);
    expect(midway.length).toBeGreaterThan(1);
    expect(midway.map((frame) => frame.progress)).toEqual([...midway.map((frame) => frame.progress)].sort((a, b) => a - b));
    expect(midway[0].stage).toBe('Scene 1: Rendering');
    const scene = (await api.project(projectId)).scenes[0];
    expect(scene).toMatchObject({ status: 'completed', stale: false, width: 1280, height: 720, job: null, video_url: expect.stringMatching(/^\/api\/media\//) });
    const clip = await download(scene.video_url as string, 'scene-1.mp4');
    const facts = inspectMedia(ffmpeg, clip);
    expect(Math.abs(facts.seconds - 50)).toBeLessThan(DURATION_TOLERANCE);
    expect(facts.streams.join('\n')).toMatch(/Video: h264.*1280x720/);
    expect(facts.streams.join('\n')).toMatch(/Audio: aac.*48000 Hz, stereo/);
    // Mara's avatar (#d03030) sits in the first cast slot along the bottom.
    const [red, green, blue] = pixel(clip, 10, 164, 564);
    expect(red).toBeGreaterThan(170);
    expect(green).toBeLessThan(90);
    expect(blue).toBeLessThan(90);
    expect(await meterCount(suite.database, `user:${user.user.id}`, 'daily.video')).toBe(1);
    expect(await suite.database.query('SELECT id FROM meter_reservations WHERE $1 = ANY(subjects)', [`user:${user.user.id}`])).toEqual([]);

    await shortenScenes(suite.database, projectId, SHORT_SCENE_SECONDS);
    const again = await api.post('/movie-studio/generate-scene', { project_id: projectId, scene_id: scenes[0].id }).expect(200);
    expect(again.body).toMatchObject({ video_url: expect.stringMatching(/^\/api\/media\//), scene: { id: scenes[0].id, status: 'completed' } });
    expect(again.body.video_url).not.toBe(scene.video_url);
    await suite.http.get(scene.video_url as string).expect(404);
    expect(await meterCount(suite.database, `user:${user.user.id}`, 'daily.video')).toBe(2);
    const over = await api.post('/movie-studio/generate-scene', { project_id: projectId, scene_id: scenes[1].id }).expect(429);
    expect(over.body.message).toBe("You've used all 2 video generations of your Free plan for today. Upgrade to Pro for more.");
  });

  it('admits a batch all-or-nothing (one reservation of n) and never charges a failed job', async () => {
    const user = await signUp(suite.http);
    const api = new MovieApi(suite.http, account(user.token));
    const { projectId, scenes } = await movie(api);
    const usage = () => meterCount(suite.database, `user:${user.user.id}`, 'daily.video');

    const tooMany = await api.post('/movie-studio/generate-scenes', { project_id: projectId, scene_ids: scenes.slice(0, 3).map((s) => s.id) }).expect(429);
    expect(tooMany.body).toEqual({
      statusCode: 429,
      code: 'QUOTA_EXCEEDED',
      message: "Rendering 3 scenes needs 3 video generations, and 2 of today's 2 are left. Render fewer scenes at once, or upgrade for more.",
      resetsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/),
    });
    expect(tooMany.headers['retry-after']).toMatch(/^\d+$/);
    expect(await usage()).toBe(0);
    expect(await suite.database.query('SELECT id FROM jobs WHERE owner_user_id = $1', [user.user.id])).toEqual([]);

    engines.video = { engine: { provider: 'openai', model: 'refuses', label: 'test provider' }, generate: async () => Promise.reject(new EngineError('invalid-input', 'The provider refused this prompt.')) };
    const failed = await api.post('/movie-studio/generate-scene', { project_id: projectId, scene_id: scenes[0].id }).expect(400);
    expect(failed.body).toEqual({ statusCode: 400, code: 'INVALID_INPUT', message: 'The provider refused this prompt.' });
    expect(await usage()).toBe(0);
    expect((await api.project(projectId)).scenes[0]).toMatchObject({ status: 'failed', job: { error: 'The provider refused this prompt.' } });
    engines.video = localVideo;

    const batch = await api.post('/movie-studio/generate-scenes', { project_id: projectId, scene_ids: [scenes[0].id, scenes[1].id] }, { Prefer: 'respond-async' }).expect(202);
    expect(batch.body.scene_ids).toEqual([scenes[0].id, scenes[1].id]);
    const [reservation] = await suite.database.query<{ amount: string; holder: string }>(
      'SELECT amount::text, holder FROM meter_reservations WHERE $1 = ANY(subjects)',
      [`user:${user.user.id}`],
    );
    expect(reservation).toEqual({ amount: '2', holder: `job:${batch.body.job_id}` });
    const frames = await followJob(batch.body.job_id, user.token);
    expect(frames.map((frame) => frame.stage)).toContain('Scene 2 (2 of 2): Rendering');
    expect(frames[frames.length - 1].status).toBe('completed');
    expect((await api.project(projectId)).scenes.slice(0, 3).map((s) => s.status)).toEqual(['completed', 'completed', 'pending']);
    expect(await usage()).toBe(2);
    await api.post('/movie-studio/generate-scenes', { project_id: projectId }).expect(429);
  });

  it('exports title card + scenes + credits as one MP4 of exactly that length; unchanged, the same export comes back uncharged', async () => {
    const user = await signUp(suite.http);
    const api = new MovieApi(suite.http, account(user.token));
    const { projectId, scenes } = await movie(api);
    await api.post('/movie-studio/export', { project_id: projectId, format: 'mp4' }).expect(409);
    const rendered = await api.post('/movie-studio/generate-scene', { project_id: projectId, scene_id: scenes[0].id }).expect(200);
    const sceneSeconds = await clipSeconds(rendered.body.video_url, 'export-scene-1.mp4');

    const exported = await api.post('/movie-studio/export', { project_id: projectId, format: 'mp4' }).expect(200);

    expect(exported.body).toMatchObject({ export_url: expect.stringMatching(/^\/api\/media\//), job_id: expect.any(String), width: 1280, height: 720, reused_clips: 1, rendered_clips: 2 });
    const film = await download(exported.body.export_url, 'export-1.mp4');
    const facts = inspectMedia(ffmpeg, film);
    expect(Math.abs(facts.seconds - (TITLE_SECONDS + sceneSeconds + CREDITS_SECONDS))).toBeLessThan(DURATION_TOLERANCE);
    expect(Math.abs(exported.body.duration_seconds - facts.seconds)).toBeLessThan(0.05);
    expect(facts.streams.join('\n')).toMatch(/Video: h264.*1280x720/);
    expect(await meterCount(suite.database, `user:${user.user.id}`, 'daily.video')).toBe(2);
    const same = await api.post('/movie-studio/export', { project_id: projectId, format: 'mp4' }).expect(200);
    expect(same.body).toMatchObject({ export_url: exported.body.export_url, job_id: null, reused_clips: null });
    expect(await meterCount(suite.database, `user:${user.user.id}`, 'daily.video')).toBe(2);
    expect((await api.project(projectId)).export).toMatchObject({ export_url: exported.body.export_url, stale: false });
    await api.post('/movie-studio/export', { project_id: projectId, format: 'mov' }).expect(400);
  });

  it('on Pro: renders in HD; an edit marks only its scene out of date; regenerating replaces only that scene; a new export reuses the unchanged scenes', async () => {
    const user = await signUp(suite.http);
    await suite.http.post('/api/billing/trial').set(bearer(user.token)).send({ plan: 'pro' }).expect(200);
    const api = new MovieApi(suite.http, account(user.token));
    const { projectId, scenes } = await movie(api);
    await api.post('/movie-studio/generate-scenes', { project_id: projectId, scene_ids: [scenes[0].id, scenes[1].id] }).expect(200);
    const rendered = (await api.project(projectId)).scenes;
    expect(rendered.slice(0, 2).map((s) => [s.status, s.width, s.height])).toEqual([['completed', 1920, 1080], ['completed', 1920, 1080]]);
    expect(rendered[0].characters.map((c) => c.name)).toEqual(['Mara']);
    expect(rendered[1].characters.map((c) => c.name)).toContain('Vex');
    const first = await api.post('/movie-studio/export', { project_id: projectId, format: 'mp4' }).expect(200);
    expect(first.body).toMatchObject({ width: 1920, height: 1080, reused_clips: 2, rendered_clips: 2 });

    // The offline clip draws each name, role and avatar (a bio it does not draw leaves the scene up to date).
    await api.addCharacter(projectId, { ...VEX, role: 'Neutral' });
    let now = (await api.project(projectId)).scenes;
    expect(now.slice(0, 2).map((s) => s.stale)).toEqual([false, true]);
    await api.post('/movie/save-meta', { project_id: projectId, title: 'Late Delivery', target_length: 5 }).expect(200);
    await api.patch(`/movie-studio/scenes/${projectId}/${scenes[0].id}`, { prompt: 'Mara wakes before dawn; the water has risen again.' }).expect(200);
    now = (await api.project(projectId)).scenes;
    expect(now.slice(0, 3).map((s) => s.stale)).toEqual([true, true, false]);
    expect((await api.project(projectId)).export.stale).toBe(true);

    await api.post('/movie-studio/generate-scene', { project_id: projectId, scene_id: scenes[0].id }).expect(200);
    const after = (await api.project(projectId)).scenes;
    expect(after.slice(0, 2).map((s) => s.stale)).toEqual([false, true]);
    expect(after[0].video_url).not.toBe(now[0].video_url);
    expect(after[1].video_url).toBe(now[1].video_url);

    const second = await api.post('/movie-studio/export', { project_id: projectId, format: 'mp4' }).expect(200);
    // The new title re-renders the title card and the credits; the unchanged scene 2 and the new scene 1 are used as they are.
    expect(second.body).toMatchObject({ reused_clips: 2, rendered_clips: 2 });
    // Each export is kept at its own link until it is deleted.
    await suite.http.get(first.body.export_url).expect(200);
    const facts = inspectMedia(ffmpeg, await download(second.body.export_url, 'export-hd.mp4'));
    const scenesSeconds = (await clipSeconds(after[0].video_url as string, 'hd-scene-1.mp4')) + (await clipSeconds(after[1].video_url as string, 'hd-scene-2.mp4'));
    expect(Math.abs(facts.seconds - (TITLE_SECONDS + scenesSeconds + CREDITS_SECONDS))).toBeLessThan(DURATION_TOLERANCE);
    expect(facts.streams.join('\n')).toMatch(/Video: h264.*1920x1080/);
    await api.post('/movie/save-meta', { project_id: projectId, title: 'Late Delivery', logline: 'A new logline.', target_length: 5 }).expect(200);
    const third = await api.post('/movie-studio/export', { project_id: projectId, format: 'mp4' }).expect(200);
    // Only the title card shows the logline: the credits are kept from the last export.
    expect(third.body).toMatchObject({ reused_clips: 3, rendered_clips: 1 });
  });

  it('after an upgrade, exports at the new size by re-encoding the scenes rendered before it (kept for the next export)', async () => {
    const user = await signUp(suite.http);
    const api = new MovieApi(suite.http, account(user.token));
    const { projectId, scenes } = await movie(api);
    const rendered = await api.post('/movie-studio/generate-scene', { project_id: projectId, scene_id: scenes[0].id }).expect(200);
    const sceneSeconds = await clipSeconds(rendered.body.video_url, 'upgrade-scene-1.mp4');
    await suite.http.post('/api/billing/trial').set(bearer(user.token)).send({ plan: 'pro' }).expect(200);
    expect((await api.project(projectId)).export_height).toBe(1080);

    const upgraded = await api.post('/movie-studio/export', { project_id: projectId, format: 'mp4' }).expect(200);

    expect(upgraded.body).toMatchObject({ width: 1920, height: 1080, reused_clips: 0, rendered_clips: 3 });
    const facts = inspectMedia(ffmpeg, await download(upgraded.body.export_url, 'export-upgraded.mp4'));
    expect(facts.streams.join('\n')).toMatch(/Video: h264.*1920x1080/);
    expect(Math.abs(facts.seconds - (TITLE_SECONDS + sceneSeconds + CREDITS_SECONDS))).toBeLessThan(DURATION_TOLERANCE);
    await api.post('/movie/save-meta', { project_id: projectId, title: 'Last Delivery, Again', target_length: 5 }).expect(200);
    const again = await api.post('/movie-studio/export', { project_id: projectId, format: 'mp4' }).expect(200);
    expect(again.body).toMatchObject({ reused_clips: 1, rendered_clips: 2 });
  });
});
