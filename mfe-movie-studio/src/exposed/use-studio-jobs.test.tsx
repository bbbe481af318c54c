import { act, renderHook, waitFor } from '@testing-library/react';
import { type JobSnapshot, type WatchJobOptions, watchJob } from '@atelier/runtime';
import { type Deferred, deferred, jsonResponse, routeFetch } from '@atelier/runtime/testing';
import type { MovieProjectDto, SceneDto } from '@atelier/api-types';
import type { MovieOwner } from '../lib/hooks/use-movie-owner';
import { queryWrapper, resetBrowser, toastsShown } from '../test/query-wrapper';
import { useStudioJobs } from './use-studio-jobs';

jest.mock('@atelier/runtime', () => ({ ...jest.requireActual('@atelier/runtime'), watchJob: jest.fn() }));

/** Every job the hook follows: its options (signal, onUpdate) and the final state the test hands it. */
const watched = new Map<string, { options: WatchJobOptions; final: Deferred<JobSnapshot> }>();
const fetchMock = jest.fn();
const owner: MovieOwner = { key: 'visitor', jobSessionId: 'session-1', signedIn: false };

type Item = JobSnapshot['items'][number];
const snapshot = (id: string, patch: Partial<JobSnapshot>) => ({ id, status: 'active', progress: 0, stage: null, result: null, items: [], error: null, ...patch }) as JobSnapshot;
const item = (key: string, status: Item['status']) => ({ key, status, progress: status === 'completed' ? 100 : 0, stage: null, result: null, error: null }) as Item;
const scene = (id: string, patch: Partial<SceneDto> = {}) => ({ id, status: 'not_generated', job: null, video_url: null, ...patch }) as SceneDto;
const movie = (scenes: SceneDto[], exportJob: { id: string; status: string } | null = null) =>
  ({ project_id: 'p1', scenes, export: { job: exportJob, export_url: null } }) as unknown as MovieProjectDto;

function studio(project: MovieProjectDto | undefined) {
  return renderHook(
    ({ generation, project: shown }: { generation: number; project: MovieProjectDto | undefined }) =>
      useStudioJobs({ owner, projectId: 'p1', generation, project: shown, onScript: () => undefined }),
    { wrapper: queryWrapper(), initialProps: { generation: 0, project } },
  );
}

beforeEach(() => {
  resetBrowser(fetchMock);
  watched.clear();
  jest.mocked(watchJob).mockImplementation((id, options = {}) => {
    const final = deferred<JobSnapshot>();
    watched.set(id, { options, final });
    return final.promise;
  });
  window.open = jest.fn();
});

describe(useStudioJobs.name, () => {
  it('follows again the renders and the export a reopened movie has running, with the visitor session', () => {
    studio(movie([scene('s1', { status: 'rendering', job: { id: 'j1' } as SceneDto['job'] }), scene('s2', { status: 'completed', job: { id: 'j0' } as SceneDto['job'] })], { id: 'e1', status: 'active' }));
    expect([...watched.keys()]).toEqual(['j1', 'e1']);
    expect(watched.get('j1')?.options.sessionId).toBe('session-1');
  });

  it('leaves a failed export alone', () => {
    studio(movie([scene('s1')], { id: 'e1', status: 'failed' }));
    expect(watched.size).toBe(0);
  });

  it("shows the export's progress while its job runs, and nothing once it ended", async () => {
    const hook = studio(movie([scene('s1')], { id: 'e1', status: 'queued' }));
    expect(hook.result.current.exporting).toEqual({ percent: null, stage: null });
    act(() => watched.get('e1')?.options.onUpdate?.(snapshot('e1', { status: 'active', progress: 40, stage: 'Joining scenes' })));
    expect(hook.result.current.exporting).toEqual({ percent: 40, stage: 'Joining scenes' });
    await act(async () => watched.get('e1')?.final.resolve(snapshot('e1', { status: 'completed', result: { media_id: 'm9' } as JobSnapshot['result'] })));
    await waitFor(() => expect(hook.result.current.exporting).toBeNull());
  });

  it('hands a finished export to the export (the film opens) and a finished render to the scenes (their toast)', async () => {
    studio(movie([scene('s1', { status: 'rendering', job: { id: 'j1' } as SceneDto['job'] })], { id: 'e1', status: 'active' }));
    await act(async () => watched.get('e1')?.final.resolve(snapshot('e1', { status: 'completed', result: { media_id: 'm9' } as JobSnapshot['result'] })));
    await waitFor(() => expect(toastsShown()).toEqual(['success: Movie exported!']));
    expect(window.open).toHaveBeenCalledWith('/api/media/m9', '_blank', 'noopener');
    await act(async () => watched.get('j1')?.final.resolve(snapshot('j1', { status: 'completed', items: [item('s1', 'completed')] })));
    await waitFor(() => expect(toastsShown()).toEqual(['success: Movie exported!', 'success: Scene generated!']));
  });

  it("gives each scene its state from the job that holds it, and marks the scenes whose render is being asked for", async () => {
    const accepted = deferred<Response>();
    routeFetch(fetchMock, { 'POST /api/movie-studio/generate-scenes': () => accepted.promise });
    const hook = studio(movie([scene('s1'), scene('s2')]));
    act(() => hook.result.current.scenes.render.mutate(['s1', 's2']));
    await waitFor(() => expect([...hook.result.current.starting]).toEqual(['s1', 's2']));
    await act(async () => accepted.resolve(jsonResponse(202, { job_id: 'j2', status: 'queued', scene_ids: ['s1', 's2'] })));
    await waitFor(() => expect(hook.result.current.starting.size).toBe(0));
    expect(hook.result.current.liveOf(scene('s2'))).toEqual({ state: 'queued' });
    act(() => watched.get('j2')?.options.onUpdate?.(snapshot('j2', { items: [item('s1', 'completed'), { ...item('s2', 'running'), progress: 30, stage: 'Rendering' }] })));
    expect(hook.result.current.liveOf(scene('s2'))).toEqual({ state: 'running', percent: 30, stage: 'Rendering' });
  });

  it("stops following the last movie's jobs once another is opened", () => {
    const hook = studio(movie([scene('s1', { status: 'rendering', job: { id: 'j1' } as SceneDto['job'] })]));
    hook.rerender({ generation: 1, project: undefined });
    expect(watched.get('j1')?.options.signal?.aborted).toBe(true);
    expect(hook.result.current.liveOf(scene('s1', { job: { id: 'j1' } as SceneDto['job'] }))).toBeNull();
  });
});
