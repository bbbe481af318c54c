import { prefetchEditorWhenIdle } from './prefetch-when-idle';

describe('prefetchEditorWhenIdle', () => {
  it('waits for an idle moment of a loaded page, once per page', () => {
    const requestIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback });
    expect(document.readyState).toBe('complete');
    prefetchEditorWhenIdle();
    prefetchEditorWhenIdle();
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 5_000 });
  });
});
