import type { JobRecord } from '../../../jobs/job-record';
import type { CharacterRow } from '../characters/characters.repository';
import { renderFingerprint } from '../scenes/render-fingerprint';
import type { SceneRow } from '../scenes/scenes.repository';
import { mapScene } from './project-view';

const now = new Date('2026-01-01T00:00:00Z');
const mara: CharacterRow = { project_id: 'p', id: 'char_1', name: 'Mara', role: 'Good Guy', bio: 'Courier.', avatar_asset_id: 'a1', created_at: now, updated_at: now };
const characters = new Map([[mara.id, mara]]);
const cast = [{ id: 'char_1', name: 'Mara', role: 'Good Guy' as const, bio: 'Courier.', avatarAssetId: 'a1' }];

const scene = (overrides: Partial<SceneRow> = {}): SceneRow => ({
  id: 's1',
  project_id: 'p',
  scene_number: 1,
  prompt: 'Mara runs.',
  character_ids: ['char_1', 'char_gone'],
  duration_seconds: 50,
  video_asset_id: null,
  poster_asset_id: null,
  render_hash: null,
  render_format: null,
  render_width: null,
  render_height: null,
  render_seconds: null,
  render_engine: null,
  rendered_by_job_id: null,
  job_id: null,
  rendered_at: null,
  updated_at: now,
  ...overrides,
});

const job = (overrides: Partial<JobRecord>): JobRecord =>
  ({ id: 'j1', kind: 'movie.scene', status: 'active', progress: 70, stage: 'Scene 2 (2 of 2): Rendering', input: { scene_ids: ['s0', 's1'] }, error: null, ...overrides }) as JobRecord;

const rendered = { video_asset_id: 'v1', render_hash: renderFingerprint({ sceneNumber: 1, prompt: 'Mara runs.', durationSeconds: 50, cast, provider: 'local' }), render_width: 1280, render_height: 720 };

describe(mapScene.name, () => {
  it('is pending before any job, with its cast (deleted characters dropped) and bible', () => {
    expect(mapScene(scene(), characters, null)).toMatchObject({
      status: 'pending',
      bible: 'Mara (Good Guy): Courier.',
      characters: [{ id: 'char_1', name: 'Mara', role: 'Good Guy', avatar_url: '/api/media/a1' }],
      video_url: null,
      stale: false,
      job: null,
    });
  });

  it('is rendering while its job runs, with its place in the batch', () => {
    expect(mapScene(scene({ job_id: 'j1' }), characters, job({}))).toMatchObject({
      status: 'rendering',
      job: { id: 'j1', progress: 70, scene_index: 1, scene_count: 2 },
    });
  });

  it('is completed once its render is in, even while the rest of its batch renders', () => {
    const done = mapScene(scene({ ...rendered, job_id: 'j1', rendered_by_job_id: 'j1' }), characters, job({}));
    expect(done).toMatchObject({ status: 'completed', video_url: '/api/media/v1', stale: false, job: null, width: 1280 });
  });

  it('is failed when its job failed before it had a render; a later edit only marks a rendered scene out of date', () => {
    expect(mapScene(scene({ job_id: 'j1' }), characters, job({ status: 'failed', error: { code: 'x', message: 'No.' } }))).toMatchObject({
      status: 'failed',
      job: { error: 'No.' },
    });
    expect(mapScene(scene({ ...rendered, prompt: 'Mara waits.' }), characters, null)).toMatchObject({ status: 'completed', stale: true });
    // The offline clip draws names, roles and avatars, never the bio: a bio edit leaves it up to date.
    const rebio = new Map([[mara.id, { ...mara, bio: 'Retired.' }]]);
    expect(mapScene(scene(rendered), rebio, null).stale).toBe(false);
    const recast = new Map([[mara.id, { ...mara, role: 'Neutral' as const }]]);
    expect(mapScene(scene(rendered), recast, null).stale).toBe(true);
    expect(mapScene(scene({ prompt: 'Mara waits.' }), characters, null).stale).toBe(false);
  });
});

describe('mapScene and the aspect ratio', () => {
  it("marks a render out of date once the movie's aspect ratio is another than the render's", () => {
    expect(mapScene(scene(rendered), characters, null, '16:9').stale).toBe(false);
    expect(mapScene(scene(rendered), characters, null, '9:16').stale).toBe(true);
    expect(mapScene(scene({ ...rendered, render_width: 720, render_height: 1280 }), characters, null, '9:16').stale).toBe(false);
    expect(mapScene(scene({ ...rendered, render_width: 720, render_height: 1280 }), characters, null, '1:1').stale).toBe(true);
  });

  it("gives the render's poster, and none without a render", () => {
    expect(mapScene(scene({ ...rendered, poster_asset_id: 'p1' }), characters, null).poster_url).toBe('/api/media/p1');
    expect(mapScene(scene({ poster_asset_id: 'p1' }), characters, null).poster_url).toBeNull();
  });
});
