import { act, renderHook } from '@testing-library/react';
import { ApiError, resolveMediaUrl, toast } from '@atelier/runtime';
import { RenderJobFailed, runRenderJob } from '../../../lib/jobs/run-render-job';
import { startDownload } from '../../../lib/start-download';
import { EXPORTED, completedJob, projectOf } from '../../../test/music-fixtures';
import { useExport } from './use-export';

jest.mock('../../../lib/jobs/run-render-job', () => ({ ...jest.requireActual('../../../lib/jobs/run-render-job'), runRenderJob: jest.fn() }));
jest.mock('../../../lib/start-download', () => ({ startDownload: jest.fn() }));
jest.mock('@atelier/runtime', () => ({ ...jest.requireActual('@atelier/runtime'), toast: { success: jest.fn(), error: jest.fn() } }));

const render = jest.mocked(runRenderJob);
const project = projectOf();

function exporter(saved = true, refused = false) {
  const saveEdits = jest.fn(async () => saved);
  const handleRefusal = jest.fn(() => refused);
  const hook = renderHook(() => useExport({ saveEdits, handleRefusal }));
  return { hook, saveEdits, handleRefusal };
}

beforeEach(() => {
  jest.clearAllMocks();
});

describe('useExport', () => {
  it("downloads the file the job's result names, under the project's name, without opening a tab, and offers that export", async () => {
    const open = jest.spyOn(window, 'open');
    render.mockResolvedValue(completedJob('music.export', EXPORTED));
    const { hook } = exporter();

    await act(() => hook.result.current.run('zip', project));

    expect(render).toHaveBeenCalledWith('/music/export', expect.objectContaining({ project_id: 'song1', format: 'zip' }), expect.any(Function), expect.any(AbortSignal));
    expect(hook.result.current.lastExport).toEqual(EXPORTED);
    expect(startDownload).toHaveBeenCalledWith(resolveMediaUrl(EXPORTED.export_url), 'Late Night Drive – stems.zip');
    expect(open).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Music exported!');
    expect(hook.result.current.exporting).toBeNull();
  });

  it('reads a result only from an export job', async () => {
    render.mockResolvedValue(completedJob('music.beat', EXPORTED));
    const { hook } = exporter();

    await act(() => hook.result.current.run('mp3', project));

    expect(hook.result.current.lastExport).toBeNull();
    expect(startDownload).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Failed to export.');
  });

  it('downloads nothing and says so when the render fails', async () => {
    render.mockRejectedValue(new RenderJobFailed({ ...completedJob('music.export', null), status: 'failed' }));
    const { hook } = exporter();

    await act(() => hook.result.current.run('zip', project));

    expect(startDownload).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Failed to export.');
    expect(hook.result.current.exporting).toBeNull();
  });

  it('renders nothing when the edits could not be saved first', async () => {
    const { hook } = exporter(false);

    await act(() => hook.result.current.run('zip', project));

    expect(render).not.toHaveBeenCalled();
    expect(startDownload).not.toHaveBeenCalled();
  });

  it('hands a refused export to the access offer, with a retry, instead of an error', async () => {
    render.mockRejectedValue(new ApiError(403, 'PLAN_REQUIRED', 'Music Studio is Pro.'));
    const { hook, handleRefusal } = exporter(true, true);

    await act(() => hook.result.current.run('zip', project));

    expect(handleRefusal).toHaveBeenCalledWith(expect.any(ApiError), expect.any(Function));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('exports the parts as MIDI', async () => {
    const midi = { ...EXPORTED, format: 'mid' as const, file_name: 'Late Night Drive – parts.mid' };
    render.mockResolvedValue(completedJob('music.export', midi));
    const { hook } = exporter();

    await act(() => hook.result.current.run('mid', project));

    expect(render).toHaveBeenCalledWith('/music/export', expect.objectContaining({ format: 'mid' }), expect.any(Function), expect.any(AbortSignal));
    expect(startDownload).toHaveBeenCalledWith(resolveMediaUrl(midi.export_url), 'Late Night Drive – parts.mid');
  });

  it('forgets the last export when asked (another project opens)', async () => {
    render.mockResolvedValue(completedJob('music.export', EXPORTED));
    const { hook } = exporter();
    await act(() => hook.result.current.run('zip', project));

    act(() => hook.result.current.forget());

    expect(hook.result.current.lastExport).toBeNull();
  });
});
