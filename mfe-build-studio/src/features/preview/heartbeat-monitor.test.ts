import { HeartbeatMonitor } from './heartbeat-monitor';

describe(HeartbeatMonitor.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function monitor(watched = { value: true }) {
    const onStall = jest.fn();
    return { onStall, watched, heartbeat: new HeartbeatMonitor({ timeoutMs: 3000, isWatched: () => watched.value, onStall }) };
  }

  it('says nothing while the page beats', () => {
    const { heartbeat, onStall } = monitor();
    heartbeat.reset();
    for (let i = 0; i < 20; i++) {
      jest.advanceTimersByTime(500);
      heartbeat.beat();
    }
    expect(onStall).not.toHaveBeenCalled();
  });

  it('reports a page that stops beating once, until it is reset', () => {
    const { heartbeat, onStall } = monitor();
    heartbeat.reset();
    heartbeat.beat();
    jest.advanceTimersByTime(2999);
    expect(onStall).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onStall).toHaveBeenCalledTimes(1);
    heartbeat.beat();
    jest.advanceTimersByTime(10_000);
    expect(onStall).toHaveBeenCalledTimes(1);
    heartbeat.reset();
    jest.advanceTimersByTime(3000);
    expect(onStall).toHaveBeenCalledTimes(2);
  });

  it('reports a page that never beats after it was shown (a loop while it loads)', () => {
    const { heartbeat, onStall } = monitor();
    heartbeat.reset();
    jest.advanceTimersByTime(3000);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it('does not judge a page while it is not watched, and gives it the full time once it is', () => {
    const { heartbeat, onStall, watched } = monitor({ value: false });
    heartbeat.reset();
    jest.advanceTimersByTime(60_000);
    expect(onStall).not.toHaveBeenCalled();
    watched.value = true;
    heartbeat.beat();
    jest.advanceTimersByTime(2999);
    expect(onStall).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it('stops watching when stopped', () => {
    const { heartbeat, onStall } = monitor();
    heartbeat.reset();
    heartbeat.stop();
    jest.advanceTimersByTime(10_000);
    expect(onStall).not.toHaveBeenCalled();
  });
});
