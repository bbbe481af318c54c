import { useRef, type KeyboardEvent } from 'react';
import { cx } from '../utils/cx';

export interface StudioTab<T extends string> {
  id: T;
  label: string;
  tabId: string;
  panelId: string;
}

interface StudioTabsProps<T extends string> {
  label: string;
  tabs: readonly StudioTab<T>[];
  selected: T;
  onSelect: (id: T) => void;
}

/** The phone tab bar: one panel at a time, arrows/Home/End move and select (automatic activation). */
export function StudioTabs<T extends string>({ label, tabs, selected, onSelect }: StudioTabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    refs.current.get(tabs[next].id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="at-studio__tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            id={tab.tabId}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={tab.panelId}
            tabIndex={isSelected ? 0 : -1}
            className={cx('at-studio__tab', isSelected && 'is-selected')}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
