import { useRef, type ButtonHTMLAttributes, type KeyboardEvent, type Ref } from 'react';

/** What one tab button takes from `useTabList` (its ids, state and handlers). */
export type TabButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref: Ref<HTMLButtonElement>; type: 'button' };

/**
 * A WAI-ARIA tab list with automatic activation: Left/Right arrows (wrapping), Home and End move focus
 * and select; only the selected tab is in the Tab order. Shared by `Tabs` and the studios' phone tab bar.
 */
export function useTabList<T extends string>(ids: readonly T[], selected: T | undefined, onSelect: (id: T) => void) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = ids.findIndex((id) => id === selected);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % ids.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + ids.length) % ids.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = ids.length - 1;
    if (next === null) return;
    event.preventDefault();
    onSelect(ids[next]);
    refs.current.get(ids[next])?.focus();
  };

  const tabProps = (id: T, tabId: string, panelId: string): TabButtonProps => ({
    ref: (node) => {
      if (node) refs.current.set(id, node);
      else refs.current.delete(id);
    },
    id: tabId,
    type: 'button',
    role: 'tab',
    'aria-selected': id === selected,
    'aria-controls': panelId,
    tabIndex: id === selected ? 0 : -1,
    onClick: () => onSelect(id),
  });

  return { onKeyDown, tabProps };
}
