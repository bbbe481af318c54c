import type { JobSnapshot } from '@atelier/runtime';
import type { SceneDto } from '@atelier/api-types';
import { type SceneJobView, sceneJobToast, sceneLive } from './scene-live';

type Item = JobSnapshot['items'][number];
const item = (key: string, status: Item['status'], patch: Partial<Item> = {}): Item => ({ key, status, progress: 0, stage: null, result: null, error: null, ...patch });
const snapshot = (status: JobSnapshot['status'], items: Item[]): JobSnapshot =>
  ({ id: 'j1', kind: 'movie.scene', status, progress: 40, stage: 'Scene 2 (2 of 3): Rendering', attempt: 1, project_id: 'p1', result: null, items, error: null, version: 3, created_at: '', updated_at: '', finished_at: null }) as JobSnapshot;
const scene = (id: string, patch: Partial<SceneDto> = {}) => ({ id, status: 'rendering', job: null, video_url: null, ...patch }) as SceneDto;
const batch = (items: Item[], status: JobSnapshot['status'] = 'active'): SceneJobView[] => [{ id: 'j1', sceneIds: ['s1', 's2', 's3'], snapshot: snapshot(status, items) }];

describe('sceneLive', () => {
  const midway = batch([
    item('s1', 'completed', { progress: 100, result: { media_id: 'm1', url: '/api/media/m1' } }),
    item('s2', 'running', { progress: 30, stage: 'Rendering' }),
    item('s3', 'queued'),
  ]);

  it("gives a finished scene its clip while the batch goes on, the running one its own progress, and a waiting one 'queued'", () => {
    expect(sceneLive(scene('s1'), midway)).toEqual({ state: 'completed', clipUrl: '/api/media/m1' });
    expect(sceneLive(scene('s2'), midway)).toEqual({ state: 'running', percent: 30, stage: 'Rendering' });
    expect(sceneLive(scene('s3'), midway)).toEqual({ state: 'queued' });
  });

  it("says why a scene failed, from its item", () => {
    expect(sceneLive(scene('s2'), batch([item('s2', 'failed', { error: 'The provider refused this prompt.' })], 'failed'))).toEqual({ state: 'failed', error: 'The provider refused this prompt.' });
  });

  it('leaves scenes no followed job holds to the project', () => {
    expect(sceneLive(scene('s9', { status: 'completed' }), midway)).toBeNull();
    expect(sceneLive(scene('s1'), [])).toBeNull();
  });

  it('before the first state: queued when just asked for, rendering when the reloaded project says its job runs', () => {
    const asked: SceneJobView[] = [{ id: 'j1', sceneIds: ['s1', 's2'], snapshot: null }];
    expect(sceneLive(scene('s2'), asked)).toEqual({ state: 'queued' });
    const reloaded: SceneJobView[] = [{ id: 'j1', sceneIds: [], snapshot: null }];
    expect(sceneLive(scene('s2', { job: { id: 'j1' } as SceneDto['job'] }), reloaded)).toEqual({ state: 'running', percent: null, stage: null });
  });
});

describe('sceneJobToast', () => {
  it("counts what happened: one scene, a whole batch, a batch that partly failed, nothing", () => {
    expect(sceneJobToast(snapshot('completed', [item('s1', 'completed')]), 1)).toEqual({ text: 'Scene generated!', tone: 'success' });
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(sceneJobToast(snapshot('completed', six.map((key) => item(key, 'completed'))), 6)).toEqual({ text: 'Generated 6 scenes!', tone: 'success' });
    expect(sceneJobToast(snapshot('failed', six.map((key, index) => item(key, index < 4 ? 'completed' : 'failed'))), 6)).toEqual({ text: 'Generated 4 of 6 scenes; 2 failed.', tone: 'error' });
    expect(sceneJobToast(snapshot('failed', [item('s1', 'failed')]), 1)).toEqual({ text: 'Failed to generate scene.', tone: 'error' });
  });
});
