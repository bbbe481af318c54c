import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../utils/cx';
import type { StudioSlot } from './layout-storage';
import type { PanelSizing } from './use-studio-state';

export interface StudioPanelConfig extends PanelSizing {
  /** Names the panel: its heading and region name on desktop, its tab on phones. */
  label: string;
  content: ReactNode;
  /** Extra controls in the panel's header (e.g. a New File button). */
  actions?: ReactNode;
  /** Offer Hide/Show on desktop (default true). */
  collapsible?: boolean;
}

interface StudioPanelProps {
  slot: StudioSlot;
  panelId: string;
  tabId: string;
  config: StudioPanelConfig;
  phone: boolean;
  /** Phones: this panel's tab is selected. */
  selected: boolean;
  collapsed: boolean;
  size: number;
  onCollapse: (collapsed: boolean) => void;
}

export const showButtonId = (panelId: string) => `${panelId}-show`;
export const hideButtonId = (panelId: string) => `${panelId}-hide`;

const ARROWS: Record<StudioSlot, { hide: string; show: string }> = {
  side: { hide: '‹', show: '›' },
  aside: { hide: '›', show: '‹' },
  bottom: { hide: '⌄', show: '⌃' },
};

/**
 * A side, secondary or bottom panel. The element stays mounted in every mode (collapsed, another
 * tab on phones), so what it holds (a terminal, a half-typed message) survives.
 */
export function StudioPanel({ slot, panelId, tabId, config, phone, selected, collapsed, size, onCollapse }: StudioPanelProps) {
  const { label, content, actions, collapsible = true } = config;
  const headingId = `${panelId}-heading`;
  const rail = !phone && collapsed;
  const style = phone ? undefined : ({ [slot === 'bottom' ? 'height' : 'width']: `${size}px` } as CSSProperties);
  return (
    <>
      {rail ? (
        <button
          id={showButtonId(panelId)}
          type="button"
          className={`at-studio__rail at-studio__rail--${slot}`}
          aria-label={`Show ${label}`}
          aria-expanded={false}
          aria-controls={panelId}
          onClick={() => onCollapse(false)}
        >
          <span aria-hidden="true">{ARROWS[slot].show}</span>
          <span className="at-studio__rail-label" aria-hidden="true">
            {label}
          </span>
        </button>
      ) : null}
      <section
        id={panelId}
        role={phone ? 'tabpanel' : 'region'}
        aria-labelledby={phone ? tabId : headingId}
        hidden={phone ? !selected : collapsed}
        className={cx('at-studio__panel', `at-studio__panel--${slot}`)}
        style={style}
      >
        <div className="at-studio__panel-head">
          <h2 id={headingId} className="at-studio__panel-title">
            {label}
          </h2>
          {actions ? <div className="at-studio__panel-actions">{actions}</div> : null}
          {collapsible && !phone ? (
            <button
              id={hideButtonId(panelId)}
              type="button"
              className="at-studio__panel-toggle"
              aria-label={`Hide ${label}`}
              aria-expanded
              aria-controls={panelId}
              onClick={() => onCollapse(true)}
            >
              <span aria-hidden="true">{ARROWS[slot].hide}</span>
            </button>
          ) : null}
        </div>
        <div className="at-studio__panel-body">{content}</div>
      </section>
    </>
  );
}
