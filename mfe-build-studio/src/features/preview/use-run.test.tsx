import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import type { BuildRunDto } from '@atelier/api-types';
import { TerminalProvider } from '../../lib/terminal-context';
import { useRun } from './use-run';
import { startRun, stopRun } from './api/runs';

jest.mock('./api/runs', () => ({
  startRun: jest.fn(),
  stopRun: jest.fn(() => Promise.resolve({})),
  sendToRun: jest.fn(),
  followRunLogs: jest.fn(() => new Promise(() => undefined)),
}));

const started = startRun as jest.MockedFunction<typeof startRun>;
const stopped = stopRun as jest.MockedFunction<typeof stopRun>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
const runDto = (id: string) => ({ id, status: 'running' }) as unknown as BuildRunDto;
const file = (content: string) => [{ path: 'server.js', content, type: 'file' as const }];

describe('useRun', () => {
  it('shows only the latest of two overlapping starts and stops the older one when it answers late', async () => {
    const starter = deferred<BuildRunDto>();
    const generated = deferred<BuildRunDto>();
    started.mockReturnValueOnce(starter.promise).mockReturnValueOnce(generated.promise);
    const wrapper = ({ children }: { children: ReactNode }) => <TerminalProvider>{children}</TerminalProvider>;
    const hook = renderHook(() => useRun('nodejs'), { wrapper });

    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = hook.result.current.start(file('starter'), 1);
    });
    act(() => {
      second = hook.result.current.start(file('generated'), 2);
    });
    // The starter's run answers first: it is not shown as running while the generated one still starts.
    await act(async () => {
      starter.resolve(runDto('starter-run'));
      await first;
    });
    expect(hook.result.current.starting).toBe(true);
    expect(hook.result.current.run).toBeNull();
    expect(stopped).toHaveBeenCalledWith('starter-run');

    await act(async () => {
      generated.resolve(runDto('generated-run'));
      await second;
    });
    expect(hook.result.current.starting).toBe(false);
    expect(hook.result.current.run?.id).toBe('generated-run');
    expect(hook.result.current.startedRevision).toBe(2);
    expect(stopped).not.toHaveBeenCalledWith('generated-run');
  });
});
