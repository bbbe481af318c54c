import { ApiError, NetworkError } from '@atelier/runtime';
import { retryOnNetworkError } from './retry-on-network-error';

describe('retryOnNetworkError', () => {
  it('tries again after connection failures until one answers', async () => {
    const attempt = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new NetworkError())
      .mockRejectedValueOnce(new ApiError(502, 'HTTP_502', 'Bad Gateway'))
      .mockResolvedValue('done');
    await expect(retryOnNetworkError(attempt, { delays: [0, 0, 0] })).resolves.toBe('done');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last delay', async () => {
    const failure = new NetworkError();
    const attempt = jest.fn<Promise<string>, []>().mockRejectedValue(failure);
    await expect(retryOnNetworkError(attempt, { delays: [0, 0] })).rejects.toBe(failure);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('does not repeat an answer from the backend', async () => {
    const failure = new ApiError(502, 'ENGINE_FAILED', 'The video engine failed');
    const attempt = jest.fn<Promise<string>, []>().mockRejectedValue(failure);
    await expect(retryOnNetworkError(attempt, { delays: [0, 0] })).rejects.toBe(failure);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const attempt = jest.fn<Promise<string>, []>().mockImplementation(async () => {
      // Aborts once the retry has started its (long) wait.
      setTimeout(() => controller.abort(new Error('gone')), 0);
      throw new NetworkError();
    });
    await expect(retryOnNetworkError(attempt, { delays: [60_000], signal: controller.signal })).rejects.toThrow('gone');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
