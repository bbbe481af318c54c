import { prefetchEditorWhenIdle } from './prefetch-when-idle';

describe('prefetchEditorWhenIdle', () => {
  it('waits for an idle moment of a loaded page, once per page, and prefetches one group per idle moment', async () => {
    const idle: (() => void)[] = [];
    const requestIdleCallback = jest.fn((run: () => void) => idle.push(run));
    Object.assign(window, { requestIdleCallback });
    expect(document.readyState).toBe('complete');
    prefetchEditorWhenIdle();
    prefetchEditorWhenIdle();
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 5_000 });
    // The editor's group, then each language group, each only once the previous one has loaded.
    for (let moment = 1; moment <= 3; moment += 1) {
      idle[moment - 1]();
      expect(requestIdleCallback).toHaveBeenCalledTimes(moment);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(requestIdleCallback).toHaveBeenCalledTimes(3);
  });
});
