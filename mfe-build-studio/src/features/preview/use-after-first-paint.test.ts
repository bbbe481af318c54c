import { renderHook, waitFor } from '@testing-library/react';
import { useAfterFirstPaint } from './use-after-first-paint';

describe(useAfterFirstPaint.name, () => {
  afterEach(() => jest.restoreAllMocks());

  it('is false in the first render and turns true once a frame has passed', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0](0);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('asks nothing more once unmounted before the frame', () => {
    const cancel = jest.spyOn(window, 'cancelAnimationFrame');
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 7);
    const { unmount } = renderHook(() => useAfterFirstPaint());
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
