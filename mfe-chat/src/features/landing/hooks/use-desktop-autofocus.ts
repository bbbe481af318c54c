import { type RefObject, useEffect } from 'react';

/** Desktop only: focusing on a phone would pop the keyboard up over the page on arrival. */
export const DESKTOP_QUERY = '(min-width: 768px)';

/** Focuses the element once on arrival when the viewport is desktop-sized. */
export function useDesktopAutofocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches) ref.current?.focus({ preventScroll: true });
  }, [ref]);
}
