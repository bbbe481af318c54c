import { useCallback, useState } from 'react';
import type { MobileView } from './mobile-bar';
import type { StudioView } from './studio-header';

export type StudioModal = 'type' | 'projects' | 'versions' | 'publish' | 'new-file' | 'files' | null;

/**
 * What the studio shows (spec 001 §2): preview or code, the phone's chat or preview, the Terminal and
 * Files panels, and the one open modal. The editor stays mounted once shown, so `codeShown` only turns on.
 */
export function useStudioLayout({ phone, onTerminalSeen }: { phone: boolean; onTerminalSeen(): void }) {
  const [view, setView] = useState<StudioView>('preview');
  const [codeShown, setCodeShown] = useState(false);
  const [mobileView, setMobileView] = useState<MobileView>('chat');
  const [terminalOpen, setTerminalOpen] = useState(false);
  const [filesOpen, setFilesOpen] = useState(true);
  const [modal, setModal] = useState<StudioModal>(null);

  const changeView = useCallback((next: StudioView) => {
    setView(next);
    if (next === 'code') setCodeShown(true);
  }, []);

  return {
    view,
    codeShown,
    mobileView,
    terminalOpen,
    filesOpen,
    modal,
    setMobileView,
    openModal: setModal,
    closeModal: () => setModal(null),
    /** The header's Preview / Code switch; on a phone it also leaves the chat. */
    showView: (next: StudioView) => {
      changeView(next);
      if (phone) setMobileView('preview');
    },
    /** A file chosen in the Files panel opens the code. */
    fileChosen: () => {
      if (view !== 'code') changeView('code');
    },
    /** A new file opens in the editor, ready to be written (on a phone: the stage, not the chat). */
    fileCreated: () => {
      changeView('code');
      if (phone) setMobileView('preview');
    },
    /** Spec 001 §2: choosing a file in the phone's Files modal switches to the preview and closes the modal. */
    fileChosenOnPhone: () => {
      setMobileView('preview');
      setModal(null);
    },
    /** Fixing a Terminal error is a chat turn: a phone shows the chat. */
    showChat: () => {
      if (phone) setMobileView('chat');
    },
    toggleTerminal: () => {
      setTerminalOpen((open) => !open);
      onTerminalSeen();
    },
    setTerminalCollapsed: (collapsed: boolean) => {
      setTerminalOpen(!collapsed);
      onTerminalSeen();
    },
    toggleFiles: () => setFilesOpen((open) => !open),
  };
}

export type StudioLayoutState = ReturnType<typeof useStudioLayout>;
