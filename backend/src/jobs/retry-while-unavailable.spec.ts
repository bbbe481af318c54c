import { retryWhileUnavailable } from './retry-while-unavailable';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe(retryWhileUnavailable.name, () => {
  const options = { signal: new AbortController().signal, waitMs: 1, maxWaitMs: 2 };

  it('tries again while the database is unreachable and answers what the write answered', async () => {
    const write = jest.fn().mockRejectedValueOnce(refused()).mockRejectedValueOnce(new Error('Query read timeout')).mockResolvedValue('stored');
    const onRetry = jest.fn();

    await expect(retryWhileUnavailable(write, { ...options, onRetry })).resolves.toBe('stored');
    expect(write).toHaveBeenCalledTimes(3);
    expect(onRetry.mock.calls.map(([, tries]) => tries)).toEqual([1, 2]);
  });

  it('throws any other error at once', async () => {
    const write = jest.fn().mockRejectedValue(new Error('duplicate key value violates unique constraint'));

    await expect(retryWhileUnavailable(write, options)).rejects.toThrow('duplicate key');
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('stops waiting to try again when the signal aborts, with the last error', async () => {
    const controller = new AbortController();
    const write = jest.fn().mockImplementation(async () => {
      setImmediate(() => controller.abort());
      throw refused();
    });

    await expect(retryWhileUnavailable(write, { ...options, signal: controller.signal, waitMs: 60_000 })).rejects.toThrow('ECONNREFUSED');
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('does not try again once the signal has aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const write = jest.fn().mockRejectedValue(refused());

    await expect(retryWhileUnavailable(write, { ...options, signal: controller.signal })).rejects.toThrow('ECONNREFUSED');
    expect(write).toHaveBeenCalledTimes(1);
  });
});
