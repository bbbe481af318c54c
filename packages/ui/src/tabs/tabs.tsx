import { useId, useState, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import { useTabList } from './use-tab-list';
import './tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selected tab id. */
  value?: string;
  /** Initially selected tab id when uncontrolled (default: the first). */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right arrows (wrapping), Home and End move
 * focus and select; Tab goes from the selected tab into its panel.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue ?? items[0]?.id);
  const selected = value ?? internal;

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    if (id !== selected) onValueChange?.(id);
  };
  const { onKeyDown, tabProps } = useTabList(items.map((item) => item.id), selected, select);

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={cx('at-tabs', className)}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="at-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button key={item.id} {...tabProps(item.id, tabId(item.id), panelId(item.id))} className={cx('at-tabs__tab', isSelected && 'is-selected')}>
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          tabIndex={0}
          hidden={item.id !== selected}
          className="at-tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
