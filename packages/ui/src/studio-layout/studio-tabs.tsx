import { useTabList } from '../tabs/use-tab-list';
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
  const { onKeyDown, tabProps } = useTabList(tabs.map((tab) => tab.id), selected, onSelect);

  return (
    <div role="tablist" aria-label={label} className="at-studio__tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button key={tab.id} {...tabProps(tab.id, tab.tabId, tab.panelId)} className={cx('at-studio__tab', isSelected && 'is-selected')}>
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
