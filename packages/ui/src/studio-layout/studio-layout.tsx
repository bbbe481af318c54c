import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import type { StudioSlot } from './layout-storage';
import { ResizeHandle } from './resize-handle';
import { hideButtonId, showButtonId, StudioPanel, type StudioPanelConfig } from './studio-panel';
import { StudioTabs, type StudioTab } from './studio-tabs';
import { useMediaQuery } from './use-media-query';
import { useStudioState, type ResolvedPanel } from './use-studio-state';
import './studio-layout.css';

export type StudioPanelId = 'main' | StudioSlot;

export interface StudioLayoutProps {
  /** Sizes and collapsed panels are remembered per id (localStorage). */
  id: string;
  /** The studio's name; the phone tab list is called '<label> panels'. */
  label: string;
  /** Across the top: the studio's commands. */
  toolbar?: ReactNode;
  /** The canvas (preview, editor, scene grid); always present. */
  main: { label: string; content: ReactNode };
  /** Left panel (e.g. file tree, chat). */
  side?: StudioPanelConfig;
  /** Right panel (e.g. inspector, chat). */
  aside?: StudioPanelConfig;
  /** Under the canvas (e.g. terminal, timeline). */
  bottom?: StudioPanelConfig;
  /** Phones: the shown panel, controlled. */
  mobilePanel?: StudioPanelId;
  /** Phones: the panel shown first when uncontrolled (default 'main'). */
  defaultMobilePanel?: StudioPanelId;
  onMobilePanelChange?: (panel: StudioPanelId) => void;
  /** Phones: order of the tabs (default left to right, then bottom). */
  mobileOrder?: readonly StudioPanelId[];
  className?: string;
}

export const PHONE_QUERY = '(max-width: 767.98px)';
const DEFAULT_ORDER: readonly StudioPanelId[] = ['side', 'main', 'aside', 'bottom'];
const HANDLE: Record<StudioSlot, { orientation: 'vertical' | 'horizontal'; grow: 1 | -1 }> = {
  side: { orientation: 'vertical', grow: 1 },
  aside: { orientation: 'vertical', grow: -1 },
  bottom: { orientation: 'horizontal', grow: -1 },
};

/**
 * A full-height studio: toolbar, optional side / secondary / bottom panels around a main canvas.
 * Desktop (≥ 768 px): panels resize by pointer or keyboard (separators) and collapse; sizes are
 * remembered. Phones: one panel at a time behind a tab bar. The page itself never scrolls; panels do.
 */
export function StudioLayout(props: StudioLayoutProps) {
  const { id, label, toolbar, main, side, aside, bottom, mobileOrder = DEFAULT_ORDER, className } = props;
  const baseId = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const panels = { side, aside, bottom };
  const state = useStudioState(id, panels);
  const [innerMobile, setInnerMobile] = useState<StudioPanelId>(props.defaultMobilePanel ?? 'main');
  const focusAfter = useRef<string | null>(null);

  const panelId = (panel: StudioPanelId) => `${baseId}-${panel}`;
  const tabId = (panel: StudioPanelId) => `${baseId}-${panel}-tab`;
  const present = (panel: StudioPanelId) => panel === 'main' || Boolean(panels[panel]);
  const wanted = props.mobilePanel ?? innerMobile;
  const tabs: StudioTab<StudioPanelId>[] = mobileOrder.filter(present).map((item) => ({
    id: item,
    label: item === 'main' ? main.label : (panels[item]?.label ?? item),
    tabId: tabId(item),
    panelId: panelId(item),
  }));
  const selected = tabs.some((tab) => tab.id === wanted) ? wanted : 'main';
  // Phones with a single panel need no tabs: it simply fills the screen.
  const tabbed = phone && tabs.length > 1;

  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  const selectMobile = (panel: StudioPanelId) => {
    if (props.mobilePanel === undefined) setInnerMobile(panel);
    if (panel !== selected) props.onMobilePanelChange?.(panel);
  };

  const collapse = (slot: StudioSlot, collapsed: boolean) => {
    // The control that was used disappears: focus goes to the one that undoes it.
    focusAfter.current = collapsed ? showButtonId(panelId(slot)) : hideButtonId(panelId(slot));
    state.setCollapsed(slot, collapsed);
  };

  const slot = (name: StudioSlot) => {
    const config = panels[name];
    if (!config) return null;
    return (
      <StudioSlotView
        slot={name}
        config={config}
        panelId={panelId(name)}
        tabId={tabId(name)}
        tabbed={tabbed}
        resizable={!phone}
        selected={selected === name}
        sizing={state.resolve(name)}
        onResize={(next) => state.resize(name, next)}
        onCommit={state.commit}
        onCollapse={(next) => collapse(name, next)}
      />
    );
  };

  return (
    <div className={cx('at-studio', phone ? 'at-studio--phone' : 'at-studio--desktop', tabbed && 'at-studio--tabbed', className)} data-studio-layout={id}>
      {toolbar ? <div className="at-studio__toolbar">{toolbar}</div> : null}
      <div className="at-studio__body">
        {slot('side')}
        <div className="at-studio__center" hidden={tabbed && selected !== 'main' && selected !== 'bottom'}>
          <section
            id={panelId('main')}
            role={tabbed ? 'tabpanel' : 'region'}
            aria-label={tabbed ? undefined : main.label}
            aria-labelledby={tabbed ? tabId('main') : undefined}
            hidden={tabbed && selected !== 'main'}
            className="at-studio__main"
          >
            {main.content}
          </section>
          {slot('bottom')}
        </div>
        {slot('aside')}
      </div>
      {tabbed ? <StudioTabs label={`${label} panels`} tabs={tabs} selected={selected} onSelect={selectMobile} /> : null}
    </div>
  );
}

interface StudioSlotViewProps {
  slot: StudioSlot;
  config: StudioPanelConfig;
  panelId: string;
  tabId: string;
  tabbed: boolean;
  resizable: boolean;
  selected: boolean;
  sizing: ResolvedPanel;
  onResize: (size: number) => void;
  onCommit: () => void;
  onCollapse: (collapsed: boolean) => void;
}

/** One panel with its separator on the canvas side (after a left panel, before a right or bottom one). */
function StudioSlotView({ slot, config, panelId, tabId, tabbed, resizable, selected, sizing, onResize, onCommit, onCollapse }: StudioSlotViewProps) {
  const { size, min, max, collapsed } = sizing;
  const handle =
    resizable && !collapsed ? (
      <ResizeHandle
        {...HANDLE[slot]}
        label={config.label}
        controls={panelId}
        size={size}
        min={min}
        max={max}
        onResize={onResize}
        onCommit={onCommit}
        onToggleCollapse={config.collapsible === false ? undefined : () => onCollapse(true)}
      />
    ) : null;
  const panel = (
    <StudioPanel
      slot={slot}
      panelId={panelId}
      tabId={tabId}
      config={config}
      phone={tabbed}
      selected={selected}
      collapsed={collapsed}
      size={size}
      onCollapse={onCollapse}
    />
  );
  return slot === 'side' ? (
    <>
      {panel}
      {handle}
    </>
  ) : (
    <>
      {handle}
      {panel}
    </>
  );
}
