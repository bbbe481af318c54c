// The bench clients' reading of a job event stream (backend/scripts/lib/job-progress.mjs).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { progressArrivals } from '../../backend/scripts/lib/job-progress.mjs';

const frame = (job) => `id: 1\ndata: ${JSON.stringify(job)}\n\n`;
/** An answer whose body arrives in the given pieces (a frame may be split across two). */
const answer = (...pieces) => new Response(new ReadableStream({ start(controller) { for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece)); controller.close(); } }));

describe('progressArrivals', () => {
  test('notes each new progress value once, across split frames, with its tag', async () => {
    const stream = frame({ status: 'active', progress: 10 }) + frame({ status: 'active', progress: 10 }) + frame({ status: 'active', progress: 40 }) + frame({ status: 'completed', progress: 100 });
    const arrivals = await progressArrivals(answer(stream.slice(0, 25), stream.slice(25)), { jobId: 'j1' });
    assert.deepEqual(arrivals.map(({ jobId, progress }) => ({ jobId, progress })), [{ jobId: 'j1', progress: 10 }, { jobId: 'j1', progress: 40 }]);
    assert.match(arrivals[0].arrivedAt, /^\d+$/);
  });

  test('throws when the job failed', async () => {
    await assert.rejects(progressArrivals(answer(frame({ status: 'failed', error: { message: 'engine down' } })), {}), /job failed: engine down/);
  });
});
