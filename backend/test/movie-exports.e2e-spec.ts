import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import { MovieApi, account } from './movie.support';
import { bearer, signUp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';
import { scaled } from './support/time-factor';

const MARA = { id: 'char_1', name: 'Mara', role: 'Good Guy', bio: 'A courier who never misses a delivery.' };
const VEX = { id: 'char_2', name: 'Vex', role: 'Bad Guy', bio: 'Runs the flooded city at night.' };
const TITLE = 'Harbour Lights';
/** The smallest scene that still makes a real clip: the export's title card and credits are fixed lengths anyway. */
const SCENE_SECONDS = 2;

interface ExportBody {
  id: string;
  url: string;
  download_url: string;
  created_at: string;
  duration_seconds: number;
  size_bytes: number;
}

/** A job request that must succeed; on failure the answer's body says why (an engine message, a quota). */
async function done(call: Test): Promise<{ body: { export_url: string } }> {
  const answer = await call;
  if (answer.status !== 200) throw new Error(`${answer.status}: ${answer.text}`);
  return answer;
}

// Real ffmpeg renders and joins on a busy 2-core machine: the timeout only guards against a hang.
jest.setTimeout(scaled(300_000));

describe('Movie Studio exports that last, and renders only when needed (real ffmpeg, real PostgreSQL)', () => {
  const suite = useSuiteServer('movie_exports', () => ({ DATA_DIR: makeTempDir('movie-exports-data') }));

  async function renderedMovie(api: MovieApi): Promise<{ projectId: string; sceneId: string }> {
    const projectId = await api.createProject(TITLE, 5);
    await api.addCharacter(projectId, MARA);
    await api.addCharacter(projectId, VEX);
    const scenes = await api.breakdown(projectId);
    await suite.server.app.get(DataSource).query('UPDATE movie_scenes SET duration_seconds = $2 WHERE id = $1', [scenes[0].id, SCENE_SECONDS]);
    await done(api.post('/movie-studio/generate-scene', { project_id: projectId, scene_id: scenes[0].id }));
    return { projectId, sceneId: scenes[0].id };
  }

  const exportsOf = async (api: MovieApi, projectId: string): Promise<ExportBody[]> => (await api.get(`/movie/project/${projectId}`).expect(200)).body.exports;

  it('a bio the offline clip does not draw leaves the scene up to date; its text makes it stale', async () => {
    const user = await signUp(suite.http);
    const api = new MovieApi(suite.http, account(user.token));
    const { projectId, sceneId } = await renderedMovie(api);
    const before = (await api.project(projectId)).scenes[0];
    expect(before).toMatchObject({ id: sceneId, status: 'completed', stale: false });
    expect(before.characters.map((c) => c.name)).toContain('Mara');

    await api.addCharacter(projectId, { ...MARA, bio: 'A courier who once missed a delivery, and never forgot it.' });
    const afterBio = (await api.project(projectId)).scenes[0];
    expect(afterBio).toMatchObject({ stale: false, video_url: before.video_url });

    await api.patch(`/movie-studio/scenes/${projectId}/${sceneId}`, { prompt: 'Mara wakes before dawn; the water has risen again.' }).expect(200);
    expect((await api.project(projectId)).scenes[0].stale).toBe(true);
  });

  it('keeps every export at its own link, named after the title; a deleted one answers 410 with a link to the latest', async () => {
    const user = await signUp(suite.http);
    // A scene and two exports: three videos, one more than Free's daily two.
    await suite.http.post('/api/billing/trial').set(bearer(user.token)).send({ plan: 'pro' }).expect(200);
    const api = new MovieApi(suite.http, account(user.token));
    const { projectId } = await renderedMovie(api);
    const first = (await done(api.post('/movie-studio/export', { project_id: projectId, format: 'mp4' }))).body;

    // A new logline makes a new title card, so the next export is another movie.
    await api.post('/movie/save-meta', { project_id: projectId, title: TITLE, logline: 'The tide turns at midnight.', target_length: 5 }).expect(200);
    const second = (await done(api.post('/movie-studio/export', { project_id: projectId, format: 'mp4' }))).body;
    expect(second.export_url).not.toBe(first.export_url);

    // The first export's link still plays, named after the movie; its download link downloads under that name.
    const played = await suite.http.get(first.export_url).expect(200);
    expect(played.headers['content-type']).toBe('video/mp4');
    expect(played.headers['content-disposition']).toBe(`inline; filename="${TITLE}.mp4"; filename*=UTF-8''Harbour%20Lights.mp4`);
    const listed = await exportsOf(api, projectId);
    expect(listed.map((row) => row.url)).toEqual([second.export_url, first.export_url]);
    expect(listed[1]).toMatchObject({ download_url: `${first.export_url}?download=1`, size_bytes: Number(played.headers['content-length']) });
    expect(listed[1].duration_seconds).toBeGreaterThan(SCENE_SECONDS);
    expect(Date.parse(listed[0].created_at)).toBeGreaterThanOrEqual(Date.parse(listed[1].created_at));
    const downloaded = await suite.http.get(listed[1].download_url).expect(200);
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment; filename="Harbour Lights\.mp4"/);

    // Deleted: the old link answers 410 and links the latest export (body and Link header).
    const left = await api.delete(`/movie-studio/exports/${projectId}/${listed[1].id}`).expect(200);
    expect(left.body.exports.map((row: ExportBody) => row.url)).toEqual([second.export_url]);
    const gone = await suite.http.get(first.export_url).expect(410);
    expect(gone.body).toEqual({ statusCode: 410, code: 'MEDIA_GONE', message: 'This file was deleted.', latest_url: second.export_url });
    expect(gone.headers.link).toBe(`<${second.export_url}>; rel="latest-version"`);

    // The last one deleted: no export left, and the old links say so.
    await api.delete(`/movie-studio/exports/${projectId}/${listed[0].id}`).expect(200);
    expect((await suite.http.get(first.export_url).expect(410)).body.latest_url).toBeNull();
    const last = await suite.http.get(second.export_url).expect(410);
    expect({ latest: last.body.latest_url, link: last.headers.link }).toEqual({ latest: null, link: undefined });
    expect((await api.project(projectId)).export.export_url).toBeNull();
    await api.delete(`/movie-studio/exports/${projectId}/${listed[0].id}`).expect(404);
  });
});
