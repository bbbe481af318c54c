import { useEffect, useRef } from 'react';
import { lockBodyScroll } from './body-scroll-lock';
import { pushModal } from './modal-stack';

export interface ModalLayer {
  isTop(): boolean;
  remove(): void;
}

/**
 * One open modal layer (a dialog, the shell's menu sheet): it joins the modal stack, the page behind
 * stops scrolling, and Escape anywhere in the document closes it while it is the top layer — also
 * before focus has moved into it, and never when a layer above it (an alert over the sheet) is open.
 */
export function openModalLayer(onEscape: () => void): ModalLayer {
  const entry = pushModal();
  const unlock = lockBodyScroll();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !entry.isTop()) return;
    event.preventDefault();
    event.stopPropagation();
    onEscape();
  };
  document.addEventListener('keydown', onKeyDown);
  return {
    isTop: entry.isTop,
    remove: () => {
      document.removeEventListener('keydown', onKeyDown);
      unlock();
      entry.remove();
    },
  };
}

/** `openModalLayer` for as long as the calling component is mounted; the latest `onEscape` is called. */
export function useModalLayer(onEscape: () => void): void {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  useEffect(() => {
    const layer = openModalLayer(() => onEscapeRef.current());
    return () => layer.remove();
  }, []);
}
