import { act, renderHook } from '@testing-library/react';
import { ApiError, resolveMediaUrl, toast } from '@atelier/runtime';
import { RenderJobFailed, runRenderJob } from '../../../lib/jobs/run-render-job';
import { openExportTab } from '../../../lib/open-export-tab';
import { EXPORTED, completedJob, projectOf } from '../../../test/music-fixtures';
import { useExport } from './use-export';

jest.mock('../../../lib/jobs/run-render-job', () => ({ ...jest.requireActual('../../../lib/jobs/run-render-job'), runRenderJob: jest.fn() }));
jest.mock('../../../lib/open-export-tab', () => ({ openExportTab: jest.fn() }));
jest.mock('@atelier/runtime', () => ({ ...jest.requireActual('@atelier/runtime'), toast: { success: jest.fn(), error: jest.fn() } }));

const render = jest.mocked(runRenderJob);
const tab = { go: jest.fn(), close: jest.fn() };
const project = projectOf();

function exporter(saved = true, refused = false) {
  const saveEdits = jest.fn(async () => saved);
  const handleRefusal = jest.fn(() => refused);
  const hook = renderHook(() => useExport({ saveEdits, handleRefusal }));
  return { hook, saveEdits, handleRefusal };
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(openExportTab).mockReturnValue(tab);
});

describe('useExport', () => {
  it("opens the file the job's result names, and offers that export", async () => {
    render.mockResolvedValue(completedJob('music.export', EXPORTED));
    const { hook } = exporter();

    await act(() => hook.result.current.run('zip', project));

    expect(render).toHaveBeenCalledWith('/music/export', expect.objectContaining({ project_id: 'song1', format: 'zip' }), expect.any(Function), expect.any(AbortSignal));
    expect(hook.result.current.lastExport).toEqual(EXPORTED);
    expect(tab.go).toHaveBeenCalledWith(resolveMediaUrl(EXPORTED.export_url));
    expect(toast.success).toHaveBeenCalledWith('Music exported!');
    expect(hook.result.current.exporting).toBeNull();
  });

  it('reads a result only from an export job', async () => {
    render.mockResolvedValue(completedJob('music.beat', EXPORTED));
    const { hook } = exporter();

    await act(() => hook.result.current.run('mp3', project));

    expect(hook.result.current.lastExport).toBeNull();
    expect(tab.go).not.toHaveBeenCalled();
    expect(tab.close).toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Failed to export.');
  });

  it('closes the waiting tab and says so when the render fails', async () => {
    render.mockRejectedValue(new RenderJobFailed({ ...completedJob('music.export', null), status: 'failed' }));
    const { hook } = exporter();

    await act(() => hook.result.current.run('zip', project));

    expect(tab.close).toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Failed to export.');
    expect(hook.result.current.exporting).toBeNull();
  });

  it('renders nothing when the edits could not be saved first', async () => {
    const { hook } = exporter(false);

    await act(() => hook.result.current.run('zip', project));

    expect(render).not.toHaveBeenCalled();
    expect(tab.close).toHaveBeenCalled();
  });

  it('hands a refused export to the access offer, with a retry, instead of an error', async () => {
    render.mockRejectedValue(new ApiError(403, 'PLAN_REQUIRED', 'Music Studio is Pro.'));
    const { hook, handleRefusal } = exporter(true, true);

    await act(() => hook.result.current.run('zip', project));

    expect(handleRefusal).toHaveBeenCalledWith(expect.any(ApiError), expect.any(Function));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('forgets the last export when asked (another project opens)', async () => {
    render.mockResolvedValue(completedJob('music.export', EXPORTED));
    const { hook } = exporter();
    await act(() => hook.result.current.run('zip', project));

    act(() => hook.result.current.forget());

    expect(hook.result.current.lastExport).toBeNull();
  });
});
