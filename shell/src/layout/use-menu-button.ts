import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/**
 * The WAI-ARIA menu button pattern: Enter/Space/click or ↓ open on the first item, ↑ on the last;
 * arrows (wrapping), Home and End move; Escape closes and returns focus to the button; Tab and a
 * pointer press outside close.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const root = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menu.current);
    (focusOnOpen === 'last' ? items[items.length - 1] : items[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusOnOpen]);

  const openAt = (at: 'first' | 'last') => {
    setFocusOnOpen(at);
    setOpen(true);
  };
  const close = (refocus = false) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const buttonProps = {
    ref: button,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => (open ? close() : openAt('first')),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      openAt(event.key === 'ArrowUp' ? 'last' : 'first');
    },
  };

  const menuProps = {
    ref: menu,
    id: menuId,
    role: 'menu' as const,
    onKeyDown: (event: KeyboardEvent) => {
      const items = menuItems(menu.current);
      const index = items.indexOf(document.activeElement as HTMLElement);
      const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
      if (event.key in moves) {
        event.preventDefault();
        items[(moves[event.key] + items.length) % items.length]?.focus();
      } else if (event.key === 'Escape' || event.key === 'Tab') {
        event.preventDefault();
        event.stopPropagation();
        close(true);
      }
    },
  };

  return { open, close, root, buttonProps, menuProps };
}
