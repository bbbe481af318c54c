import { type JobItem, queuedItems, reduceItems, settledItems } from './job-items';

const clip = { media_id: 'm1', url: '/api/media/m1' };
const status = (items: readonly JobItem[]) => items.map((item) => `${item.key}:${item.status}:${item.progress}`);

describe('job items', () => {
  it('starts every item of a new batch queued, once per key', () => {
    expect(status(queuedItems(['s1', 's2', 's1']))).toEqual(['s1:queued:0', 's2:queued:0']);
  });

  it('follows one item through running to completed with its result, leaving the others queued', () => {
    let items: readonly JobItem[] = queuedItems(['s1', 's2', 's3']);
    items = reduceItems(items, { type: 'started', key: 's1', stage: 'Rendering' });
    items = reduceItems(items, { type: 'progress', key: 's1', percent: 42.7, stage: 'Rendering' });
    expect(items[0]).toMatchObject({ status: 'running', progress: 42, stage: 'Rendering' });
    items = reduceItems(items, { type: 'completed', key: 's1', result: clip });

    expect(status(items)).toEqual(['s1:completed:100', 's2:queued:0', 's3:queued:0']);
    expect(items[0]).toMatchObject({ result: clip, stage: null, error: null });
  });

  it('keeps progress going forward and below 100 while running', () => {
    let items = reduceItems(queuedItems(['s1']), { type: 'started', key: 's1' });
    items = reduceItems(items, { type: 'progress', key: 's1', percent: 60 });
    items = reduceItems(items, { type: 'progress', key: 's1', percent: 30 });
    expect(items[0].progress).toBe(60);
    items = reduceItems(items, { type: 'progress', key: 's1', percent: 100 });
    expect(items[0].progress).toBe(99);
  });

  it('answers the same array when nothing changed (no write needed)', () => {
    const items = reduceItems(queuedItems(['s1']), { type: 'started', key: 's1' });
    expect(reduceItems(items, { type: 'progress', key: 's1', percent: 0 })).toBe(items);
    expect(reduceItems(items, { type: 'progress', key: 'unknown', percent: 10 })).toBe(items);
    const queued = queuedItems(['s2']);
    expect(reduceItems(queued, { type: 'progress', key: 's2', percent: 10 })).toBe(queued);
  });

  it('leaves a finished item as it is when a retried attempt meets it again', () => {
    const done = reduceItems(reduceItems(queuedItems(['s1']), { type: 'started', key: 's1' }), { type: 'completed', key: 's1', result: clip });
    expect(reduceItems(done, { type: 'started', key: 's1' })).toBe(done);
    const failed = reduceItems(queuedItems(['s2']), { type: 'failed', key: 's2', error: 'The scene was deleted.' });
    expect(failed[0]).toMatchObject({ status: 'failed', error: 'The scene was deleted.' });
    expect(reduceItems(failed, { type: 'completed', key: 's2', result: clip })).toBe(failed);
  });

  it('restarts an item a lost attempt left running', () => {
    let items = reduceItems(queuedItems(['s1']), { type: 'started', key: 's1' });
    items = reduceItems(items, { type: 'progress', key: 's1', percent: 70 });
    expect(reduceItems(items, { type: 'started', key: 's1' })[0]).toMatchObject({ status: 'running', progress: 0 });
  });

  it('fails the unfinished items of a job that failed for good, with its reason, keeping the finished ones', () => {
    let items = reduceItems(queuedItems(['s1', 's2', 's3']), { type: 'started', key: 's1' });
    items = reduceItems(items, { type: 'completed', key: 's1', result: clip });
    items = reduceItems(items, { type: 'started', key: 's2' });

    expect(settledItems(items, 'active', null).map((item) => item.status)).toEqual(['completed', 'running', 'queued']);
    const settled = settledItems(items, 'failed', 'The scene could not be rendered.');
    expect(settled.map((item) => item.status)).toEqual(['completed', 'failed', 'failed']);
    expect(settled[2].error).toBe('The scene could not be rendered.');
  });
});
