import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { describeFfmpeg } from '../src/engines/local/find-ffmpeg';
import { inspectMedia } from './engines/ffmpeg-support';
import { MovieApi, account } from './movie.support';
import { bearer, signUp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { scaled } from './support/time-factor';

// Real H.264 renders at 1080×1920 on a busy 2-core machine: the timeout only guards against a hang.
jest.setTimeout(scaled(300_000));

/** A poster is a frame of the picture, not the black first frame of the fade-in. */
const MIN_MEAN_LUMA = 20;

interface FormatsProject {
  aspect_ratio: string;
  scenes: Array<{ id: string; status: string; stale: boolean; width: number | null; height: number | null; video_url: string | null; poster_url: string | null }>;
  export: { export_url: string | null; poster_url: string | null; stale: boolean };
}

describe('Movie Studio aspect ratios and posters (real ffmpeg, real PostgreSQL)', () => {
  let ffmpeg: string;
  const files = makeTempDir('movie-formats-files');
  const suite = useSuiteServer('movie_formats', () => ({ DATA_DIR: makeTempDir('movie-formats-data') }));

  beforeAll(async () => {
    ffmpeg = (await describeFfmpeg()).path;
  });

  const origin = () => suite.server.url.replace(/\/api$/, '');

  async function fetchBytes(url: string, contentType: string): Promise<Buffer> {
    const answer = await fetch(`${origin()}${url}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(contentType);
    return Buffer.from(await answer.arrayBuffer());
  }

  /** The video's frame size as ffmpeg reads it from the file. */
  async function videoSize(url: string, name: string): Promise<[number, number]> {
    const file = path.join(files, name);
    writeFileSync(file, await fetchBytes(url, 'video/mp4'));
    const video = inspectMedia(ffmpeg, file).streams.find((line) => line.includes('Video: h264'));
    const [, width, height] = /, (\d+)x(\d+)/.exec(video ?? '') ?? [];
    return [Number(width), Number(height)];
  }

  /** The poster decoded: its size and mean luma (0–255). */
  async function poster(url: string): Promise<{ width: number; height: number; luma: number }> {
    const image = sharp(await fetchBytes(url, 'image/jpeg'));
    const { width, height } = await image.metadata();
    const { channels } = await image.stats();
    const luma = 0.299 * channels[0].mean + 0.587 * channels[1].mean + 0.114 * channels[2].mean;
    return { width: width ?? 0, height: height ?? 0, luma };
  }

  /** A movie in `ratio` with one scene, made 2 s long: the smallest render that still shows the shape. */
  async function oneSceneMovie(api: MovieApi, ratio: string): Promise<{ projectId: string; sceneId: string }> {
    const projectId = await api.createProject('Last Delivery', 5);
    const saved = await api.post('/movie/save-meta', { project_id: projectId, title: 'Last Delivery', logline: 'One night.', target_length: 5, aspect_ratio: ratio }).expect(200);
    expect(saved.body.aspect_ratio).toBe(ratio);
    await api.addCharacter(projectId, { id: 'char_1', name: 'Mara', role: 'Good Guy', bio: 'A courier who never misses a delivery.' });
    const scenes = await api.breakdown(projectId);
    await suite.database.query('UPDATE movie_scenes SET duration_seconds = 2 WHERE id = $1', [scenes[0].id]);
    return { projectId, sceneId: scenes[0].id };
  }

  const project = async (api: MovieApi, projectId: string) => (await api.get(`/movie/project/${projectId}`).expect(200)).body as FormatsProject;

  it('new movies are 16:9; saving without a ratio keeps the chosen one; another ratio is refused', async () => {
    const user = await signUp(suite.http);
    const api = new MovieApi(suite.http, account(user.token));
    const projectId = await api.createProject('Last Delivery', 5);
    expect((await project(api, projectId)).aspect_ratio).toBe('16:9');
    await api.post('/movie/save-meta', { project_id: projectId, title: 'Last Delivery', target_length: 5, aspect_ratio: '1:1' }).expect(200);
    await api.post('/movie/save-meta', { project_id: projectId, title: 'Last Delivery 2', target_length: 5 }).expect(200);
    expect((await project(api, projectId)).aspect_ratio).toBe('1:1');
    const refused = await api.post('/movie/save-meta', { project_id: projectId, title: 'Last Delivery', target_length: 5, aspect_ratio: '4:3' }).expect(400);
    expect(JSON.stringify(refused.body)).toContain('aspect_ratio must be one of 16:9, 9:16, 1:1');
  });

  it('on Pro, a 9:16 movie renders its scene and export at 1080×1920 with portrait posters; changing the ratio makes both out of date', async () => {
    const user = await signUp(suite.http);
    await suite.http.post('/api/billing/trial').set(bearer(user.token)).send({ plan: 'pro' }).expect(200);
    const api = new MovieApi(suite.http, account(user.token));
    const { projectId, sceneId } = await oneSceneMovie(api, '9:16');

    await api.post('/movie-studio/generate-scene', { project_id: projectId, scene_id: sceneId }).expect(200);
    const scene = (await project(api, projectId)).scenes[0];
    expect(scene).toMatchObject({ status: 'completed', stale: false, width: 1080, height: 1920, poster_url: expect.stringMatching(/^\/api\/media\//) });
    expect(await videoSize(scene.video_url as string, 'portrait-scene.mp4')).toEqual([1080, 1920]);
    const scenePoster = await poster(scene.poster_url as string);
    expect(scenePoster).toMatchObject({ width: 1080, height: 1920 });
    expect(scenePoster.luma).toBeGreaterThan(MIN_MEAN_LUMA);

    const exported = await api.post('/movie-studio/export', { project_id: projectId, format: 'mp4' }).expect(200);
    expect(exported.body).toMatchObject({ width: 1080, height: 1920 });
    expect(await videoSize(exported.body.export_url, 'portrait-export.mp4')).toEqual([1080, 1920]);
    const state = (await project(api, projectId)).export;
    expect(state).toMatchObject({ export_url: exported.body.export_url, stale: false, poster_url: expect.stringMatching(/^\/api\/media\//) });
    const exportPoster = await poster(state.poster_url as string);
    expect(exportPoster).toMatchObject({ width: 1080, height: 1920 });
    expect(exportPoster.luma).toBeGreaterThan(MIN_MEAN_LUMA);

    await api.post('/movie/save-meta', { project_id: projectId, title: 'Last Delivery', target_length: 5, aspect_ratio: '16:9' }).expect(200);
    const changed = await project(api, projectId);
    expect(changed.scenes[0]).toMatchObject({ status: 'completed', stale: true });
    expect(changed.export.stale).toBe(true);
  });

  it("on Free, a 1:1 movie's scene and export are 720×720 (Free's short side) with square posters", async () => {
    const user = await signUp(suite.http);
    const api = new MovieApi(suite.http, account(user.token));
    const { projectId, sceneId } = await oneSceneMovie(api, '1:1');

    await api.post('/movie-studio/generate-scene', { project_id: projectId, scene_id: sceneId }).expect(200);
    const scene = (await project(api, projectId)).scenes[0];
    expect(scene).toMatchObject({ status: 'completed', width: 720, height: 720 });
    expect(await videoSize(scene.video_url as string, 'square-scene.mp4')).toEqual([720, 720]);
    const scenePoster = await poster(scene.poster_url as string);
    expect(scenePoster).toMatchObject({ width: 720, height: 720 });
    expect(scenePoster.luma).toBeGreaterThan(MIN_MEAN_LUMA);

    const exported = await api.post('/movie-studio/export', { project_id: projectId, format: 'mp4' }).expect(200);
    expect(await videoSize(exported.body.export_url, 'square-export.mp4')).toEqual([720, 720]);
    const exportPoster = await poster((await project(api, projectId)).export.poster_url as string);
    expect(exportPoster).toMatchObject({ width: 720, height: 720 });
    expect(exportPoster.luma).toBeGreaterThan(MIN_MEAN_LUMA);
  });
});
