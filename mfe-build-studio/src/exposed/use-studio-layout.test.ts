import { act, renderHook } from '@testing-library/react';
import { useStudioLayout } from './use-studio-layout';

function layout(phone: boolean) {
  const seen = jest.fn();
  const hook = renderHook(() => useStudioLayout({ phone, onTerminalSeen: seen }));
  return { seen, get current() { return hook.result.current; } };
}

describe('useStudioLayout', () => {
  it('opens on the preview, keeps the editor mounted once the code was shown', () => {
    const studio = layout(false);
    expect(studio.current).toMatchObject({ view: 'preview', codeShown: false, filesOpen: true, terminalOpen: false, modal: null });

    act(() => studio.current.showView('code'));
    act(() => studio.current.showView('preview'));

    expect(studio.current).toMatchObject({ view: 'preview', codeShown: true });
  });

  it('shows the code when a file is chosen in the Files panel', () => {
    const studio = layout(false);
    act(() => studio.current.fileChosen());
    expect(studio.current).toMatchObject({ view: 'code', codeShown: true });
  });

  it('opens a new file in the editor, on a phone in the stage rather than the chat', () => {
    const desktop = layout(false);
    act(() => desktop.current.fileCreated());
    expect(desktop.current).toMatchObject({ view: 'code', codeShown: true });

    const phone = layout(true);
    act(() => phone.current.fileCreated());
    expect(phone.current).toMatchObject({ view: 'code', mobileView: 'preview' });
  });

  it('on a phone, a file chosen in the Files modal shows the preview and closes the modal', () => {
    const studio = layout(true);
    act(() => studio.current.openModal('files'));
    act(() => studio.current.fileChosenOnPhone());
    expect(studio.current).toMatchObject({ mobileView: 'preview', modal: null, view: 'preview' });
  });

  it('on a phone, the header switch leaves the chat and a fix goes back to it', () => {
    const studio = layout(true);
    act(() => studio.current.showView('code'));
    expect(studio.current.mobileView).toBe('preview');
    act(() => studio.current.showChat());
    expect(studio.current.mobileView).toBe('chat');
  });

  it('on a desktop, a fix leaves the panels as they are', () => {
    const studio = layout(false);
    act(() => studio.current.setMobileView('preview'));
    act(() => studio.current.showChat());
    expect(studio.current.mobileView).toBe('preview');
  });

  it('marks the Terminal errors seen whenever the Terminal opens or closes', () => {
    const studio = layout(false);
    act(() => studio.current.toggleTerminal());
    expect(studio.current.terminalOpen).toBe(true);
    act(() => studio.current.setTerminalCollapsed(true));
    expect(studio.current.terminalOpen).toBe(false);
    expect(studio.seen).toHaveBeenCalledTimes(2);
  });
});
