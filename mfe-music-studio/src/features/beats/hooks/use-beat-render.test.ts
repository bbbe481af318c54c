import { act, renderHook } from '@testing-library/react';
import type { BeatDto } from '@atelier/api-types';
import { NetworkError, toast } from '@atelier/runtime';
import { RenderJobFailed, runRenderJob } from '../../../lib/jobs/run-render-job';
import { completedJob, projectOf } from '../../../test/music-fixtures';
import { useBeatRender } from './use-beat-render';

jest.mock('../../../lib/jobs/run-render-job', () => ({ ...jest.requireActual('../../../lib/jobs/run-render-job'), runRenderJob: jest.fn() }));
jest.mock('@atelier/runtime', () => ({ ...jest.requireActual('@atelier/runtime'), toast: { success: jest.fn(), error: jest.fn() } }));

const render = jest.mocked(runRenderJob);
const project = projectOf();
const request = { tempo: 96, key: 'A' as const, style: 'hip-hop' as const };

function beatRender({ saved = true, refused = false } = {}) {
  const steps = {
    saveEdits: jest.fn(async () => saved),
    refresh: jest.fn(async () => projectOf({ beat: { source: 'test model' } as BeatDto })),
    handleRefusal: jest.fn(() => refused),
  };
  return { hook: renderHook(() => useBeatRender(steps)), steps };
}

beforeEach(() => jest.clearAllMocks());

describe('useBeatRender', () => {
  it('renders the beat, reads the project again and names who composed it', async () => {
    render.mockResolvedValue(completedJob('music.beat', {}));
    const { hook, steps } = beatRender();

    await act(() => hook.result.current.run(request, project));

    expect(render).toHaveBeenCalledWith('/music/beat', expect.objectContaining({ project_id: 'song1', tempo: 96, key: 'A', style: 'hip-hop' }), expect.any(Function), expect.any(AbortSignal));
    expect(steps.refresh).toHaveBeenCalledWith('song1');
    expect(toast.success).toHaveBeenCalledWith('Beat generated! (test model)');
    expect(hook.result.current.failed).toBe(false);
  });

  it('marks the render failed when the job failed', async () => {
    render.mockRejectedValue(new RenderJobFailed({ ...completedJob('music.beat', null), status: 'failed' }));
    const { hook } = beatRender();

    await act(() => hook.result.current.run(request, project));

    expect(hook.result.current.failed).toBe(true);
    expect(toast.error).toHaveBeenCalledWith('Failed to generate beat.');
  });

  it('says it failed, but not that the render did, when the request never got through', async () => {
    render.mockRejectedValue(new NetworkError());
    const { hook } = beatRender();

    await act(() => hook.result.current.run(request, project));

    expect(hook.result.current.failed).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Failed to generate beat.');
  });

  it('renders nothing when the edits could not be saved first', async () => {
    const { hook } = beatRender({ saved: false });

    await act(() => hook.result.current.run(request, project));

    expect(render).not.toHaveBeenCalled();
  });

  it('hands a refused render to the access offer instead of an error', async () => {
    render.mockRejectedValue(new Error('refused'));
    const { hook, steps } = beatRender({ refused: true });

    await act(() => hook.result.current.run(request, project));

    expect(steps.handleRefusal).toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(hook.result.current.failed).toBe(false);
  });
});
