/** @jest-environment node */
import { setApiBase } from '../api/api-config';
import { ApiError } from '../api/api-error';
import { type JobSnapshot, jobItem } from './job-snapshot';
import { watchJob } from './watch-job';

const job = (version: number, patch: Partial<JobSnapshot> = {}): JobSnapshot => ({
  id: 'j1',
  kind: 'video.generate',
  status: 'active',
  progress: version * 10,
  stage: 'Rendering',
  attempt: 1,
  project_id: null,
  result: null,
  items: [],
  error: null,
  version,
  created_at: '2026-11-23T00:00:00.000Z',
  updated_at: '2026-11-23T00:00:00.000Z',
  finished_at: null,
  ...patch,
});

const frame = (snapshot: JobSnapshot) => `id: ${snapshot.version}\nevent: job\ndata: ${JSON.stringify(snapshot)}\n\n`;

/** An event-stream Response whose body ends after `frames` (as a dropped connection would, if no final state). */
function streamResponse(frames: string[]): Response {
  return new Response(new Blob(frames).stream(), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe(watchJob.name, () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    setApiBase('/api');
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('follows the event stream to the final state, reporting each version once', async () => {
    fetchMock.mockResolvedValueOnce(streamResponse([frame(job(1)), frame(job(2)), frame(job(2)), frame(job(3, { status: 'completed', progress: 100 }))]));
    const seen: number[] = [];

    const final = await watchJob('j1', { sessionId: 's1', onUpdate: (update) => seen.push(update.version) });

    expect(final).toMatchObject({ status: 'completed', version: 3 });
    expect(seen).toEqual([1, 2, 3]);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/jobs/j1/events?session_id=s1');
  });

  it('reconnects with Last-Event-ID after the stream drops', async () => {
    fetchMock
      .mockResolvedValueOnce(streamResponse([frame(job(1)), frame(job(2))]))
      .mockResolvedValueOnce(streamResponse([frame(job(4, { status: 'failed', error: { code: 'provider', message: 'No.' } }))]));

    const final = await watchJob('j1');

    expect(final).toMatchObject({ status: 'failed', error: { message: 'No.' } });
    expect(fetchMock.mock.calls[1][1].headers['Last-Event-ID']).toBe('2');
  });

  it('falls back to polling when the stream keeps failing', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('network'))
      .mockRejectedValueOnce(new TypeError('network'))
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(jsonResponse(200, job(5)))
      .mockResolvedValueOnce(jsonResponse(200, job(6, { status: 'completed' })));

    const final = await watchJob('j1', { pollIntervalMs: 1 });

    expect(final.version).toBe(6);
    expect(fetchMock.mock.calls.at(-1)[0]).toBe('/api/jobs/j1');
  }, 10_000);

  it('passes each item of a batch on as the stream sends it', async () => {
    const items = (first: string, third: string) => [
      { key: 's1', status: first, progress: first === 'completed' ? 100 : 50, stage: null, result: first === 'completed' ? { media_id: 'm1', url: '/api/media/m1' } : null, error: null },
      { key: 's3', status: third, progress: 0, stage: null, result: null, error: null },
    ] as JobSnapshot['items'];
    fetchMock.mockResolvedValueOnce(streamResponse([frame(job(1, { items: items('running', 'queued') })), frame(job(2, { items: items('completed', 'queued') })), frame(job(3, { status: 'completed', items: items('completed', 'completed') }))]));
    const seen: Array<string | undefined> = [];
    await watchJob('j1', { onUpdate: (update) => seen.push(`${jobItem(update, 's1')?.status}/${jobItem(update, 's3')?.status}:${jobItem(update, 's1')?.result?.url ?? '-'}`) });
    expect(seen).toEqual(['running/queued:-', 'completed/queued:/api/media/m1', 'completed/completed:/api/media/m1']);
  });

  it('gives up at once on a job that is not the caller’s', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { statusCode: 404, code: 'JOB_NOT_FOUND', message: 'No job with this id.' }));

    await expect(watchJob('j1')).rejects.toEqual(expect.any(ApiError));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    );
    const watching = watchJob('j1', { signal: controller.signal });
    controller.abort();

    await expect(watching).rejects.toBeDefined();
  });
});
