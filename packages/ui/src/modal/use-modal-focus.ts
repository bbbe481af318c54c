import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { focusableWithin } from '../utils/focusable';
import { openModalLayer } from './modal-layer';

export interface ModalFocusOptions {
  /** The dialog panel: focus stays inside it. */
  panel: RefObject<HTMLDivElement | null>;
  /** Body and footer: their first focusable element gets focus on open, unless `initialFocusRef` is given. */
  content: RefObject<HTMLDivElement | null>;
  initialFocusRef?: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * A modal's focus and keyboard handling while it is open: focus moves in on open and back to the
 * opener on close, Escape closes (the top modal only), Tab cycles inside the panel, focus that escapes
 * is pulled back, and the page behind does not scroll. Returns the panel's keydown handler (the Tab
 * trap) and `close`, which calls the latest `onClose`.
 */
export function useModalFocus({ panel, content, initialFocusRef, onClose }: ModalFocusOptions) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const entry = openModalLayer(() => onCloseRef.current());

    const first = initialFocusRef?.current ?? (content.current && focusableWithin(content.current)[0]) ?? panel.current;
    first?.focus();

    // Focus that escapes anyway (a click on the page behind, assistive tech) is pulled back.
    const onFocusIn = (event: FocusEvent) => {
      if (!entry.isTop() || !panel.current || panel.current.contains(event.target as Node)) return;
      (focusableWithin(panel.current)[0] ?? panel.current).focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      entry.remove();
      if (opener && opener.isConnected) opener.focus();
    };
    // Once per opening: the latest onClose is read through its ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const list = focusableWithin(panel.current);
    if (list.length === 0) {
      event.preventDefault();
      panel.current.focus();
      return;
    }
    const firstEl = list[0];
    const lastEl = list[list.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === firstEl || active === panel.current)) {
      event.preventDefault();
      lastEl.focus();
    } else if (!event.shiftKey && active === lastEl) {
      event.preventDefault();
      firstEl.focus();
    }
  };

  return { trapTab, close: () => onCloseRef.current() };
}
