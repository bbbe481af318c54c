export type StudioSlot = 'side' | 'aside' | 'bottom';

export interface StoredLayout {
  sizes: Partial<Record<StudioSlot, number>>;
  collapsed: Partial<Record<StudioSlot, boolean>>;
}

const SLOTS: readonly StudioSlot[] = ['side', 'aside', 'bottom'];

export const layoutStorageKey = (id: string) => `atelier.studio-layout.${id}`;

export function clampSize(value: number, min: number, max: number): number {
  return Math.round(Math.min(Math.max(value, min), Math.max(min, max)));
}

/** The remembered sizes and collapsed panels of one layout; anything unreadable is ignored, never thrown. */
export function readLayout(id: string): StoredLayout {
  const layout: StoredLayout = { sizes: {}, collapsed: {} };
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(layoutStorageKey(id)) ?? 'null');
    if (!raw || typeof raw !== 'object') return layout;
    const { sizes, collapsed } = raw as Partial<Record<keyof StoredLayout, Record<string, unknown>>>;
    for (const slot of SLOTS) {
      const size = sizes?.[slot];
      if (typeof size === 'number' && Number.isFinite(size) && size > 0) layout.sizes[slot] = size;
      if (typeof collapsed?.[slot] === 'boolean') layout.collapsed[slot] = collapsed[slot] as boolean;
    }
  } catch {
    // Corrupt JSON or storage blocked (private mode): start from the defaults.
  }
  return layout;
}

export function writeLayout(id: string, layout: StoredLayout): void {
  try {
    localStorage.setItem(layoutStorageKey(id), JSON.stringify(layout));
  } catch {
    // Full or blocked storage only costs the memory of the sizes.
  }
}
