import { useRef, useState } from 'react';
import { clampSize, readLayout, writeLayout, type StoredLayout, type StudioSlot } from './layout-storage';

export interface PanelSizing {
  defaultSize?: number;
  minSize?: number;
  maxSize?: number;
  defaultCollapsed?: boolean;
  /** Controlled collapsed state; with it the layout only reports changes through `onCollapsedChange`. */
  collapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
}

export const PANEL_DEFAULTS: Record<StudioSlot, { size: number; min: number; max: number }> = {
  side: { size: 280, min: 180, max: 560 },
  aside: { size: 320, min: 200, max: 640 },
  bottom: { size: 240, min: 96, max: 640 },
};

export interface ResolvedPanel {
  size: number;
  min: number;
  max: number;
  collapsed: boolean;
}

/** Sizes and collapsed panels of a layout, remembered per layout id in localStorage. */
export function useStudioState(id: string, panels: Partial<Record<StudioSlot, PanelSizing>>) {
  const [state, setState] = useState(() => ({ id, layout: readLayout(id) }));
  // Another layout id (the same component reused for another studio) starts from what that id remembers.
  const layout = state.id === id ? state.layout : readLayout(id);
  if (state.id !== id) setState({ id, layout });
  const latest = useRef(layout);
  latest.current = layout;

  const resolve = (slot: StudioSlot): ResolvedPanel => {
    const panel = panels[slot] ?? {};
    const defaults = PANEL_DEFAULTS[slot];
    const min = panel.minSize ?? defaults.min;
    const max = panel.maxSize ?? defaults.max;
    return {
      min,
      max,
      size: clampSize(layout.sizes[slot] ?? panel.defaultSize ?? defaults.size, min, max),
      collapsed: panel.collapsed ?? layout.collapsed[slot] ?? panel.defaultCollapsed ?? false,
    };
  };

  const update = (change: (current: StoredLayout) => StoredLayout) => {
    latest.current = change(latest.current);
    setState({ id, layout: latest.current });
  };

  return {
    resolve,
    resize: (slot: StudioSlot, size: number) => update((current) => ({ ...current, sizes: { ...current.sizes, [slot]: size } })),
    commit: () => writeLayout(id, latest.current),
    setCollapsed: (slot: StudioSlot, collapsed: boolean) => {
      const panel = panels[slot];
      panel?.onCollapsedChange?.(collapsed);
      if (panel?.collapsed !== undefined) return;
      update((current) => ({ ...current, collapsed: { ...current.collapsed, [slot]: collapsed } }));
      writeLayout(id, latest.current);
    },
  };
}
