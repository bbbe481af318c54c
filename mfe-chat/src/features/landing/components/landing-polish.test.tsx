import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider, QueryProvider } from '@atelier/runtime';
import { createTestQueryClient, enginesOf } from '@atelier/runtime/testing';
import { describeReset } from '../quota/quota-block';
import { ModeSwitch, nextModeIndex } from './mode-switch';
import { OFFLINE_NOTICE_KEY, OfflineNotice } from './offline-notice';
import { InputBar } from './input-bar';

function renderWithProviders(node: React.ReactNode, engines = enginesOf('local')) {
  return render(
    <QueryProvider client={createTestQueryClient(engines)}>
      <AuthProvider>
        <MemoryRouter>{node}</MemoryRouter>
      </AuthProvider>
    </QueryProvider>,
  );
}

function stubViewport(desktop: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width') ? desktop : !desktop,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => sessionStorage.clear());

describe(ModeSwitch.name, () => {
  it('moves and selects with the arrow keys, Home and End, wrapping, with one tab stop', () => {
    let mode: 'chat' | 'photo' | 'video' = 'chat';
    const onChange = jest.fn((next: typeof mode) => (mode = next));
    const view = render(<ModeSwitch mode={mode} onChange={onChange} />);
    const radio = (name: string) => screen.getByRole('radio', { name });
    expect([radio('Chat'), radio('Photo'), radio('Video')].map((item) => item.tabIndex)).toEqual([0, -1, -1]);

    fireEvent.keyDown(radio('Chat'), { key: 'ArrowRight' });
    view.rerender(<ModeSwitch mode={mode} onChange={onChange} />);
    expect(mode).toBe('photo');
    expect(document.activeElement).toBe(radio('Photo'));
    expect(radio('Photo').tabIndex).toBe(0);

    fireEvent.keyDown(radio('Photo'), { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith('video');
    fireEvent.keyDown(radio('Photo'), { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith('chat');
  });

  it('wraps at both ends and ignores other keys', () => {
    expect(nextModeIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextModeIndex('ArrowUp', 1, 3)).toBe(0);
    expect(nextModeIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextModeIndex('a', 1, 3)).toBeNull();
  });
});

describe(OfflineNotice.name, () => {
  it('explains the offline engine once per visit and can be dismissed', async () => {
    const first = renderWithProviders(<OfflineNotice />);
    const notice = await screen.findByRole('complementary', { name: 'Offline engine' });
    expect(within(notice).getByText(/no AI model is connected/)).toBeTruthy();
    expect(within(notice).getByText(/Connecting a real provider/)).toBeTruthy();
    expect(sessionStorage.getItem(OFFLINE_NOTICE_KEY)).toBe('1');
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss offline engine notice' }));
    expect(screen.queryByRole('complementary', { name: 'Offline engine' })).toBeNull();
    first.unmount();

    renderWithProviders(<OfflineNotice />);
    expect(screen.queryByRole('complementary', { name: 'Offline engine' })).toBeNull();
  });

  it('stays away when every engine is a real provider', () => {
    renderWithProviders(<OfflineNotice />, enginesOf('openai'));
    expect(screen.queryByRole('complementary', { name: 'Offline engine' })).toBeNull();
  });
});

describe(InputBar.name, () => {
  const bar = () => (
    <InputBar mode="chat" onModeChange={() => undefined} busy={false} onSend={() => true} onFile={() => undefined} />
  );

  it('focuses the composer on arrival on a desktop', async () => {
    stubViewport(true);
    renderWithProviders(bar());
    await act(async () => undefined);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
  });

  it('leaves focus alone on a phone, so no keyboard pops up', async () => {
    stubViewport(false);
    renderWithProviders(bar());
    await act(async () => undefined);
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'Message' }));
  });
});

describe(describeReset.name, () => {
  it('says when and how long until the reset', () => {
    const now = new Date(2026, 4, 1, 21, 30).getTime();
    expect(describeReset(new Date(2026, 4, 1, 23, 45).toISOString(), now, 'en-GB')).toBe('at 23:45 (in 2 h 15 min)');
    expect(describeReset(new Date(2026, 4, 2, 0, 0).toISOString(), now, 'en-GB')).toBe('tomorrow at 00:00 (in 2 h 30 min)');
    expect(describeReset(new Date(2026, 4, 1, 21, 40).toISOString(), now, 'en-GB')).toBe('at 21:40 (in 10 min)');
  });
});
