import { StrictMode } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { RemoteScreen } from './remote-catalog';
import { RemoteLoadError } from './remote-loader';
import { RemoteRoute } from './remote-route';

const loadRemoteScreen = jest.fn();
const markRemoteFailed = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
jest.mock('./remote-loader', () => ({
  ...jest.requireActual('./remote-loader'),
  loadRemoteScreen: (...args: unknown[]) => loadRemoteScreen(...args),
  markRemoteFailed: (...args: unknown[]) => markRemoteFailed(...args),
}));

let sequence = 0;
/** A screen of its own per test: loaded screens are remembered for the page's lifetime. */
function freshScreen(): RemoteScreen {
  sequence += 1;
  return { remote: 'chat', module: `Screen${sequence}`, title: 'Chat' };
}

/** Lets settled promises and the updates they cause run. */
const settle = () => act(async () => undefined);

let unmountBrowserMode: (() => void) | null = null;

/**
 * Renders as a page does: React's own scheduler, not act() (which skips React's reveal throttle), on
 * fake timers. React keeps the timer functions it finds when it loads, so it is loaded after faking them.
 */
async function mountInBrowserMode(remote: RemoteScreen) {
  jest.useFakeTimers();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  let loaded!: { createRoot: typeof import('react-dom/client').createRoot; Route: typeof RemoteRoute };
  jest.isolateModules(() => {
    loaded = { createRoot: require('react-dom/client').createRoot, Route: require('./remote-route').RemoteRoute };
  });
  const container = document.body.appendChild(document.createElement('div'));
  const root = loaded.createRoot(container);
  root.render(<loaded.Route screen={remote} />);
  // The first render, then its effects (each a scheduler task).
  await jest.advanceTimersByTimeAsync(1);
  await jest.advanceTimersByTimeAsync(1);
  unmountBrowserMode = () => {
    root.unmount();
    container.remove();
  };
  return within(container);
}

function Welcome() {
  return <h1>Welcome to Atelier</h1>;
}

describe(RemoteRoute.name, () => {
  beforeEach(() => {
    loadRemoteScreen.mockReset();
    markRemoteFailed.mockReset();
    jest.useRealTimers();
  });

  afterEach(() => {
    unmountBrowserMode?.();
    unmountBrowserMode = null;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    jest.restoreAllMocks();
  });

  // Outside act() (as in a browser): act() itself skips React's reveal throttle, so it would hide it.
  it('shows the fallback as soon as the load fails, not after a reveal delay', async () => {
    const remote = freshScreen();
    let fail!: (error: unknown) => void;
    loadRemoteScreen.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    const page = await mountInBrowserMode(remote);
    expect(page.getByLabelText('Loading Chat')).toBeTruthy();
    expect(loadRemoteScreen).toHaveBeenCalled();
    fail(new RemoteLoadError(remote, 'unreachable'));
    // 50 ms of (fake) time is far below the 300 ms a Suspense boundary would hold the commit back.
    await jest.advanceTimersByTimeAsync(50);
    expect(page.getByRole('heading', { name: 'Chat is unavailable' })).toBeTruthy();
  });

  it("paints the screen's name while the remote loads (a route without the shell's bars has no other text)", async () => {
    loadRemoteScreen.mockImplementation(() => new Promise(() => undefined));
    render(<RemoteRoute screen={{ remote: 'build_studio', module: `Studio${(sequence += 1)}`, title: 'Build Studio' }} />);
    const loading = screen.getByLabelText('Loading Build Studio');
    expect(within(loading).getByText('Build Studio')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    await settle();
  });

  it('shows the screen as soon as it loads, not after a reveal delay', async () => {
    loadRemoteScreen.mockResolvedValue({ default: Welcome });
    const page = await mountInBrowserMode(freshScreen());
    await jest.advanceTimersByTimeAsync(50);
    expect(page.getByRole('heading', { name: 'Welcome to Atelier' })).toBeTruthy();
  });

  it('loads once under StrictMode and renders a loaded screen at once on the next visit', async () => {
    const remote = freshScreen();
    loadRemoteScreen.mockResolvedValue({ default: Welcome });
    const first = render(
      <StrictMode>
        <RemoteRoute screen={remote} />
      </StrictMode>,
    );
    await settle();
    first.unmount();
    render(<RemoteRoute screen={remote} />);
    expect(screen.getByRole('heading', { name: 'Welcome to Atelier' })).toBeTruthy();
    expect(loadRemoteScreen).toHaveBeenCalledTimes(1);
  });

  it('Retry loads the remote again and recovers without a reload', async () => {
    const remote = freshScreen();
    loadRemoteScreen.mockRejectedValueOnce(new RemoteLoadError(remote, 'timeout')).mockResolvedValueOnce({ default: Welcome });
    render(<RemoteRoute screen={remote} />);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('taking too long');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Welcome to Atelier' })).toBeTruthy();
  });

  it('tries a failed remote again when its route is visited again', async () => {
    const remote = freshScreen();
    loadRemoteScreen.mockRejectedValueOnce(new RemoteLoadError(remote, 'unreachable')).mockResolvedValueOnce({ default: Welcome });
    const first = render(<RemoteRoute screen={remote} />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Chat is unavailable' })).toBeTruthy();
    first.unmount();
    render(<RemoteRoute screen={remote} />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Welcome to Atelier' })).toBeTruthy();
  });

  it('contains a crash inside the remote to its route, and Retry mounts it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let crash = true;
    function Fragile() {
      if (crash) throw new Error('boom');
      return <Welcome />;
    }
    loadRemoteScreen.mockResolvedValue({ default: Fragile });
    render(<RemoteRoute screen={freshScreen()} />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Chat is unavailable' })).toBeTruthy();
    crash = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Welcome to Atelier' })).toBeTruthy();
  });

  it('Retry after a crash loads the screen from a reset remote (a chunk its own lazy() failed on is kept failed by that module)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Crashed(): never {
      throw new Error('Loading chunk 88 failed.');
    }
    const remote = freshScreen();
    const sibling = { ...freshScreen(), remote: remote.remote };
    loadRemoteScreen.mockResolvedValueOnce({ default: Welcome }).mockResolvedValueOnce({ default: Crashed }).mockResolvedValue({ default: Welcome });
    render(<RemoteRoute screen={sibling} />).unmount();
    await settle();
    render(<RemoteRoute screen={remote} />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Chat is unavailable' })).toBeTruthy();
    expect(markRemoteFailed).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(markRemoteFailed).toHaveBeenCalledWith('chat');
    expect(screen.getByRole('heading', { name: 'Welcome to Atelier' })).toBeTruthy();
    expect(loadRemoteScreen).toHaveBeenLastCalledWith(remote);
    // The remote's other screen came from the dropped container: it is loaded again too.
    const again = render(<RemoteRoute screen={sibling} />);
    expect(within(again.container).getByLabelText('Loading Chat')).toBeTruthy();
    await settle();
    expect(loadRemoteScreen).toHaveBeenLastCalledWith(sibling);
  });

  it('Retry after a failed load leaves the reset to the loader, which marked the remote itself', async () => {
    const remote = freshScreen();
    loadRemoteScreen.mockRejectedValueOnce(new RemoteLoadError(remote, 'unreachable')).mockResolvedValueOnce({ default: Welcome });
    render(<RemoteRoute screen={remote} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Welcome to Atelier' })).toBeTruthy();
    expect(markRemoteFailed).not.toHaveBeenCalled();
  });
});
